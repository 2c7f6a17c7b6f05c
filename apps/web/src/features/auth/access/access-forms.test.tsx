import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import { LoginScreen } from '../components/login-screen';
import { accessModeOf } from './access-mode';

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('accessModeOf', () => {
  it('reads the form a link asks for', () => {
    const mode = (q: string) => accessModeOf(new URLSearchParams(q));
    expect(mode('reset-token=abc')).toBe('reset');
    expect(mode('subscribe-token=abc')).toBe('subscribe');
    expect(mode('isFirstLogin=true')).toBe('firstLogin');
    expect(mode('reset-token=')).toBeNull();
    expect(mode('redirect=%2Fhome')).toBeNull();
  });
});

describe('the access forms of /login', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks length and equality before any call, keeping what was typed', async () => {
    const fetch = vi.fn(async () => json(200, { success: true }));
    vi.stubGlobal('fetch', fetch);
    render(<LoginScreen search="?reset-token=abc" onSignedIn={() => {}} />);
    const password = await screen.findByLabelText<HTMLInputElement>('New password');
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Confirm the password'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText('The password must have at least 8 characters')).toBeTruthy();
    expect(screen.getByText('The two passwords are not the same')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(password.value).toBe('short');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
  });

  it('a used reset link says so and offers to ask for a new one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          success: false,
          errorCode: 'reset_link_invalid',
          message: 'used',
          errors: [{ errorCode: 'reset_link_invalid', field: 'token' }],
        }),
      ),
    );
    render(<LoginScreen search="?reset-token=abc" onSignedIn={() => {}} />);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'a quiet harbour' } });
    fireEvent.change(screen.getByLabelText('Confirm the password'), { target: { value: 'a quiet harbour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This reset link has expired or was already used',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeTruthy();
  });

  it('"Forgot your password?" opens the forgot form', async () => {
    // the sign-in form asks for the sign-in options (SSO, Google): answered here, never the network
    const fetch = vi.fn(async (_url: string) =>
      json(200, { sso: false, googleClientId: null, googleAuthUrl: null }),
    );
    vi.stubGlobal('fetch', fetch);
    render(<LoginScreen search="" onSignedIn={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/auth/signin-options']);
  });
});
