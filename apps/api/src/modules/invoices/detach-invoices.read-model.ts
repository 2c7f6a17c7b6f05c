import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/index';

/**
 * The invoices module's write for account deletion (given by the wiring root, services.ts): the
 * issued invoices the provider must keep by law move to the anonymous owner that replaces the
 * deleted person, with their own legal fields (number, date, month, amounts, status) unchanged.
 * Answers the ids of their PDF files, which move with them.
 */
export const invoicesOf = async (h: Db, assistantId: string) =>
  h
    .select({ id: invoices.id, fileId: invoices.fileId })
    .from(invoices)
    .where(eq(invoices.assistantId, assistantId));

export const detachInvoices = async (h: Db, fromId: string, toId: string, now: Date): Promise<void> => {
  await h.update(invoices).set({ assistantId: toId, updatedAt: now }).where(eq(invoices.assistantId, fromId));
};
