import { z } from 'zod';
import {
  curriculumBodySchema,
  curriculumSchema,
  dashboardQuerySchema,
  dashboardSchema,
  gaugeQuerySchema,
  gaugeSchema,
  logPageSchema,
  logsQuerySchema,
  quoteSchema,
} from '@relais/domain';
import { defineRoute, ownerRoute, idParam } from './route';
import { routeTable } from './routes';

export const getDashboard = defineRoute({
  ...routeTable.getDashboard,
  summary: "Home: the month's KPIs, the warnings that apply and the completion percentages",
  auth: 'user',
  ownerQuery: 'userId',
  query: dashboardQuerySchema,
  response: dashboardSchema,
  errors: ['authentication_required', 'access_denied', 'validation_failed'],
});

export const updateGauge = ownerRoute({
  ...routeTable.updateGauge,
  summary: 'The completion gauge; with update=true, records the total as seen (and the celebration as shown)',
  params: idParam,
  query: gaugeQuerySchema,
  response: gaugeSchema,
  errors: [],
});

export const getLogs = ownerRoute({
  ...routeTable.getLogs,
  summary: "The assistant's activity history, paged, searchable, newest first by default",
  params: idParam,
  query: logsQuerySchema,
  response: logPageSchema,
  errors: ['validation_failed'],
});

export const listClientQuotes = defineRoute({
  ...routeTable.listClientQuotes,
  summary: "A client's quotes (the client must be one of the caller's)",
  auth: 'user',
  ownerExempt: 'the id is a client id; the service checks the client is linked to the caller',
  children: ['id'],
  params: idParam,
  response: z.array(quoteSchema),
  errors: ['authentication_required', 'access_denied', 'not_found'],
});

export const getQuote = defineRoute({
  ...routeTable.getQuote,
  summary: "One quote of one of the caller's clients",
  auth: 'user',
  ownerExempt: 'the id is a quote id; the service checks its client is linked to the caller',
  children: ['id'],
  params: idParam,
  response: quoteSchema,
  errors: ['authentication_required', 'access_denied', 'not_found'],
});

export const getCurriculum = ownerRoute({
  ...routeTable.getCurriculum,
  summary: "The assistant's curriculum",
  params: idParam,
  response: curriculumSchema,
  errors: [],
});

export const putCurriculum = ownerRoute({
  ...routeTable.putCurriculum,
  summary: "Replace the assistant's curriculum",
  params: idParam,
  body: curriculumBodySchema,
  response: curriculumSchema,
  errors: ['validation_failed', 'value-out-of-range'],
});

export const dashboardRoutes = [
  getDashboard,
  updateGauge,
  getLogs,
  listClientQuotes,
  getQuote,
  getCurriculum,
  putCurriculum,
] as const;
