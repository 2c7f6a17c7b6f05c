// The stops of the route walk: every path of the route table (apps/web/src/app/routes.tsx), the
// redirects and the spec's routes not built yet (spec 2), each with what shows once it is there.
// Routes with an id take a real one from the demo seed, read through the API as the walk starts.
import { expect, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiSession } from './reports';
import { repoRoot } from './server';

export type Stop = {
  /** The route as declared (with its parameters), or the spec's path for a route not built yet. */
  route: string;
  /** The address opened. */
  path: string;
  /** Where the app ends up (after redirects); the opened path when absent. */
  lands?: RegExp;
  /** The key of the header title shown there; `notFound.title` for the not-found screen. */
  titleKey: string;
  /**
   * A call the screen makes and the server refuses on purpose (a made-up link): the walk waits for
   * the screen's alert saying so, and the browser's "failed to load" line for that call is expected.
   */
  refusedCall?: string;
};

type Event = { id: string; remote: boolean; status: string; reportStatus: string | null; startDate: string };
type Id = { id: string };

const get = async <T>(request: APIRequestContext, api: ApiSession, url: string): Promise<T> => {
  const res = await request.get(`/api${url}`, { headers: api.headers });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
};

const isoDay = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The first item meeting the first test that any item meets (the seed's case first, then what other journeys left). */
const pick = <T>(list: T[], what: string, ...tests: ((item: T) => boolean)[]): T => {
  for (const test of [...tests, () => true]) {
    const found = list.find(test);
    if (found) return found;
  }
  throw new Error(`the demo data has no ${what}`);
};

/** An absence: the seeded one, or one declared now when another journey deleted it. */
const anAbsence = async (request: APIRequestContext, api: ApiSession, leaves: Id[]): Promise<string> => {
  if (leaves[0]) return leaves[0].id;
  const res = await request.post(`/api/assistants/${api.userId}/leaves`, {
    headers: { ...api.headers, 'idempotency-key': crypto.randomUUID() },
    data: { startDate: isoDay(200), endDate: isoDay(201), label: 'Walk', comment: null },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as Id).id;
};

/**
 * Real ids from the demo seed: one of each kind the routes with an id need. 'Every route' means
 * each declared path once with a typical id (a planned visit to edit, a visit awaiting its report,
 * a validated report to view, a refused invoice to resend...), not every id of the seed.
 */
export async function seedIds(request: APIRequestContext, api: ApiSession) {
  const me = `/assistants/${api.userId}`;
  const messages = (type: string) => `/users/${api.userId}/messages/type/${type}?size=100`;
  const [clients, events, leaves, invoices, months, drafts, received, sent] = await Promise.all([
    get<Id[]>(request, api, `${me}/clients?clientsToRetrieve=NEWANDACTIVE`),
    get<Event[]>(request, api, `${me}/events?start=${isoDay(-120)}&end=${isoDay(90)}&sort=asc`),
    get<Id[]>(request, api, `${me}/leaves`),
    get<(Id & { month: string; status: string })[]>(request, api, `${me}/invoices`),
    get<{ month: string }[]>(request, api, `${me}/events/monthsToInvoice`),
    get<{ content: Id[] }>(request, api, messages('draft')),
    get<{ content: (Id & { read: boolean })[] }>(request, api, messages('received')),
    get<{ content: Id[] }>(request, api, messages('sent')),
  ]);
  const visits = events.filter((e) => !e.remote);
  const remotes = events.filter((e) => e.remote);
  const toReport = (e: Event) => e.status === 'DONE' && e.reportStatus === null;
  const reported = (e: Event) => e.reportStatus === 'VALIDATED';
  const invoice = pick(invoices, 'invoice');
  return {
    client: pick(clients, 'client').id,
    plannedVisit: pick(visits, 'visit', (e) => e.status === 'SCHEDULED').id,
    visitToReport: pick(visits, 'visit', toReport, (e) => e.status === 'DONE').id,
    reportedVisit: pick(visits, 'visit', reported, (e) => e.reportStatus !== null).id,
    remoteToReport: pick(remotes, 'remote work', toReport, (e) => e.status === 'DONE').id,
    reportedRemote: pick(remotes, 'remote work', reported, (e) => e.reportStatus !== null).id,
    absence: await anAbsence(request, api, leaves),
    invoice: invoice.id,
    refusedInvoice: pick(invoices, 'invoice', (i) => i.status === 'INVALID').id,
    month: months[0]?.month ?? invoice.month,
    event: pick(events, 'intervention').id,
    draftMessage: pick(drafts.content, 'draft message').id,
    // one already read: opening it leaves the unread count other journeys expect as it was
    receivedMessage: pick(received.content, 'received message', (m) => m.read).id,
    sentMessage: pick(sent.content, 'sent message').id,
  };
}

export type SeedIds = Awaited<ReturnType<typeof seedIds>>;

const NOT_FOUND = 'notFound.title';
const notBuilt = (route: string, at = route): Stop => ({ route, path: at, titleKey: NOT_FOUND });

/** Every route of the signed-in app, in the order walked. */
export const signedInStops = (ids: SeedIds): Stop[] => [
  { route: '/', path: '/', lands: /\/home$/, titleKey: 'home.title' },
  { route: '/home', path: '/home', titleKey: 'home.title' },
  { route: '/home/:eventId', path: `/home/${ids.event}`, lands: /\/home$/, titleKey: 'home.title' },
  { route: '/activity', path: '/activity', lands: /\/activity\/missions$/, titleKey: 'missions.title' },
  { route: '/activity/missions', path: '/activity/missions', titleKey: 'missions.title' },
  {
    route: '/activity/missions/:id',
    path: `/activity/missions/${ids.client}`,
    titleKey: 'missions.pageTitle',
  },
  { route: '/activity/invoices', path: '/activity/invoices', titleKey: 'invoices.title' },
  {
    route: '/activity/invoices/view/:id',
    path: `/activity/invoices/view/${ids.invoice}`,
    titleKey: 'invoices.viewTitle',
  },
  {
    route: '/activity/invoices/edit/:id',
    path: `/activity/invoices/edit/${ids.refusedInvoice}`,
    titleKey: 'invoices.editTitle',
  },
  {
    route: '/activity/invoices/proforma/view/:date',
    path: `/activity/invoices/proforma/view/${ids.month}`,
    titleKey: 'invoices.proformaTitle',
  },
  {
    route: '/activity/invoices/proforma/edit/:date',
    path: `/activity/invoices/proforma/edit/${ids.month}`,
    titleKey: 'invoices.proformaEditTitle',
  },
  { route: '/availability', path: '/availability', titleKey: 'availability.title' },
  { route: '/user/availability', path: '/user/availability', titleKey: 'availability.title' },
  { route: '/user/newinfo', path: '/user/newinfo', titleKey: 'recruitment.title' },
  { route: '/user/file', path: '/user/file', titleKey: 'folder.title' },
  { route: '/user/curriculum', path: '/user/curriculum', titleKey: 'curriculum.title' },
  { route: '/user/account', path: '/user/account', titleKey: 'account.title' },
  { route: '/absence/create', path: '/absence/create', titleKey: 'absences.createTitle' },
  { route: '/absence/edit/:id', path: `/absence/edit/${ids.absence}`, titleKey: 'absences.editTitle' },
  { route: '/history', path: '/history', titleKey: 'history.title' },
  { route: '/notifications', path: '/notifications', titleKey: 'notifications.title' },
  { route: '/visit/create', path: '/visit/create', titleKey: 'interventions.createTitle' },
  { route: '/visit/edit/:id', path: `/visit/edit/${ids.plannedVisit}`, titleKey: 'interventions.editTitle' },
  { route: '/visit/report/edit/:id?', path: '/visit/report/edit', titleKey: 'reports.editTitle' },
  {
    route: '/visit/report/edit/:id?',
    path: `/visit/report/edit/${ids.visitToReport}`,
    titleKey: 'reports.editTitle',
  },
  {
    route: '/visit/report/view/:id',
    path: `/visit/report/view/${ids.reportedVisit}`,
    titleKey: 'reports.viewTitle',
  },
  { route: '/remote/create', path: '/remote/create', titleKey: 'reports.remoteCreateTitle' },
  {
    route: '/remote/edit/:id',
    path: `/remote/edit/${ids.remoteToReport}`,
    titleKey: 'reports.remoteEditTitle',
  },
  {
    route: '/remote/view/:id',
    path: `/remote/view/${ids.reportedRemote}`,
    titleKey: 'reports.remoteViewTitle',
  },
  { route: '/about', path: '/about', titleKey: 'about.title' },
  { route: '/pending-actions', path: '/pending-actions', titleKey: 'offline.pendingTitle' },
  { route: '/user/skills', path: '/user/skills', titleKey: 'skills.title' },
  { route: '/messaging/create', path: '/messaging/create', titleKey: 'messageCompose.createTitle' },
  {
    route: '/messaging/edit/:id',
    path: `/messaging/edit/${ids.draftMessage}`,
    titleKey: 'messageCompose.editTitle',
  },
  { route: '/messaging', path: '/messaging', lands: /\/messaging\/reception$/, titleKey: 'messaging.title' },
  ...['reception', 'sent', 'drafts', 'archives'].map((p): Stop => ({
    route: `/messaging/${p}`,
    path: `/messaging/${p}`,
    titleKey: 'messaging.title',
  })),
  {
    route: '/messaging/reception/:id',
    path: `/messaging/reception/${ids.receivedMessage}`,
    titleKey: 'messaging.readTitle',
  },
  {
    route: '/messaging/sent/:id',
    path: `/messaging/sent/${ids.sentMessage}`,
    titleKey: 'messaging.readTitle',
  },
  {
    route: '/messaging/archives/:id',
    path: `/messaging/archives/${ids.sentMessage}`,
    titleKey: 'messaging.readTitle',
  },
  { route: '/user', path: '/user', lands: /\/user\/skills$/, titleKey: 'skills.title' },
  {
    route: '/loyalty-rewards',
    path: '/loyalty-rewards',
    lands: /\/loyalty-rewards\/programme$/,
    titleKey: 'loyalty.title',
  },
  { route: '/loyalty-rewards/programme', path: '/loyalty-rewards/programme', titleKey: 'loyalty.title' },
  { route: '/loyalty-rewards/historique', path: '/loyalty-rewards/historique', titleKey: 'loyalty.title' },
  notBuilt('*', '/no/such/page'),
  // the provider's console is staff's: an assistant gets the not-found screen (staff-console.spec.ts)
  notBuilt('/staff/*', '/staff/reports'),
];

/** The signed-out routes: the login screen, and the links that lead to it (they sign out first). */
export const signedOutStops: Stop[] = [
  { route: '/login', path: '/login', titleKey: 'login.title' },
  // the cancel link of a login email change: nothing is sent before a tap, the token leaves the bar
  {
    route: '/email-change/cancel',
    path: '/email-change/cancel?token=walk',
    lands: /\/email-change\/cancel$/,
    titleKey: 'account.emailCancel.title',
  },
  {
    route: '/firstlogin',
    path: '/firstlogin',
    lands: /\/login\?isFirstLogin=true$/,
    titleKey: 'access.firstLogin.title',
  },
  {
    route: '/helpdesk',
    path: '/helpdesk?login=demo&random=walk',
    lands: /\/login\?helpdesk=true&login=demo&random=walk$/,
    titleKey: 'login.title',
    refusedCall: '/api/auth/helpdesk',
  },
  // every path under /quote is a quote page (spec 2): one naming no quote says the link is not valid
  { route: '/quote', path: '/quote', titleKey: 'clientArea.linkInvalidTitle' },
  { route: '/quote/*', path: '/quote/walk/lines', titleKey: 'clientArea.linkInvalidTitle' },
];

/**
 * The prospect's public page, opened signed out with a link staff issued (a real one: an unknown
 * link's 404 answer would be logged by the browser as a failed load).
 */
export const prospectStop = (path: string): Stop => ({
  route: '/skills/:randomString',
  path,
  titleKey: 'skills.prospect.title',
});

/** A quote's page, opened signed out with a signed link staff made (shell hidden). */
export const quoteStop = (path: string): Stop => ({
  route: '/quote/:id',
  path,
  titleKey: 'clientArea.quoteHeading',
});

/** The paths declared in routes.tsx, so the walk fails when a route is added without a stop. */
export const declaredRoutes = (): string[] => {
  const source = readFileSync(path.join(repoRoot, 'apps/web/src/app/routes.tsx'), 'utf8');
  return [...source.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1] as string);
};

/** A translated text of the app, by its dotted key. */
export const textOf = (lang: 'fr' | 'en', key: string): string => {
  const messages: unknown = JSON.parse(
    readFileSync(path.join(repoRoot, `apps/web/src/i18n/${lang}.json`), 'utf8'),
  );
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${lang}.json`);
  return value;
};
