import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropSession, ensureSession, getSession, logout, logoutPending, signIn } from '../lib/session';
import { currentOutboxOwner, currentUserId } from './runtime';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const tokens = () => json(200, { access_token: 'tok', expires_in: 900, userId: 'u1' });
const setSsoCookie = (on: boolean) => {
  document.cookie = on ? 'relais_sso=1; path=/' : 'relais_sso=; path=/; max-age=0';
};

describe('session while offline (spec 4)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    dropSession();
    setSsoCookie(false);
  });

  it('keeps the last user with the cookie when the refresh gets no answer', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(tokens()));
    await signIn('demo@relais.test', 'relais-demo');
    dropSession();
    setSsoCookie(true);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    expect(await ensureSession()).toBe(true);
    expect(getSession()).toBeNull();
    expect(currentUserId()).toBe('u1');
  });

  it("keeps a support session's queue apart from the assistant's, online and offline", async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(tokens()));
    await signIn('demo@relais.test', 'relais-demo');
    expect(currentOutboxOwner()).toBe('u1');
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json(200, { access_token: 'tok', expires_in: 900, userId: 'u1', support: true })),
    );
    await signIn('demo@relais.test', 'relais-demo');
    expect(currentOutboxOwner()).toBe('u1#support');
    dropSession();
    setSsoCookie(true);
    expect(currentOutboxOwner()).toBe('u1#support'); // offline, the last session was support's
    expect(currentUserId()).toBe('u1');
  });

  it('an offline logout stays pending, blocks the cookie, and is sent at the next start', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(tokens()));
    await signIn('demo@relais.test', 'relais-demo');
    setSsoCookie(true);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    await logout();
    expect(logoutPending()).toBe(true);
    expect(currentUserId()).toBeNull();
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(url === '/api/auth/logout' ? json(204, null) : tokens()),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await ensureSession()).toBe(false);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.anything());
    expect(logoutPending()).toBe(false);
  });
});
