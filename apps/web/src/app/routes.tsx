import type { RouteObject } from 'react-router';
import { helpdeskLoader, homeEventLoader, loginLoader, redirectTo, requireSession } from './guards';
import { LoginRoute } from './login-route';
import { NotFound } from './not-found';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';
import { ShellLayout } from './shell/shell-layout';

const home: RouteHandle = { titleKey: 'home.title' };
const about: RouteHandle = { titleKey: 'about.title', back: true };

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
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
