import type { LoaderFunction, RouteObject } from 'react-router';
import {
  helpdeskLoader,
  homeEventLoader,
  loginLoader,
  quoteLoader,
  redirectTo,
  requireAssistantSession,
} from './guards';
import { screen } from './lazy-screen';
import { LoginRoute } from './login-route';
import { notFoundHandle, notFoundRoute } from './not-found';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';
import { ScreenError } from './shell/screen-error';
import { ShellLayout } from './shell/shell-layout';
import { StaffRoute, staffLoader } from './staff-route';

const home: RouteHandle = { titleKey: 'home.title' };
const about: RouteHandle = { titleKey: 'about.title', back: true };
const pendingActions: RouteHandle = { titleKey: 'offline.pendingTitle', back: true };
const availability: RouteHandle = { titleKey: 'availability.title' };
const absenceCreate: RouteHandle = { titleKey: 'absences.createTitle', back: true };
const absenceEdit: RouteHandle = { titleKey: 'absences.editTitle', back: true };
const visitCreate: RouteHandle = { titleKey: 'interventions.createTitle', back: true };
const visitEdit: RouteHandle = { titleKey: 'interventions.editTitle', back: true };
const reportEdit: RouteHandle = { titleKey: 'reports.editTitle', back: true };
const reportView: RouteHandle = { titleKey: 'reports.viewTitle', back: true };
const remoteCreate: RouteHandle = { titleKey: 'reports.remoteCreateTitle', back: true };
const remoteEdit: RouteHandle = { titleKey: 'reports.remoteEditTitle', back: true };
const remoteView: RouteHandle = { titleKey: 'reports.remoteViewTitle', back: true };
const missions: RouteHandle = { titleKey: 'missions.title' };
const mission: RouteHandle = { titleKey: 'missions.pageTitle', back: true };
const history: RouteHandle = { titleKey: 'history.title' };
const account: RouteHandle = { titleKey: 'account.title', back: true };
const invoicesHandle: RouteHandle = { titleKey: 'invoices.title' };
const invoiceView: RouteHandle = { titleKey: 'invoices.viewTitle', back: true };
const invoiceEdit: RouteHandle = { titleKey: 'invoices.editTitle', back: true };
const proformaView: RouteHandle = { titleKey: 'invoices.proformaTitle', back: true };
const proformaEdit: RouteHandle = { titleKey: 'invoices.proformaEditTitle', back: true };
const recruitment: RouteHandle = { titleKey: 'recruitment.title', back: true };
const skillsHandle: RouteHandle = { titleKey: 'skills.title', back: true };
const folderHandle: RouteHandle = { titleKey: 'folder.title', back: true };
const curriculumHandle: RouteHandle = { titleKey: 'curriculum.title', back: true };
const messageCreate: RouteHandle = { titleKey: 'messageCompose.createTitle', back: true };
const messageEdit: RouteHandle = { titleKey: 'messageCompose.editTitle', back: true };
const messagingHandle: RouteHandle = { titleKey: 'messaging.title' };
const messageHandle: RouteHandle = { titleKey: 'messaging.readTitle', back: true };
const loyaltyHandle: RouteHandle = { titleKey: 'loyalty.title', back: true };
const notificationsHandle: RouteHandle = { titleKey: 'notifications.title', back: true };
// lazy screens (`lazy-screen.tsx`); the form pages are imported from their own files, so the pages
// that show their feature's list (availability, home) do not share a chunk with them
const invoicesPage = screen(() => import('../features/invoices'), 'InvoicesPage');
const invoicePage = screen(() => import('../features/invoices'), 'InvoicePage');
const proformaPage = screen(() => import('../features/invoices'), 'ProformaPage');
const missionsPage = screen(() => import('../features/missions'), 'MissionsPage');
const missionPage = screen(() => import('../features/missions'), 'MissionPage');
const historyPage = screen(() => import('../features/history'), 'HistoryPage');
const messagingPage = screen(() => import('../features/messaging'), 'MessagingPage');
const messagePage = screen(() => import('../features/messaging'), 'MessagePage');
const loyaltyPage = screen(() => import('../features/loyalty'), 'LoyaltyPage');
const notificationsPage = screen(() => import('../features/notifications'), 'NotificationsPage');
const visitFormPage = screen(
  () => import('../features/interventions/components/visit-form-page'),
  'VisitFormPage',
);
const reportEditPage = screen(() => import('../features/reports'), 'ReportEditPage');
const reportViewPage = screen(() => import('../features/reports'), 'ReportViewPage');
const remoteWorkPage = screen(() => import('../features/reports'), 'RemoteWorkPage');
const composePage = screen(() => import('../features/message-compose'), 'ComposePage');
const availabilityPage = screen(() => import('../pages/availability'), 'AvailabilityPage');
const absenceFormPage = screen(
  () => import('../features/absences/components/absence-form-page'),
  'AbsenceFormPage',
);
/** Pages that need no session: a session lost there leaves her on them (session-lost.ts). */
const sessionless: RouteHandle = { sessionless: true };

/** A screen that fails (its code unreachable offline) fails inside the shell, not over it. */
const inShell = (screens: RouteObject[]): RouteObject[] => [
  { errorElement: <ScreenError />, children: screens },
];

/**
 * A route whose loader always redirects. It renders nothing, said with an explicit `null` element:
 * a leaf route with no element at all makes React Router warn on every load of its path.
 */
const redirectRoute = (path: string, loader: LoaderFunction): RouteObject => ({
  path,
  loader,
  element: null,
});

/**
 * The route table of spec section 2. Screens of later issues are not declared yet: their paths
 * (and the redirects that lead to them) end on the not-found screen until they exist.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // the static logo band of index.html stays on screen while the first loaders run
    HydrateFallback: () => null,
    children: [
      { path: '/login', loader: loginLoader, handle: sessionless, element: <LoginRoute /> },
      redirectRoute('/helpdesk', helpdeskLoader),
      redirectRoute('/firstlogin', redirectTo('/login?isFirstLogin=true')),
      redirectRoute('/', redirectTo('/home')),
      redirectRoute('/home/:eventId', homeEventLoader),
      redirectRoute('/activity', redirectTo('/activity/missions')),
      redirectRoute('/messaging', redirectTo('/messaging/reception')),
      redirectRoute('/user', redirectTo('/user/skills')),
      redirectRoute('/loyalty-rewards', redirectTo('/loyalty-rewards/programme')),
      // the prospect's public link: no session, no shell (a full load of it is mounted alone by main.tsx)
      {
        path: '/skills/:randomString',
        handle: sessionless,
        lazy: screen(
          () => import('../features/skills/components/prospect-skills-route'),
          'ProspectSkillsRoute',
        ),
      },
      // the cancel link mailed to the old address at a login email change: no session, no shell
      {
        path: '/email-change/cancel',
        handle: sessionless,
        lazy: screen(
          () => import('../features/account/components/email-change-cancel-page'),
          'EmailChangeCancelPage',
        ),
      },
      // a quote shown to its client, shell hidden (spec 2): by its signed link, or signed in
      {
        path: '/quote/:id',
        loader: quoteLoader,
        lazy: screen(() => import('../features/client-area'), 'QuotePage'),
      },
      // every other path under /quote is a quote page too (spec 2), one that names no quote: the
      // invalid-link message, shell hidden, nothing asked of the server
      { path: '/quote', lazy: screen(() => import('../features/client-area'), 'QuotePage') },
      { path: '/quote/*', lazy: screen(() => import('../features/client-area'), 'QuotePage') },
      // the provider's console: staff only (anyone else: not found), its own lazy part
      { path: '/staff/*', loader: staffLoader, handle: notFoundHandle, element: <StaffRoute /> },
      {
        loader: requireAssistantSession,
        element: <ShellLayout />,
        children: inShell([
          {
            path: '/home',
            handle: home,
            lazy: screen(() => import('../pages/home'), 'HomePage'),
          },
          {
            path: '/about',
            handle: about,
            lazy: screen(() => import('../features/about'), 'AboutPage'),
          },
          {
            path: '/pending-actions',
            handle: pendingActions,
            lazy: screen(() => import('../features/outbox'), 'PendingActionsPage'),
          },
          { path: '/availability', handle: availability, lazy: availabilityPage },
          { path: '/user/availability', handle: availability, lazy: availabilityPage },
          {
            path: '/user/skills',
            handle: skillsHandle,
            lazy: screen(() => import('../features/skills'), 'SkillsPage'),
          },
          {
            path: '/user/account',
            handle: account,
            lazy: screen(() => import('../pages/account'), 'AccountPage'),
          },
          { path: '/absence/create', handle: absenceCreate, lazy: absenceFormPage },
          { path: '/absence/edit/:id', handle: absenceEdit, lazy: absenceFormPage },
          { path: '/visit/create', handle: visitCreate, lazy: visitFormPage },
          { path: '/visit/edit/:id', handle: visitEdit, lazy: visitFormPage },
          { path: '/visit/report/edit/:id?', handle: reportEdit, lazy: reportEditPage },
          { path: '/visit/report/view/:id', handle: reportView, lazy: reportViewPage },
          { path: '/remote/create', handle: remoteCreate, lazy: remoteWorkPage },
          { path: '/remote/edit/:id', handle: remoteEdit, lazy: remoteWorkPage },
          { path: '/remote/view/:id', handle: remoteView, lazy: reportViewPage },
          { path: '/messaging/create', handle: messageCreate, lazy: composePage },
          { path: '/messaging/edit/:id', handle: messageEdit, lazy: composePage },
          { path: '/activity/missions', handle: missions, lazy: missionsPage },
          { path: '/activity/missions/:id', handle: mission, lazy: missionPage },
          { path: '/history', handle: history, lazy: historyPage },
          { path: '/notifications', handle: notificationsHandle, lazy: notificationsPage },
          { path: '/loyalty-rewards/programme', handle: loyaltyHandle, lazy: loyaltyPage },
          { path: '/loyalty-rewards/historique', handle: loyaltyHandle, lazy: loyaltyPage },
          // the four lists of messaging as tabs, and a message read from one of them
          { path: '/messaging/reception', handle: messagingHandle, lazy: messagingPage },
          { path: '/messaging/sent', handle: messagingHandle, lazy: messagingPage },
          { path: '/messaging/drafts', handle: messagingHandle, lazy: messagingPage },
          { path: '/messaging/archives', handle: messagingHandle, lazy: messagingPage },
          { path: '/messaging/reception/:id', handle: messageHandle, lazy: messagePage },
          { path: '/messaging/sent/:id', handle: messageHandle, lazy: messagePage },
          { path: '/messaging/archives/:id', handle: messageHandle, lazy: messagePage },
          { path: '/activity/invoices', handle: invoicesHandle, lazy: invoicesPage },
          { path: '/activity/invoices/view/:id', handle: invoiceView, lazy: invoicePage },
          { path: '/activity/invoices/edit/:id', handle: invoiceEdit, lazy: invoicePage },
          { path: '/activity/invoices/proforma/view/:date', handle: proformaView, lazy: proformaPage },
          { path: '/activity/invoices/proforma/edit/:date', handle: proformaEdit, lazy: proformaPage },
          {
            path: '/user/newinfo',
            handle: recruitment,
            lazy: screen(() => import('../features/recruitment'), 'RecruitmentPage'),
          },
          {
            path: '/user/file',
            handle: folderHandle,
            lazy: screen(() => import('../features/folder'), 'FolderPage'),
          },
          {
            path: '/user/curriculum',
            handle: curriculumHandle,
            lazy: screen(() => import('../features/curriculum'), 'CurriculumPage'),
          },
        ]),
      },
      notFoundRoute,
    ],
  },
];
