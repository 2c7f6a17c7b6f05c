import type { Expertise, Skills } from '@relais/domain/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../../data/assistant';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import type { PendingAction } from '../../../offline';
import { expertiseIdsKey, skillsKey } from '../api/skills-cache';
import { SkillsPage } from './skills-page';

const engine = vi.hoisted(() => ({
  submit: vi.fn((..._args: unknown[]) => Promise.resolve({ kind: 'sent' })),
  resubmit: vi.fn((..._args: unknown[]) => Promise.resolve({ kind: 'sent' })),
  pending: [] as PendingAction[],
}));
vi.mock('../../../offline', async () => ({
  ...(await vi.importActual<object>('../../../offline/define')),
  useUserId: () => 'u1',
  submitAction: engine.submit,
  resubmitAction: engine.resubmit,
  usePendingActions: (...defs: { type: string }[]) =>
    engine.pending.filter((a) => defs.some((d) => d.type === a.type)),
  referenceQueries: {
    expertises: { queryKey: ['reference', 'expertises', 'en'], queryFn: () => new Promise(() => {}) },
  },
}));

const SKILLS: Skills = {
  skills: [
    { kind: 'lang', label: 'English', grade: 4 },
    { kind: 'job', label: 'Accounting', grade: null },
  ],
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const EXPERTISES: Expertise[] = [
  { id: 'HR', code: 'HR', label: 'Human resources' },
  { id: 'PAYROLL', code: 'PAYROLL', label: 'Payroll' },
];

const renderAt = (path: string, warning = false) => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(skillsKey('u1'), SKILLS);
  qc.setQueryData(expertiseIdsKey('u1'), ['HR']);
  qc.setQueryData(['reference', 'expertises', 'en'], EXPERTISES);
  qc.setQueryData(meQueryKey('u1'), { id: 'u1', warningUpdateExpertise: warning });
  const router = createMemoryRouter([{ path: '/user/skills', element: <SkillsPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const gradeGroup = (name: string) => screen.getByRole('group', { name });

describe('/user/skills', () => {
  beforeAll(() => installMessages('en', en));
  beforeEach(() => {
    engine.submit.mockClear();
    engine.resubmit.mockClear();
    engine.pending = [];
  });
  afterEach(cleanup);

  it('reads the cached skills and expertises, grades as a radio group of five, and saves what changed', async () => {
    renderAt('/user/skills');
    const english = gradeGroup('Level in English');
    const radios = within(english).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 out of 5, Notions',
      '2 out of 5, Basic',
      '3 out of 5, Good',
      '4 out of 5, Very good',
      '5 out of 5, Expert',
    ]);
    expect((radios[3] as HTMLInputElement).checked).toBe(true);
    expect(within(gradeGroup('Level in Accounting')).queryAllByRole('radio', { checked: true })).toEqual([]);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Human resources' }).checked).toBe(true);

    fireEvent.click(within(gradeGroup('Level in Accounting')).getByRole('radio', { name: /^2 out of 5/ }));
    // Enter in an add field adds the entry and sends nothing
    const add = screen.getByRole('textbox', { name: 'Add another skill' });
    fireEvent.change(add, { target: { value: 'Driving licence' } });
    fireEvent.keyDown(add, { key: 'Enter' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Other skill' }).value).toBe(
      'Driving licence',
    );
    expect(engine.submit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(engine.submit).toHaveBeenCalledTimes(1));
    expect(engine.submit.mock.calls[0]?.[1]).toEqual({
      assistantId: 'u1',
      skills: [
        { kind: 'lang', label: 'English', grade: 4 },
        { kind: 'job', label: 'Accounting', grade: 2 },
        { kind: 'other', label: 'Driving licence', grade: null },
      ],
    });
  });

  it('refuses a duplicate typed in a row, focuses it and sends nothing', () => {
    renderAt('/user/skills');
    const job = screen.getByRole('textbox', { name: 'Job skill' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Add a job skill' }), {
      target: { value: 'Payroll' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a job skill' }));
    fireEvent.change(job, { target: { value: ' payroll' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const duplicate = screen.getAllByRole('textbox', { name: 'Job skill' })[1]!;
    expect(duplicate.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(duplicate);
    expect(screen.getByText('This skill is already in the list')).toBeTruthy();
    expect(engine.submit).not.toHaveBeenCalled();
  });

  it('saves an entry left typed in an add field; one that cannot be added blocks the save at its field', async () => {
    renderAt('/user/skills');
    fireEvent.change(screen.getByRole('textbox', { name: 'Add a language' }), {
      target: { value: 'english ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Add a computer tool' }), {
      target: { value: 'Spreadsheet' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const lang = screen.getByRole('textbox', { name: 'Add a language' });
    expect(lang.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(lang);
    expect(engine.submit).not.toHaveBeenCalled();

    fireEvent.change(lang, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(engine.submit).toHaveBeenCalledTimes(1));
    expect(engine.submit.mock.calls[0]?.[1]).toEqual({
      assistantId: 'u1',
      skills: [...SKILLS.skills, { kind: 'computer', label: 'Spreadsheet', grade: null }],
    });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Computer tool' }).value).toBe(
      'Spreadsheet',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Add a computer tool' }).value).toBe('');
  });

  it('with the expertise warning, saving unchanged confirms the expertises', async () => {
    renderAt('/user/skills', true);
    expect(screen.getByText(/Your expertise needs updating/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(engine.submit).toHaveBeenCalledTimes(1));
    expect(engine.submit.mock.calls[0]?.[1]).toEqual({ assistantId: 'u1', expertiseIds: ['HR'] });
  });

  it("reopens a refused save with what it sent and the server's reason, and sends it again in its place", async () => {
    engine.pending = [
      {
        id: 'a1',
        type: 'skills.save',
        version: 1,
        body: { assistantId: 'u1', expertiseIds: ['PAYROLL'] },
        state: 'parked',
        createdAt: 0,
        attempts: 1,
        lastError: { code: 'unknown_expertise', message: 'This expertise is not in the list' },
      },
    ];
    const router = renderAt('/user/skills?action=a1');
    expect(screen.getByRole('alert').textContent).toContain('This expertise is not in the list');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Payroll' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Human resources' }).checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Human resources' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(engine.resubmit).toHaveBeenCalledTimes(1));
    expect(engine.resubmit.mock.calls[0]?.slice(0, 2)).toEqual([
      'a1',
      { assistantId: 'u1', expertiseIds: ['PAYROLL', 'HR'] },
    ]);
    expect(engine.submit).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
