import { z } from 'zod';
import { folderFileTypeSchema } from '../folder/folder.schema';
import { invoiceStatusSchema } from '../invoice/invoice.schema';
import { boundedDateTimeSchema } from '../time/date.schema';
import {
  NOTIFICATIONS_PAGE_MAX,
  NOTIFICATIONS_PAGE_SIZE_DEFAULT,
  NOTIFICATIONS_PAGE_SIZE_MAX,
} from './notification.rules';

const common = {
  id: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** null while unread. */
  readAt: z.iso.datetime({ offset: true }).nullable(),
};

const reportParams = z.object({
  eventId: z.string(),
  remote: z.boolean(),
  clientName: z.string(),
  /** The intervention's start (ISO date-time): the app writes its day. */
  date: z.string(),
});

/**
 * One notification as the API answers it: its kind, the facts of its text and of the item it opens
 * (the app writes the sentence from them, in the user's language), when it came and when she read it.
 */
export const notificationSchema = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('REPORT_REJECTED'), params: reportParams }),
  z.object({ ...common, kind: z.literal('REPORT_VALIDATED'), params: reportParams }),
  z.object({
    ...common,
    kind: z.literal('DOCUMENT_REFUSED'),
    params: z.object({ fileType: folderFileTypeSchema }),
  }),
  z.object({
    ...common,
    kind: z.literal('INVOICE_STATUS'),
    params: z.object({
      invoiceId: z.string(),
      status: invoiceStatusSchema,
      month: z.string(),
      invoiceNumber: z.string(),
    }),
  }),
  z.object({
    ...common,
    kind: z.literal('MESSAGE_RECEIVED'),
    params: z.object({ messageId: z.string(), subject: z.string() }),
  }),
  z.object({
    ...common,
    kind: z.literal('INTERVENTION_CANCELLED'),
    params: reportParams.extend({ reason: z.string() }),
  }),
]);
export type Notification = z.infer<typeof notificationSchema>;

/** GET /users/{id}/notifications?page=&size= (newest first). */
export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(NOTIFICATIONS_PAGE_MAX, 'value-out-of-range').default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATIONS_PAGE_SIZE_MAX, 'value-out-of-range')
    .default(NOTIFICATIONS_PAGE_SIZE_DEFAULT),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

/** A page of her notifications and how many of all hers are unread (the bell's count). */
export const notificationPageSchema = z.object({
  content: z.array(notificationSchema),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/**
 * PUT /users/{id}/notifications/read: marks read every notification of hers created up to `before`
 * (what she had seen when she asked: one that came later, while the action waited offline, stays unread).
 */
export const notificationsReadAllBodySchema = z.object({ before: boundedDateTimeSchema });
export type NotificationsReadAllBody = z.infer<typeof notificationsReadAllBodySchema>;

/** The answer of a marking: how many are still unread. */
export const notificationsUnreadSchema = z.object({ unread: z.number().int() });
export type NotificationsUnread = z.infer<typeof notificationsUnreadSchema>;
