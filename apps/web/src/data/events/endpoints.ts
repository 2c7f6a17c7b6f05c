import type {
  createRemoteWork,
  createRemoteWorkWithReport,
  createVisit,
  deleteVisit,
  getClientNotes,
  getClientRates,
  getPremium,
  getRemoteWorkReport,
  getVisit,
  getVisitReport,
  listEvents,
  putRemoteWorkReport,
  putVisitReport,
  requestPremium,
  updateRemoteWork,
  updateVisit,
} from '@relais/contract';
import { endpoint } from '../../lib/endpoints';

/** The intervention and report calls, typed from the contract with type-only imports. */
export const eventEndpoints = {
  listEvents: endpoint<typeof listEvents>({ method: 'GET', path: '/assistants/:id/events' }),
  getVisit: endpoint<typeof getVisit>({ method: 'GET', path: '/assistants/:id/visits/:visitId' }),
  createVisit: endpoint<typeof createVisit>({ method: 'POST', path: '/assistants/:id/visits' }),
  updateVisit: endpoint<typeof updateVisit>({ method: 'PUT', path: '/assistants/:id/visits/:visitId' }),
  deleteVisit: endpoint<typeof deleteVisit>({ method: 'DELETE', path: '/assistants/:id/visits/:visitId' }),
  getVisitReport: endpoint<typeof getVisitReport>({
    method: 'GET',
    path: '/assistants/:id/visits/:visitId/report',
  }),
  putVisitReport: endpoint<typeof putVisitReport>({
    method: 'PUT',
    path: '/assistants/:id/visits/:visitId/report',
  }),
  createRemoteWork: endpoint<typeof createRemoteWork>({
    method: 'POST',
    path: '/assistants/:id/remoteworks',
  }),
  updateRemoteWork: endpoint<typeof updateRemoteWork>({
    method: 'PUT',
    path: '/assistants/:id/remoteworks/:remoteWorkId',
  }),
  getRemoteWorkReport: endpoint<typeof getRemoteWorkReport>({
    method: 'GET',
    path: '/assistants/:id/remoteworks/:remoteWorkId/report',
  }),
  putRemoteWorkReport: endpoint<typeof putRemoteWorkReport>({
    method: 'PUT',
    path: '/assistants/:id/remoteworks/:remoteWorkId/report',
  }),
  createRemoteWorkWithReport: endpoint<typeof createRemoteWorkWithReport>({
    method: 'POST',
    path: '/assistants/:id/remoteworks/report',
  }),
  getPremium: endpoint<typeof getPremium>({ method: 'GET', path: '/assistants/:id/events/:eventId/premium' }),
  requestPremium: endpoint<typeof requestPremium>({
    method: 'POST',
    path: '/assistants/:id/events/:eventId/premium',
  }),
  getClientRates: endpoint<typeof getClientRates>({
    method: 'GET',
    path: '/assistants/:id/clients/:clientId/rates',
  }),
  getClientNotes: endpoint<typeof getClientNotes>({
    method: 'GET',
    path: '/assistants/:id/clients/:clientId/notes',
  }),
} as const;
