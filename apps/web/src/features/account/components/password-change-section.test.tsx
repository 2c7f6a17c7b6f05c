import type { ErrorCode, FieldError } from '@relais/domain/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../../data/assistant';
import en from '../../../i18n/en.json';
import { ApiError } from '../../../lib/http';
import { installMessages } from '../../../lib/i18n';
import { flush } from '../../../lib/test-kit/screen';
import { PasswordChangeSection } from './password-change-section';

const net = vi.hoisted(() => ({ offline: false }));
vi.mock('../../../offline', () => ({
  useUserId: () => 'u1',
  useConnectivity: () => ({ offline: net.offline }),
  requireOnline: () => !net.offline,
}));
const api = vi.hoisted(() => ({ changePassword: vi.fn((..._args: unknown[]) => Promise.resolve({})) }));
vi.mock('../api/password-change', () => ({ changePassword: api.changePassword }));

const renderSection = () => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(meQueryKey('u1'), { userId: 'u1', loginEmail: 'camille@exemple.fr' });
  render(
    <QueryClientProvider client={qc}>
      <PasswordChangeSection />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('region', { name: 'Password' }));
};

const fill = (card: ReturnType<typeof renderSection>, label: string, value: string) =>
  fireEvent.change(card.getByLabelText(label), { target: { value } });

const refusal = (status: number, errorCode: ErrorCode, errors: FieldError[] = []) =>
  new ApiError(status, { success: false, errorCode, message: 'x', errors });

describe('the password card of /user/account', () => {
  beforeAll(() => installMessages('en', en));
  beforeEach(() => {
    net.offline = false;
    api.changePassword.mockReset();
    api.changePassword.mockResolvedValue({});
  });
  afterEach(cleanup);

  it('checks the rules before sending: nothing goes for a short or unconfirmed password', async () => {
    const card = renderSection();
    fill(card, 'Current password', 'relais-demo');
    fill(card, 'New password', 'un port tranquille');
    fill(card, 'Confirm the new password', 'un autre port');
    fireEvent.click(card.getByRole('button', { name: 'Change the password' }));
    await flush();
    expect(card.getByText('The two passwords are not the same')).toBeTruthy();
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it("shows the server's reason on its field and keeps everything typed", async () => {
    api.changePassword.mockRejectedValue(
      refusal(400, 'password_incorrect', [{ errorCode: 'password_incorrect', field: 'currentPassword' }]),
    );
    const card = renderSection();
    fill(card, 'Current password', 'pas le bon');
    fill(card, 'New password', 'un port tranquille');
    fill(card, 'Confirm the new password', 'un port tranquille');
    fireEvent.click(card.getByRole('button', { name: 'Change the password' }));
    await flush();
    expect(api.changePassword).toHaveBeenCalledWith('u1', {
      currentPassword: 'pas le bon',
      password: 'un port tranquille',
      confirmation: 'un port tranquille',
    });
    const current = card.getByLabelText<HTMLInputElement>('Current password');
    expect(card.getByText('The password is not right')).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(current);
    expect(current.value).toBe('pas le bon');
    expect(card.getByLabelText<HTMLInputElement>('New password').value).toBe('un port tranquille');
  });

  it('says a refusal without a field (too many attempts) above the form, and a success below it', async () => {
    api.changePassword.mockRejectedValueOnce(refusal(429, 'too_many_requests'));
    const card = renderSection();
    fill(card, 'Current password', 'relais-demo');
    fill(card, 'New password', 'un port tranquille');
    fill(card, 'Confirm the new password', 'un port tranquille');
    fireEvent.click(card.getByRole('button', { name: 'Change the password' }));
    await flush();
    expect(card.getByRole('alert').textContent).toBe('Too many attempts. Try again in a few minutes.');
    fireEvent.click(card.getByRole('button', { name: 'Change the password' }));
    await flush();
    expect(card.getByRole('status').textContent).toContain('a mail was sent to camille@exemple.fr');
    expect(card.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
  });

  it('is online only: offline, the button is off and the card says why', () => {
    net.offline = true;
    const card = renderSection();
    expect(card.getByText('You are offline. Connect to the internet to change your password.')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Change the password' }).hasAttribute('disabled')).toBe(true);
  });
});
