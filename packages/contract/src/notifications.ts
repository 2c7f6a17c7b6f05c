import { z } from 'zod';
import {
  notificationPageSchema,
  notificationsQuerySchema,
  notificationsReadAllBodySchema,
  notificationsUnreadSchema,
} from '@relais/domain';
import { idParam, ownerRoute } from './route';
import { routeTable } from './routes';

const notificationParams = z.object({ id: z.string().min(1), notificationId: z.string().min(1) });

export const listNotifications = ownerRoute({
  ...routeTable.listNotifications,
  summary:
    "The assistant's notifications (the team's decisions: a report reviewed, a document refused, an invoice's status, a message), newest first, paged, with her unread count; refused to staff",
  params: idParam,
  query: notificationsQuerySchema,
  response: notificationPageSchema,
  errors: ['validation_failed', 'value-out-of-range'],
});

export const readNotification = ownerRoute({
  ...routeTable.readNotification,
  summary: 'Mark one of her notifications read (again: no change); answers her unread count',
  params: notificationParams,
  children: ['notificationId'],
  response: notificationsUnreadSchema,
  errors: ['not_found'],
});

export const readAllNotifications = ownerRoute({
  ...routeTable.readAllNotifications,
  summary:
    'Mark read every notification of hers created up to `before` (one that came later stays unread); answers her unread count',
  params: idParam,
  body: notificationsReadAllBodySchema,
  response: notificationsUnreadSchema,
  errors: ['validation_failed', 'date-out-of-range'],
});

export const notificationRoutes = [listNotifications, readNotification, readAllNotifications] as const;
