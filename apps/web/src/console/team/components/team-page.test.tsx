import type { StaffMember } from '@relais/domain/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/console/en.json';
import { ApiError } from '../../../lib/http';
import { installMessages } from '../../../lib/i18n';
import { flush } from '../../../lib/test-kit/screen';
import { installConsoleTexts } from '../../i18n';
import { TeamPage } from './team-page';

const me: StaffMember = {
  id: 's1',
  email: 'support@relais-provider.test',
  firstName: 'Support',
  lastName: 'Relais',
  permissions: ['admin'],
};
const julie: StaffMember = {
  id: 's2',
  email: 'finance@relais-provider.test',
  firstName: 'Julie',
  lastName: 'Marchand',
  permissions: ['finance'],
};

const api = vi.hoisted(() => ({ listTeam: vi.fn(), setPermissions: vi.fn(), may: { value: true } }));
vi.mock('../api', () => ({
  listTeam: api.listTeam,
  setPermissions: api.setPermissions,
  staffTeamKeys: { all: ['staff', 'team'] },
}));
vi.mock('../../shell/use-staff-me', () => ({
  useMay: () => api.may.value,
  useStaffMe: () => ({ data: me }),
  staffMeKeys: { me: ['staff', 'me'] },
}));

const show = async () => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <TeamPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
  // the team read: waited for on the screen, not on a count of ticks
  if (api.may.value) await screen.findByText('Julie Marchand');
};

afterEach(cleanup);

beforeEach(() => {
  installMessages('en', { errors: { staff_own_admin: 'You cannot take away your own admin permission' } });
  installConsoleTexts(en);
  api.listTeam.mockReset().mockResolvedValue({ items: [julie, me] });
  api.setPermissions.mockReset();
  api.may.value = true;
});

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const saveJulie = () => screen.getByRole('button', { name: 'Save Permissions of Julie Marchand' });

describe('the team screen', () => {
  it('disables one’s own admin box and says why; the others may change', async () => {
    await show();
    const own = box('admin – Support Relais');
    expect(own.disabled).toBe(true);
    expect(own.checked).toBe(true);
    expect(own.getAttribute('aria-describedby')).toBe('team-own-admin');
    expect(document.getElementById('team-own-admin')?.textContent).toBe(
      'You cannot take away your own admin permission.',
    );
    expect(box('admin – Julie Marchand').disabled).toBe(false);
    expect(box('support – Support Relais').disabled).toBe(false);
  });

  it('saves a member’s whole set in the domain’s order', async () => {
    api.setPermissions.mockResolvedValue({ ...julie, permissions: ['operations', 'finance'] });
    await show();
    expect((saveJulie() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(box('operations – Julie Marchand'));
    fireEvent.click(saveJulie());
    expect(await screen.findByText('Permissions of Julie Marchand saved')).toBeTruthy();
    expect(api.setPermissions).toHaveBeenCalledWith('s2', ['operations', 'finance']);
  });

  it('keeps what was ticked on a refused save and says why', async () => {
    api.setPermissions.mockRejectedValue(
      new ApiError(400, { success: false, errorCode: 'staff_own_admin', message: 'x', errors: [] }),
    );
    await show();
    fireEvent.click(box('support – Julie Marchand'));
    fireEvent.click(saveJulie());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You cannot take away your own admin permission',
    );
    expect(box('support – Julie Marchand').checked).toBe(true);
    expect(box('finance – Julie Marchand').checked).toBe(true);
  });

  it('without admin: a notice, no call', async () => {
    api.may.value = false;
    await show();
    expect(screen.getByText('The team and its permissions need the admin permission.')).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(api.listTeam).not.toHaveBeenCalled();
  });
});
