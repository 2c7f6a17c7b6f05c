import type { FolderFileType } from '../folder/folder.rules';
import type { InvoiceStatus } from '../invoice/invoice.rules';

/**
 * What a notification tells the assistant (issue 27): a decision of the provider's team reaching her.
 * The server stores the kind, the item it opens and the facts of its text; the app writes the text
 * (translated from the kind and the parameters), never stored prose.
 */
export const NOTIFICATION_KINDS = [
  'REPORT_REJECTED',
  'REPORT_VALIDATED',
  'DOCUMENT_REFUSED',
  'INVOICE_STATUS',
  'MESSAGE_RECEIVED',
  'INTERVENTION_CANCELLED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The facts of a notification's text and of the screen it opens, by kind. */
export type NotificationParams = {
  REPORT_REJECTED: { eventId: string; remote: boolean; clientName: string; date: string };
  REPORT_VALIDATED: { eventId: string; remote: boolean; clientName: string; date: string };
  DOCUMENT_REFUSED: { fileType: FolderFileType };
  INVOICE_STATUS: { invoiceId: string; status: InvoiceStatus; month: string; invoiceNumber: string };
  MESSAGE_RECEIVED: { messageId: string; subject: string };
  INTERVENTION_CANCELLED: {
    eventId: string;
    remote: boolean;
    clientName: string;
    date: string;
    reason: string;
  };
};

/** One notification to write: its kind with that kind's parameters. */
export type NotificationDraft = {
  [K in NotificationKind]: { kind: K; params: NotificationParams[K] };
}[NotificationKind];

/** The list's pages (newest first). */
export const NOTIFICATIONS_PAGE_SIZE_DEFAULT = 30;
export const NOTIFICATIONS_PAGE_SIZE_MAX = 100;
export const NOTIFICATIONS_PAGE_MAX = 10_000;
/** The longest stored subject or client name in a notification's parameters (a text, not a document). */
export const NOTIFICATION_TEXT_MAX = 200;

/** Cuts a stored text parameter to its bound (a long subject stays readable in a list). */
export const boundedNotificationText = (text: string): string =>
  text.length > NOTIFICATION_TEXT_MAX ? `${text.slice(0, NOTIFICATION_TEXT_MAX - 1)}…` : text;
