import type { FastifyInstance } from 'fastify';
import {
  createLeave,
  deleteLeave,
  getAvailability,
  getLeave,
  listLeaves,
  putAvailability,
  snoozePlanningWarning,
  updateLeave,
} from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { AvailabilityService } from './availability.service';

export const availabilityRoutes =
  (service: AvailabilityService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, getAvailability, async ({ params }) => service.grid(params.id));
    registerRoute(app, putAvailability, async ({ params, body }) =>
      service.setCell(params.id, params.numDay, params.part, body.value),
    );
    registerRoute(app, snoozePlanningWarning, async ({ params, query }) =>
      service.snooze(params.id, query.untilDate),
    );
    registerRoute(app, listLeaves, async ({ params }) => service.listLeaves(params.id));
    registerRoute(app, createLeave, async ({ params, body }) => service.createLeave(params.id, body));
    registerRoute(app, getLeave, async ({ params }) => service.getLeave(params.id, params.leaveId));
    registerRoute(app, updateLeave, async ({ params, body }) =>
      service.updateLeave(params.id, params.leaveId, body),
    );
    registerRoute(app, deleteLeave, async ({ params, body, auth, request }) =>
      service.deleteLeave(params.id, params.leaveId, body.reason, { userId: auth.userId, ip: request.ip }),
    );
  };
