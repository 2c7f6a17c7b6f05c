import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import { LoginScreen } from './login-screen';

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fillPassword = () => {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'demo@relais.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'my-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('the code step of a two-step sign-in', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('follows a right password answering a challenge; checks the code locally, sends it with the challenge', async () => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url.endsWith('/second-factor')
        ? json(200, { access_token: 'tok', expires_in: 900, userId: 'u1' })
        : json(200, { secondFactor: true, challenge: 'the-challenge', expires_in: 300 }),
    );
    vi.stubGlobal('fetch', fetch);
    const onSignedIn = vi.fn();
    render(<LoginScreen search="?redirect=/user/account" onSignedIn={onSignedIn} />);
    fillPassword();
    const code = await screen.findByLabelText('Code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');

    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(en.errors.two_factor_code_invalid)).toBeTruthy();
    // the screen also asks which other sign-in methods exist: only the sign-in calls count here
    const signInCalls = () => fetch.mock.calls.filter(([url]) => !url.endsWith('/auth/signin-options'));
    expect(signInCalls()).toHaveLength(1);

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/user/account'));
    const [url, init] = signInCalls()[1] ?? [];
    expect(url).toBe('/api/auth/signin/second-factor');
    expect(JSON.parse(init?.body as string)).toEqual({ challenge: 'the-challenge', code: '123456' });
  });

  it('asks the code of a challenge single sign-on brought back in the fragment, and clears it', async () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fmissions#second-factor=sso-challenge');
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url.endsWith('/second-factor')
        ? json(200, { access_token: 'tok', expires_in: 900, userId: 'u1' })
        : json(200, { sso: true, googleClientId: null, googleAuthUrl: null }),
    );
    vi.stubGlobal('fetch', fetch);
    const onSignedIn = vi.fn();
    render(<LoginScreen search="?redirect=%2Fmissions" onSignedIn={onSignedIn} />);
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?redirect=%2Fmissions');
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/missions'));
    const [, init] = fetch.mock.calls.find(([url]) => url.endsWith('/second-factor')) ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({ challenge: 'sso-challenge', code: '654321' });
  });

  it('takes a recovery code instead, and keeps a refused code with the translated error', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/second-factor')
        ? json(401, { success: false, errorCode: 'two_factor_code_wrong', message: 'Wrong code' })
        : json(200, { secondFactor: true, challenge: 'c', expires_in: 300 }),
    );
    vi.stubGlobal('fetch', fetch);
    render(<LoginScreen search="" onSignedIn={() => {}} />);
    fillPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText<HTMLInputElement>('Recovery code');
    fireEvent.change(field, { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.two_factor_code_wrong);
    expect(field.value).toBe('abcde-fghjk');
  });
});
