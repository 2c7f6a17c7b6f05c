import type { RouteObject } from 'react-router';
// action types are registered before the outbox replays or shows anything after a reload
import '../features/absences/actions';
import '../features/availability/actions';
import { helpdeskLoader, homeEventLoader, loginLoader, redirectTo, requireSession } from './guards';
import { LoginRoute } from './login-route';
import { NotFound } from './not-found';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';
import { ShellLayout } from './shell/shell-layout';

const home: RouteHandle = { titleKey: 'home.title' };
const about: RouteHandle = { titleKey: 'about.title', back: true };
const pendingActions: RouteHandle = { titleKey: 'offline.pendingTitle', back: true };
const availability: RouteHandle = { titleKey: 'availability.title' };
const absenceCreate: RouteHandle = { titleKey: 'absences.createTitle', back: true };
const absenceEdit: RouteHandle = { titleKey: 'absences.editTitle', back: true };
const availabilityPage = async () => ({ Component: (await import('../features/availability')).AvailabilityPage });
const absenceFormPage = async () => ({ Component: (await import('../features/absences')).AbsenceFormPage });

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
      { path: '/login', loader: loginLoader, element: <LoginRoute /> },
      { path: '/helpdesk', loader: helpdeskLoader },
      { path: '/firstlogin', loader: redirectTo('/login?isFirstLogin=true') },
      { path: '/', loader: redirectTo('/home') },
      { path: '/home/:eventId', loader: homeEventLoader },
      { path: '/activity', loader: redirectTo('/activity/missions') },
      { path: '/messaging', loader: redirectTo('/messaging/reception') },
      { path: '/user', loader: redirectTo('/user/skills') },
      { path: '/loyalty-rewards', loader: redirectTo('/loyalty-rewards/programme') },
      {
        loader: requireSession,
        element: <ShellLayout />,
        children: [
          {
            path: '/home',
            handle: home,
            lazy: async () => ({ Component: (await import('../features/home')).HomePage }),
          },
          {
            path: '/about',
            handle: about,
            lazy: async () => ({ Component: (await import('../features/about')).AboutPage }),
          },
          {
            path: '/pending-actions',
            handle: pendingActions,
            lazy: async () => ({ Component: (await import('../offline/pending-actions-page')).PendingActionsPage }),
          },
          { path: '/availability', handle: availability, lazy: availabilityPage },
          { path: '/user/availability', handle: availability, lazy: availabilityPage },
          { path: '/absence/create', handle: absenceCreate, lazy: absenceFormPage },
          { path: '/absence/edit/:id', handle: absenceEdit, lazy: absenceFormPage },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
