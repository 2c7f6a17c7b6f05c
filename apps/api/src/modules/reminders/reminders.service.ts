import {
  businessDate,
  folderDocumentPath,
  isFolderFileType,
  type Clock,
  type Readiness,
} from '@relais/domain';
import { documentReminderMail, invoiceWindowMail, reportReminderMail } from '../../mail/reminder-templates';
import type { MailMessage } from '../../mail/mailer';
import {
  documentReminder,
  documentReminderRange,
  invoiceWindowOccasion,
  REPORT_REMINDER_LOOKBACK_MS,
  reportOccasion,
  reportReminderAt,
} from './reminders.rules';
import type { Recipient, RemindersRepository } from './reminders.repository';

/** What one sweep did: mails handed to the mailer, by reminder. */
export type SweepCounts = { reports: number; documents: number; invoiceWindow: number };

export type RemindersDeps = {
  repo: RemindersRepository;
  clock: Clock;
  publicUrl: string;
  /** Her invoice readiness (the invoices service's): what still blocks her next invoice. */
  readiness: (assistantId: string) => Promise<Readiness>;
  /**
   * Sends a mail once per `key`: through the job queue, a second send of the same key (a sweep run
   * twice, by two processes or after a crash) is no second mail (`mail-queue.ts`, `mailOnce`).
   */
  mailOnce: (key: string, message: MailMessage) => Promise<void>;
};

/**
 * The reminders (issue 30): a report not written on the evening of its intervention, a document
 * reaching its limit day, the invoice window opening. `sweep` mails each due occasion of each
 * person once, then records it handled: a sweep run again, by another process or after a crash
 * between the two steps, finds the record, or sends the same keyed mail (no second one).
 */
export const createRemindersService = (deps: RemindersDeps) => {
  const { repo, clock } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');

  /** Mails `message` once for the person's first occasion, then records every one of them handled. */
  const remind = async (to: Recipient, occasions: string[], message: Omit<MailMessage, 'to'> | null) => {
    const [first] = occasions;
    if (first === undefined) return false;
    if (message) await deps.mailOnce(`${to.userId}:${first}`, { to: to.email, ...message });
    await repo.markHandled(to.userId, occasions, clock.now());
    return message !== null;
  };

  const reports = async (now: Date): Promise<number> => {
    const due = (await repo.unreported(new Date(now.getTime() - REPORT_REMINDER_LOOKBACK_MS), now)).filter(
      (e) => reportReminderAt(e.startAt, e.durationMinutes) <= now,
    );
    let sent = 0;
    for (const e of due) {
      const path = `${e.remote ? '/remote/edit' : '/visit/report/edit'}/${encodeURIComponent(e.eventId)}`;
      const url = `${base}${path}`;
      const content = reportReminderMail(e.language ?? 'fr', {
        firstName: e.firstName,
        clientName: e.clientName,
        date: businessDate(e.startAt),
        url,
      });
      if (await remind(e, [reportOccasion(e.eventId)], { ...content, link: url })) sent++;
    }
    return sent;
  };

  const documents = async (today: string): Promise<number> => {
    const { from, to } = documentReminderRange(today);
    let sent = 0;
    const docs = await repo.expiring(from, to);
    const handled = await repo.handledOf(
      docs.map((d) => d.userId),
      'document:',
    );
    for (const doc of docs) {
      if (!isFolderFileType(doc.fileType)) continue;
      const due = documentReminder({ fileType: doc.fileType, expirationDate: doc.expirationDate }, today);
      if (!due) continue;
      const open = due.occasions.filter((o) => !handled.has(`${doc.userId} ${o}`));
      if (open.length === 0) continue;
      const url = `${base}${folderDocumentPath(doc.fileType)}`;
      const content = documentReminderMail(doc.language ?? 'fr', {
        firstName: doc.firstName,
        fileType: doc.fileType,
        expirationDate: doc.expirationDate,
        daysLeft: due.daysLeft,
        url,
      });
      // the nearest occasion is mailed (the last reached), the earlier ones recorded with it
      if (await remind(doc, [...open].reverse(), { ...content, link: url })) sent++;
    }
    return sent;
  };

  const invoiceWindow = async (now: Date): Promise<number> => {
    const window = invoiceWindowOccasion(now);
    if (!window) return 0;
    const { from, to } = window;
    let sent = 0;
    for (const who of await repo.toInvoice(from, to, window.occasion)) {
      const readiness = await deps.readiness(who.userId);
      const url = `${base}/activity/invoices`;
      // invoiced already (or nothing live): the occasion is handled with no mail
      const message =
        readiness.alreadyInvoiced || readiness.nothingToInvoice
          ? null
          : {
              ...invoiceWindowMail(who.language ?? 'fr', {
                firstName: who.firstName,
                month: window.month,
                blockers: readiness.blockers,
                url,
              }),
              link: url,
            };
      if (await remind(who, [window.occasion], message)) sent++;
    }
    return sent;
  };

  return {
    /** Mails every reminder due now and not sent yet; idempotent (a second run sends nothing more). */
    sweep: async (): Promise<SweepCounts> => {
      const now = clock.now();
      return {
        reports: await reports(now),
        documents: await documents(businessDate(now)),
        invoiceWindow: await invoiceWindow(now),
      };
    },
  };
};

export type RemindersService = ReturnType<typeof createRemindersService>;
