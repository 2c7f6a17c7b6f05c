import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  answerPremium,
  createRemoteWork,
  createRemoteWorkWithReport,
  createVisit,
  deleteVisit,
  getClientUsedTaskGroups,
  getPremium,
  getRemoteWorkReport,
  getVisit,
  getVisitReport,
  listEvents,
  putRemoteWorkReport,
  putVisitReport,
  requestPremium,
  reviewReport,
  updateRemoteWork,
  updateVisit,
} from '@relais/contract';
import type { AuthContext } from '../../plugins/types';
import { registerRoute } from '../../plugins/contract-routes';
import { clientsServiceFor } from '../clients/clients.service';
import { recordHistory } from '../history/history.service';
import { createEventsRepository } from './events.repository';
import { createEventsService, type EventsDeps } from './events.service';
import { createPremiumService } from './premium.service';
import { createReportsService } from './reports.service';
import { createUsedTaskGroupsService } from './used-task-groups.service';

const actorOf = (auth: AuthContext, request: FastifyRequest) => ({ userId: auth.userId, ip: request.ip });

/** Visits, remote works, their reports, premium services, the staff review and the task groups used per client. */
export const eventsRoutes = async (app: FastifyInstance): Promise<void> => {
  const deps: EventsDeps = {
    repo: createEventsRepository(app.db),
    clients: clientsServiceFor(app.db),
    clock: app.appConfig.clock,
    audit: app.audit,
    history: (...entries) => recordHistory(app.db, ...entries),
  };
  const events = createEventsService(deps);
  const reports = createReportsService(deps);
  const premium = createPremiumService(deps);
  const used = createUsedTaskGroupsService(deps);

  registerRoute(app, listEvents, async ({ params, query }) => events.list(params.id, query));
  registerRoute(app, getVisit, async ({ params }) => events.get(params.id, params.visitId));
  registerRoute(app, createVisit, async ({ params, query, body }) =>
    events.createVisit(params.id, body, query.estimateId),
  );
  registerRoute(app, updateVisit, async ({ params, body }) =>
    events.updateVisit(params.id, params.visitId, body),
  );
  registerRoute(app, deleteVisit, async ({ params, body, auth, request }) =>
    events.deleteVisit(params.id, params.visitId, body.reason, actorOf(auth, request)),
  );
  registerRoute(app, createRemoteWork, async ({ params, query, body }) =>
    events.createRemoteWork(params.id, body, query.estimateId),
  );
  registerRoute(app, updateRemoteWork, async ({ params, body }) =>
    events.updateRemoteWork(params.id, params.remoteWorkId, body),
  );

  registerRoute(app, getVisitReport, async ({ params }) => reports.getReport(params.id, params.visitId));
  registerRoute(app, putVisitReport, async ({ params, body, auth, request }) =>
    reports.putReport(params.id, params.visitId, body, actorOf(auth, request)),
  );
  registerRoute(app, getRemoteWorkReport, async ({ params }) =>
    reports.getReport(params.id, params.remoteWorkId),
  );
  registerRoute(app, putRemoteWorkReport, async ({ params, body, auth, request }) =>
    reports.putReport(params.id, params.remoteWorkId, body, actorOf(auth, request)),
  );
  registerRoute(app, createRemoteWorkWithReport, async ({ params, query, body, auth, request }) =>
    reports.createRemoteWorkWithReport(params.id, body, query.estimateId, actorOf(auth, request)),
  );
  registerRoute(app, reviewReport, async ({ params, body, auth, request }) =>
    reports.review(params.eventId, body, actorOf(auth, request)),
  );

  registerRoute(app, getClientUsedTaskGroups, async ({ params }) =>
    used.usedTaskGroups(params.id, params.clientId),
  );

  registerRoute(app, getPremium, async ({ params }) => premium.get(params.id, params.eventId));
  registerRoute(app, requestPremium, async ({ params, auth, request }) =>
    premium.request(params.id, params.eventId, actorOf(auth, request)),
  );
  registerRoute(app, answerPremium, async ({ params, body, auth, request }) =>
    premium.answer(params.eventId, body.approved, actorOf(auth, request)),
  );
};
