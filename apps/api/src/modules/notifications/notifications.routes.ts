import type { FastifyInstance } from 'fastify';
import { listNotifications, readAllNotifications, readNotification } from '@relais/contract';
import { accessDenied } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/types';
import { registerRoute } from '../../plugins/contract-routes';
import type { NotificationsService } from './notifications.service';

/** Her notifications are an assistant's: a staff member's own id is refused too (403, audited like every 403). */
const assistantOnly = (auth: AuthContext): void => {
  if (auth.role !== 'ASSISTANT') throw accessDenied();
};

export const notificationsRoutes =
  (service: NotificationsService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, listNotifications, async ({ params, query, auth }) => {
      assistantOnly(auth);
      return service.list(params.id, query);
    });
    registerRoute(app, readNotification, async ({ params, auth }) => {
      assistantOnly(auth);
      return service.read(params.id, params.notificationId);
    });
    registerRoute(app, readAllNotifications, async ({ params, body, auth }) => {
      assistantOnly(auth);
      return service.readAll(params.id, body);
    });
  };
