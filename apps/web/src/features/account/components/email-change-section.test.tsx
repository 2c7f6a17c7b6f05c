import type { ErrorCode, FieldError } from '@relais/domain/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../../data/assistant';
import en from '../../../i18n/en.json';
import { ApiError } from '../../../lib/http';
import { installMessages } from '../../../lib/i18n';
import { flush } from '../../../lib/test-kit/screen';
import { EmailChangeSection } from './email-change-section';

const net = vi.hoisted(() => ({ offline: false }));
vi.mock('../../../offline', () => ({
  useUserId: () => 'u1',
  useConnectivity: () => ({ offline: net.offline }),
  requireOnline: () => !net.offline,
}));
const api = vi.hoisted(() => ({
  twoFactorOn: false,
  request: vi.fn((..._args: unknown[]) => Promise.resolve({})),
}));
vi.mock('../api/email-change', () => ({
  requestEmailChange: api.request,
  confirmEmailChange: () => new Promise(() => {}),
  useTwoFactorOn: () => api.twoFactorOn,
}));

const renderSection = () => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(meQueryKey('u1'), { userId: 'u1', loginEmail: 'camille@exemple.fr' });
  const router = createMemoryRouter([{ path: '/user/account', element: <EmailChangeSection /> }], {
    initialEntries: ['/user/account'],
  });
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('region', { name: 'Sign-in email' }));
};

const refusal = (errorCode: ErrorCode, errors: FieldError[]) =>
  new ApiError(400, { success: false, errorCode, message: 'x', errors });

describe('the sign-in email change of /user/account', () => {
  beforeAll(() => installMessages('en', en));
  beforeEach(() => {
    net.offline = false;
    api.twoFactorOn = false;
    api.request.mockReset();
    api.request.mockResolvedValue({});
  });
  afterEach(cleanup);

  it('asks her password; a wrong one is refused on its field and nothing typed is lost', async () => {
    api.request.mockRejectedValueOnce(
      refusal('password_incorrect', [{ errorCode: 'password_incorrect', field: 'password' }]),
    );
    const card = renderSection();
    const send = card.getByRole('button', { name: 'Send the confirmation link' });
    fireEvent.change(card.getByLabelText('New sign-in email'), { target: { value: 'new@exemple.fr' } });
    fireEvent.click(send);
    await flush();
    expect(card.getByText('This field is required')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalled();

    fireEvent.change(card.getByLabelText('Your password'), { target: { value: 'pas le bon' } });
    fireEvent.click(send);
    await flush();
    expect(api.request).toHaveBeenCalledWith('u1', 'new@exemple.fr', { password: 'pas le bon' });
    expect(card.getByText('The password is not right')).toBeTruthy();
    expect(card.getByLabelText<HTMLInputElement>('New sign-in email').value).toBe('new@exemple.fr');
    expect(card.getByLabelText<HTMLInputElement>('Your password').value).toBe('pas le bon');

    // typing again takes the server's reason away; the right password sends the link
    fireEvent.change(card.getByLabelText('Your password'), { target: { value: 'relais-demo' } });
    expect(card.queryByText('The password is not right')).toBeNull();
    fireEvent.click(send);
    await flush();
    expect(api.request).toHaveBeenLastCalledWith('u1', 'new@exemple.fr', { password: 'relais-demo' });
    expect(screen.getByRole('status').textContent).toContain('new@exemple.fr');
  });

  it('with two-step sign-in on, asks a code instead of the password', async () => {
    api.twoFactorOn = true;
    const card = renderSection();
    expect(card.queryByLabelText('Your password')).toBeNull();
    fireEvent.change(card.getByLabelText('New sign-in email'), { target: { value: 'new@exemple.fr' } });
    fireEvent.change(card.getByLabelText('Code from your authenticator app (or a recovery code)'), {
      target: { value: ' 123456 ' },
    });
    fireEvent.click(card.getByRole('button', { name: 'Send the confirmation link' }));
    await flush();
    expect(api.request).toHaveBeenCalledWith('u1', 'new@exemple.fr', { code: '123456' });
  });

  it('is online only: offline, the button is off and the card says why', () => {
    net.offline = true;
    const card = renderSection();
    expect(
      card.getByText('You are offline. Connect to the internet to change your sign-in email.'),
    ).toBeTruthy();
    expect(card.getByRole('button', { name: 'Send the confirmation link' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
