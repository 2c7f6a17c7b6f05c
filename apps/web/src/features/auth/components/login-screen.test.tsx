import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import { installMessages } from '../../../lib/i18n';
import { retryText } from '../retry-text';
import { LoginScreen } from './login-screen';

const refused = (retryAfter: string) =>
  new Response(JSON.stringify({ success: false, errorCode: 'too_many_requests', message: 'Too many' }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
  });

describe('a sign-in refused for too many attempts (429)', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says how long to wait and keeps what the user typed', async () => {
    const fetch = vi.fn(async (_input: string) => refused('900'));
    vi.stubGlobal('fetch', fetch);
    render(<LoginScreen search="" onSignedIn={() => {}} />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'demo@relais.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'my-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
    // one sign-in call (the other is the sign-in options' call of the SSO and Google buttons)
    expect(fetch.mock.calls.filter(([url]) => url.endsWith('/auth/signin/assistant'))).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('demo@relais.test');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('my-password');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(false);
  });

  it('words the wait in the largest unit that fits, rounded up, in both languages', () => {
    expect([1, 30, 59, 60, 61, 900, 3599, 3600, 86_400].map(retryText)).toEqual([
      'Too many attempts. Try again in 1 second.',
      'Too many attempts. Try again in 30 seconds.',
      'Too many attempts. Try again in 59 seconds.',
      'Too many attempts. Try again in 1 minute.',
      'Too many attempts. Try again in 2 minutes.',
      'Too many attempts. Try again in 15 minutes.',
      'Too many attempts. Try again in 60 minutes.',
      'Too many attempts. Try again in 1 hour.',
      'Too many attempts. Try again in 24 hours.',
    ]);
    installMessages('fr', fr);
    try {
      expect([30, 60, 86_400].map(retryText)).toEqual([
        'Trop de tentatives. Réessayez dans 30 secondes.',
        'Trop de tentatives. Réessayez dans 1 minute.',
        'Trop de tentatives. Réessayez dans 24 heures.',
      ]);
    } finally {
      installMessages('en', en);
    }
  });
});

describe('the sign-in form', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows and hides the typed password, keeping it', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    render(<LoginScreen search="" onSignedIn={() => {}} />);
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    fireEvent.change(password, { target: { value: 'my-password' } });
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show the password' }));
    expect(password.type).toBe('text');
    expect(password.value).toBe('my-password');
    const hide = screen.getByRole('button', { name: 'Hide the password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(hide);
    expect(password.type).toBe('password');
  });

  it("opens the first-login form from its link (the welcome mail's name for it)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    render(<LoginScreen search="" onSignedIn={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'First sign-in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'First sign-in' })).toBeTruthy();
  });
});
