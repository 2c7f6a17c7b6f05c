import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { dropSession, getSession, signIn } from '../lib/session';
import { STORAGE_KEYS } from '../lib/storage';
import { routes } from './routes';

// the history screen's code cannot be fetched (offline, never opened on this device)
vi.mock('../features/history', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/history.js');
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const tokens = () => json(200, { access_token: 'tok', expires_in: 900, userId: 'u1' });

/** Where the app ends after its loaders and redirects, and which route matched. */
const land = async (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // waits on the router's state; the first load of the lazy screens' modules can take seconds on a busy machine
  await vi.waitFor(
    () => {
      if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('loading');
    },
    { timeout: 15_000, interval: 10 },
  );
  const { pathname, search } = router.state.location;
  const leaf = router.state.matches.at(-1)?.route.path;
  router.dispose();
  return { url: `${pathname}${search}`, leaf };
};

const setSsoCookie = (on: boolean) => {
  document.cookie = on ? 'relais_sso=1; path=/' : 'relais_sso=; path=/; max-age=0';
};

const leaves = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((r) => (r.children ? leaves(r.children) : [r]));

describe('route table (spec 2)', { timeout: 20_000 }, () => {
  it('gives every leaf route something to render, so React Router does not warn on each load of a redirect', () => {
    // React Router warns 'Matched leaf route ... does not have an element or Component' otherwise
    const renders = (r: RouteObject) =>
      r.element !== undefined || r.Component !== undefined || r.lazy !== undefined;
    expect(
      leaves(routes)
        .filter((r) => !renders(r))
        .map((r) => r.path),
    ).toEqual([]);
  });

  beforeEach(() => {
    vi.stubGlobal('fetch', async (url: string) =>
      url === '/api/auth/refreshToken'
        ? json(401, { success: false, errorCode: 'refresh_token_invalid', message: '', errors: [] })
        : json(200, { success: true }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    dropSession();
    setSsoCookie(false);
    sessionStorage.clear();
  });

  describe('without a session', () => {
    it('sends / and guarded screens to /login with the path to come back to', async () => {
      expect((await land('/')).url).toBe('/login?redirect=%2Fhome');
      expect((await land('/about')).url).toBe('/login?redirect=%2Fabout');
    });

    it('stores the event of /home/{eventId} in the session store, then goes home', async () => {
      expect((await land('/home/ev-42')).url).toBe('/login?redirect=%2Fhome');
      expect(sessionStorage.getItem(STORAGE_KEYS.scrollToEvent)).toBe('ev-42');
    });

    it('redirects /firstlogin and /helpdesk to /login with their query', async () => {
      expect((await land('/firstlogin')).url).toBe('/login?isFirstLogin=true');
      expect((await land('/helpdesk?login=a%40b.fr&random=xyz')).url).toBe(
        '/login?helpdesk=true&login=a%40b.fr&random=xyz',
      );
    });

    it('redirects the section roots to their first screen', async () => {
      // a built screen asks for the session first, keeping where it was going
      expect((await land('/activity')).url).toBe('/login?redirect=%2Factivity%2Fmissions');
      expect((await land('/messaging')).url).toBe('/login?redirect=%2Fmessaging%2Freception');
      expect((await land('/user')).url).toBe('/login?redirect=%2Fuser%2Fskills');
      expect((await land('/loyalty-rewards')).url).toBe('/login?redirect=%2Floyalty-rewards%2Fprogramme');
    });

    it("opens a prospect's skills link without a session (no redirect to /login)", async () => {
      expect(await land('/skills/a-secret-link')).toEqual({
        url: '/skills/a-secret-link',
        leaf: '/skills/:randomString',
      });
    });

    it('takes every other path under /quote as a quote page too, shell hidden, without a session', async () => {
      expect(await land('/quote')).toEqual({ url: '/quote', leaf: '/quote' });
      expect(await land('/quote/q1/lines')).toEqual({ url: '/quote/q1/lines', leaf: '/quote/*' });
      expect((await land('/quote/q1?token=a-signed-link')).leaf).toBe('/quote/:id');
    });

    it('opens a signed quote link without a session; the quote page without one asks to sign in', async () => {
      expect(await land('/quote/q1?token=a-signed-link')).toEqual({
        url: '/quote/q1?token=a-signed-link',
        leaf: '/quote/:id',
      });
      expect((await land('/quote/q1')).url).toBe('/login?redirect=%2Fquote%2Fq1');
    });

    it('shows the not-found screen for unknown paths and screens not built yet', async () => {
      expect(await land('/nowhere')).toEqual({ url: '/nowhere', leaf: '*' });
    });

    it('tries to restore the session when the sso cookie exists', async () => {
      setSsoCookie(true);
      vi.stubGlobal('fetch', async (url: string) =>
        url === '/api/auth/refreshToken' ? tokens() : json(200, {}),
      );
      expect((await land('/about')).url).toBe('/about');
      expect(getSession()?.userId).toBe('u1');
    });
  });

  describe('with a session', () => {
    beforeEach(async () => {
      vi.stubGlobal('fetch', async () => tokens());
      await signIn('demo@relais.test', 'relais-demo');
    });

    it('leaves /login for the app, honouring redirect', async () => {
      expect((await land('/login')).url).toBe('/home');
      expect((await land('/login?redirect=%2Fabout')).url).toBe('/about');
      expect((await land('/login?redirect=https%3A%2F%2Fevil.test')).url).toBe('/home');
    });

    it('logs out first for reset, subscription, first-login and helpdesk links', async () => {
      for (const query of ['reset-token=x', 'subscribe-token=x', 'isFirstLogin=true', 'helpdesk=true']) {
        await signIn('demo@relais.test', 'relais-demo');
        expect((await land(`/login?${query}`)).url).toBe(`/login?${query}`);
        expect(getSession()).toBeNull();
      }
    });

    it('keeps a screen whose code cannot load inside the shell', async () => {
      const router = createMemoryRouter(routes, { initialEntries: ['/history'] });
      await vi.waitFor(() => {
        if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('loading');
      });
      const ids = router.state.matches.map((m) => m.route.id);
      const shell = router.state.matches.findIndex(
        (m) => m.route.loader !== undefined && m.route.element !== undefined && m.route.path === undefined,
      );
      const [boundary] = Object.keys(router.state.errors ?? {});
      router.dispose();
      expect(shell).toBeGreaterThan(0);
      // the error shows in the shell's outlet: its boundary is below the shell, not the root
      expect(ids.indexOf(boundary ?? '')).toBeGreaterThan(shell);
    });
  });
});
