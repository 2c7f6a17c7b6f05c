import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropSession, getSession, isClientSession, signIn } from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** An access token shaped like the server's (header.payload.signature, base64url), with its role claim. */
const tokenOf = (role: string) =>
  ['{"alg":"HS256"}', JSON.stringify({ sub: 'u1', role, sid: 's?>' })]
    .map((part) => btoa(part).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''))
    .concat('sig')
    .join('.');
const signInAs = async (role: string) => {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(json(200, { access_token: tokenOf(role), expires_in: 900, userId: 'u1' })),
  );
  await signIn('someone@relais.test', 'relais-demo');
};

describe('a client user session (its app asks nothing of an assistant)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    dropSession();
  });

  it("reads the access token's role", async () => {
    await signInAs('CLIENT');
    expect(getSession()?.client).toBe(true);
    expect(isClientSession()).toBe(true);
    await signInAs('ASSISTANT');
    expect(getSession()?.client).toBe(false);
    expect(isClientSession()).toBe(false);
  });

  it('is remembered for the next start, before the session is restored', async () => {
    await signInAs('CLIENT');
    dropSession();
    expect(getSession()).toBeNull();
    expect(isClientSession()).toBe(true);
  });

  it('is no client for a token it cannot read', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json(200, { access_token: 'tok', expires_in: 900, userId: 'u1' })),
    );
    await signIn('someone@relais.test', 'relais-demo');
    expect(isClientSession()).toBe(false);
  });
});
