import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  answerPremium,
  cancelEvent,
  createRemoteWork,
  createRemoteWorkWithReport,
  createVisit,
  deleteVisit,
  getClientUsedTaskGroups,
  getPremium,
  getStaffWaitingPremium,
  getRemoteWorkReport,
  getVisit,
  getVisitReport,
  listEvents,
  putRemoteWorkReport,
  putVisitReport,
  requestPremium,
  requestVisitCancellation,
  reviewReport,
  updateRemoteWork,
  updateVisit,
} from '@relais/contract';
import { languageOf } from '../../lib/language';
import type { AuthContext } from '../../plugins/types';
import { registerRoute } from '../../plugins/contract-routes';
import type { CancellationService } from './cancellation.service';
import type { EventsService } from './events.service';
import type { PremiumService } from './premium.service';
import type { ReportsService } from './reports.service';
import type { UsedTaskGroupsService } from './used-task-groups.service';

const actorOf = (auth: AuthContext, request: FastifyRequest) => ({ userId: auth.userId, ip: request.ip });

/** Visits, remote works, their reports, premium services, the staff review and the task groups used per client. */
export const eventsRoutes =
  ({
    events,
    reports,
    premium,
    cancellation,
    usedTaskGroups: used,
  }: {
    events: EventsService;
    cancellation: CancellationService;
    reports: ReportsService;
    premium: PremiumService;
    usedTaskGroups: UsedTaskGroupsService;
  }) =>
  async (app: FastifyInstance): Promise<void> => {
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
    registerRoute(app, requestVisitCancellation, async ({ params, body, auth, request }) =>
      cancellation.request(
        params.id,
        params.visitId,
        body,
        languageOf(request.headers['accept-language']),
        actorOf(auth, request),
      ),
    );
    registerRoute(app, cancelEvent, async ({ params, body, auth, request }) =>
      cancellation.cancel(params.eventId, body, actorOf(auth, request)),
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
    registerRoute(app, getStaffWaitingPremium, async () => premium.waitingSummary());
    registerRoute(app, requestPremium, async ({ params, auth, request }) =>
      premium.request(params.id, params.eventId, actorOf(auth, request)),
    );
    registerRoute(app, answerPremium, async ({ params, body, auth, request }) =>
      premium.answer(params.eventId, body.approved, actorOf(auth, request)),
    );
  };
