import type { StaffAssistantFile, StaffAssistantRecord } from '@relais/contract';
import type { StaffPermission } from '@relais/domain/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/console/en.json';
import { installConsoleTexts } from '../../i18n';
import type * as RecordApi from '../api';
import { AssistantRecordPage } from './record-page';

const record = {
  assistant: {
    id: 'p1',
    firstName: 'Inès',
    lastName: 'Garnier',
    loginEmail: 'prospect@relais.test',
    secondaryEmail: null,
    phone: null,
    address: null,
    zipCode: null,
    city: 'Lyon',
    recruitmentStatus: 'COMPLETE',
  },
  skills: { skills: [], updatedAt: null },
  completion: { account: 100, file: 50, skills: 100, availability: 100, curriculum: 100, total: 90 },
} as unknown as StaffAssistantRecord;

const fileWith = (states: string[]): StaffAssistantFile =>
  ({
    folder: { documents: [] },
    recruitment: {
      status: 'COMPLETE',
      beforeRecruitmentStatus: 'IN_PROGRESS',
      inRecruitment: true,
      steps: states.map((state, i) => ({
        step: (['IDENTITY_DOCUMENT', 'CRIMINAL_RECORD', 'SKILLS'] as const)[i],
        kind: 'DOCUMENT',
        state,
        pdfOnly: false,
        path: null,
        file: null,
        refusalReason: null,
      })),
    },
  }) as unknown as StaffAssistantFile;

const api = vi.hoisted(() => ({
  getRecord: vi.fn(),
  getFile: vi.fn(),
  decideRecruitment: vi.fn(),
  permissions: { value: ['admin'] as StaffPermission[] },
}));
vi.mock('../api', async (original) => ({
  ...(await original<typeof RecordApi>()),
  getRecord: api.getRecord,
  getFile: api.getFile,
  decideRecruitment: api.decideRecruitment,
}));
vi.mock('../../shell/use-staff-me', async () => {
  const { staffMay } = await import('@relais/domain/rules');
  return {
    useStaffMe: () => ({ data: { permissions: api.permissions.value } }),
    useMay: (p: StaffPermission) => staffMay(api.permissions.value, p),
    staffMeKeys: { me: ['staff', 'me'] },
  };
});

const show = async (url: string) => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/staff/assistants/:id" element={<AssistantRecordPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Inès Garnier' });
};

const tabNames = () =>
  screen
    .getByRole('navigation', { name: 'Record of Inès Garnier' })
    .querySelectorAll('a')
    .values()
    .map((a) => a.textContent)
    .toArray();

afterEach(cleanup);

beforeEach(() => {
  installConsoleTexts(en);
  api.getRecord.mockReset().mockResolvedValue(record);
  api.getFile.mockReset();
  api.decideRecruitment.mockReset();
  api.permissions.value = ['admin'];
});

describe('the assistant record', () => {
  it('shows a finance member only the tabs she may read and none of the actions; a tab she may not read opens the profile', async () => {
    api.permissions.value = ['finance'];
    await show('/staff/assistants/p1?tab=file');
    expect(tabNames()).toEqual(['Profile', 'Invoices']);
    expect(screen.getByRole('heading', { level: 2, name: 'Profile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make a helpdesk link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Issue the skills link' })).toBeNull();
    expect(api.getFile).not.toHaveBeenCalled();
  });

  it('shows an admin every tab and the actions (the skills link while she is in recruitment)', async () => {
    await show('/staff/assistants/p1');
    expect(tabNames()).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Make a helpdesk link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Issue the skills link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off her second factor' })).toBeTruthy();
  });

  it('disables recruiting, saying why, while a document waits; once all is validated it recruits her', async () => {
    api.getFile.mockResolvedValue(fileWith(['SENT', 'VALIDATED', 'DONE']));
    await show('/staff/assistants/p1?tab=recruitment');
    const recruit = await screen.findByRole<HTMLButtonElement>('button', { name: 'Recruit her' });
    expect(recruit.disabled).toBe(true);
    expect(recruit.getAttribute('aria-describedby')).toBe('recruit-blocked');
    expect(document.getElementById('recruit-blocked')?.textContent).toMatch(/every document validated/);
    cleanup();

    api.getFile.mockResolvedValue(fileWith(['VALIDATED', 'VALIDATED', 'DONE']));
    api.decideRecruitment.mockResolvedValue(fileWith(['VALIDATED', 'VALIDATED', 'DONE']).recruitment);
    await show('/staff/assistants/p1?tab=recruitment');
    const ready = await screen.findByRole<HTMLButtonElement>('button', { name: 'Recruit her' });
    expect(ready.disabled).toBe(false);
    fireEvent.click(ready);
    await screen.findByText('She is recruited.');
    expect(api.decideRecruitment).toHaveBeenCalledWith('p1', { decision: 'RECRUITED' });
  });
});
