import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { InvoiceStatus } from '@relais/domain';
import { invoices, users } from '../../db/schema/index';
import { bearer, FINANCE, signIn, type Session } from '../../test/test-app';
import type { SignedIn } from '../../test/signed-in-context';

/** One hand-made invoice (a row written directly; money in cents). */
export type MadeInvoice = {
  assistantId?: string;
  month?: string;
  status?: InvoiceStatus;
  submitted?: string | null;
  number?: string;
  taxFreeCents?: number;
  withTaxCents?: number;
  fileId?: string | null;
  updated?: string;
};

/** Shared helpers of the console's invoices tests (no test runner import: used by *.test.ts only). */
export const staffInvoicesKit = (t: SignedIn) => {
  const db = () => t.ctx.testDb.db;
  const people = () => t.ctx.testDb.people;

  /** The hand-made invoices, in order (every seeded invoice removed first): answers their ids. */
  const handMade = async (list: MadeInvoice[]): Promise<string[]> => {
    await db().delete(invoices);
    const ids: string[] = [];
    for (const [i, m] of list.entries()) {
      const id = randomUUID();
      await db()
        .insert(invoices)
        .values({
          id,
          assistantId: m.assistantId ?? people().demoId,
          month: m.month ?? '2026-02',
          invoiceNumber: m.number ?? `FA-${i + 1}`,
          invoiceDate: '2026-03-02',
          status: m.status ?? 'PROPOSED',
          amountTaxFreeCents: m.taxFreeCents ?? 10_000,
          amountWithTaxCents: m.withTaxCents ?? 12_000,
          fileId: m.fileId ?? null,
          submittedAt:
            m.submitted === null ? null : new Date(m.submitted ?? `2026-03-0${(i % 9) + 1}T08:00:00Z`),
          updatedAt: new Date(m.updated ?? '2026-03-10T08:00:00Z'),
        });
      ids.push(id);
    }
    return ids;
  };

  const finance = () => signIn(t.ctx.app, FINANCE);

  /** The finance member made operations-only (the permissions are read on every call). */
  const operationsOnly = async (): Promise<Session> => {
    await db()
      .update(users)
      .set({ staffPermissions: ['operations'] })
      .where(eq(users.loginEmail, FINANCE.email));
    return finance();
  };

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    as?: Session,
    payload?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse> =>
    t.ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer((as ?? (await finance())).token),
      ...(payload ? { payload } : {}),
    });

  return { db, people, handMade, finance, operationsOnly, call };
};
