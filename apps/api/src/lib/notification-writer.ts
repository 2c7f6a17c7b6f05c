import type { NotificationDraft } from '@relais/domain';

/** Writes one notification to an assistant on one database handle (a transaction's: it commits with the decision). */
export type NotificationWriter = (userId: string, draft: NotificationDraft, at: Date) => Promise<void>;

/**
 * The notifications module's writer on a handle. The wiring root (services.ts) gives it to the
 * repositories of the team's decisions (report review, folder review, invoice status, staff message);
 * each binds it to its transaction, so a decision and its notification commit together or not at all.
 */
export type NotificationWriterOn<Handle> = (handle: Handle) => NotificationWriter;
