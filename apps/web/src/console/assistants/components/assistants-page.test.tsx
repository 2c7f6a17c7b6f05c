import type { StaffDirectoryItem, StaffDirectoryPage } from '@relais/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/console/en.json';
import { ApiError } from '../../../lib/http';
import { installMessages } from '../../../lib/i18n';
import { installConsoleTexts } from '../../i18n';
import { AssistantsPage } from './assistants-page';

const camille: StaffDirectoryItem = {
  id: 'a1',
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'demo@relais.test',
  city: 'Lyon',
  status: 'recruited',
  completion: 100,
  blockers: ['contract_not_signed'],
  createdAt: '2026-01-02T10:00:00.000Z',
};
const page = (items: StaffDirectoryItem[]): StaffDirectoryPage => ({
  items,
  total: items.length,
  page: 0,
  size: 25,
});

const api = vi.hoisted(() => ({ listAssistants: vi.fn(), createAssistant: vi.fn(), may: { value: true } }));
vi.mock('../api', () => ({
  listAssistants: api.listAssistants,
  createAssistant: api.createAssistant,
  DIRECTORY_PAGE_SIZE: 25,
  staffAssistantKeys: {
    all: ['staff', 'assistants'],
    list: (s: object) => ['staff', 'assistants', 'list', s],
  },
}));
vi.mock('../../shell/use-staff-me', () => ({ useMay: () => api.may.value }));

const Where = () => {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
};

const show = (url = '/staff/assistants') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/staff/assistants" element={<AssistantsPage />} />
          <Route path="/staff/assistants/:id" element={<p>her record</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(cleanup);
beforeEach(() => {
  installMessages('en', { errors: { login_email_taken: 'This email is already a login' } });
  installConsoleTexts(en);
  api.listAssistants.mockReset().mockResolvedValue(page([camille]));
  api.createAssistant.mockReset();
  api.may.value = true;
});

describe('AssistantsPage', () => {
  it('reads the URL state, and a header asks the server for its order (the page is not sorted locally)', async () => {
    show('/staff/assistants?q=lyon&status=recruited&page=2');
    const link = await screen.findByRole('link', { name: 'Camille Durand' });
    expect(link.getAttribute('href')).toBe('/staff/assistants/a1');
    expect(api.listAssistants).toHaveBeenLastCalledWith({
      page: 1,
      sort: 'name',
      dir: 'asc',
      q: 'lyon',
      status: 'recruited',
    });
    // her blocker in her row (the filter's option has the same words)
    expect(screen.getAllByText('Contract not signed').map((e) => e.tagName)).toContain('LI');
    fireEvent.click(screen.getByRole('button', { name: /^City/ }));
    const where = () => screen.getByTestId('where').textContent ?? '';
    expect(where()).toContain('sort=city');
    expect(where()).not.toContain('page=');
    await screen.findByRole('link', { name: 'Camille Durand' });
    expect(api.listAssistants).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'city', page: 0 }));
  });

  it('keeps what was typed on a refusal, with the reason beside the field, then opens her record', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'New assistant' }));
    const dialog = within(screen.getByRole('dialog', { hidden: true }));
    fireEvent.change(dialog.getByLabelText('First name'), { target: { value: 'Zoé' } });
    fireEvent.change(dialog.getByLabelText('Last name'), { target: { value: 'Fontaine' } });
    fireEvent.change(dialog.getByLabelText('Email (her sign-in)'), { target: { value: 'demo@relais.test' } });
    fireEvent.change(dialog.getByLabelText('Referral code (optional)'), { target: { value: 'CMDR-4827' } });
    api.createAssistant.mockRejectedValueOnce(
      new ApiError(409, {
        success: false,
        errorCode: 'login_email_taken',
        message: 'taken',
        errors: [{ errorCode: 'login_email_taken', field: 'email' }],
      }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Create and send the email' }));
    await dialog.findByText('This email is already a login');
    expect(dialog.getByLabelText<HTMLInputElement>('First name').value).toBe('Zoé');
    expect(dialog.getByLabelText<HTMLInputElement>('Referral code (optional)').value).toBe('CMDR-4827');

    api.createAssistant.mockResolvedValueOnce({ id: 'z1', loginEmail: 'zoe@exemple.fr' });
    fireEvent.change(dialog.getByLabelText('Email (her sign-in)'), { target: { value: 'zoe@exemple.fr' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create and send the email' }));
    await screen.findByText('her record');
    expect(screen.getByTestId('where').textContent).toBe('/staff/assistants/z1');
    expect(api.createAssistant).toHaveBeenLastCalledWith({
      firstName: 'Zoé',
      lastName: 'Fontaine',
      email: 'zoe@exemple.fr',
      language: 'en',
      referralCode: 'CMDR-4827',
    });
  });

  it('offers no creation without the recruitment permission', async () => {
    api.may.value = false;
    show();
    await screen.findByRole('link', { name: 'Camille Durand' });
    expect(screen.queryByRole('button', { name: 'New assistant' })).toBeNull();
  });
});
