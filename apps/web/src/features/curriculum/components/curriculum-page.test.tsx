import type { Curriculum, Cv } from '@relais/domain/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import type { PendingAction } from '../../../offline';
import { curriculumKey, cvKey } from '../api/curriculum-queries';
import { CurriculumPage } from './curriculum-page';

const engine = vi.hoisted(() => ({
  submit: vi.fn((..._args: unknown[]) => Promise.resolve({ kind: 'queued' })),
  resubmit: vi.fn((..._args: unknown[]) => Promise.resolve({ kind: 'queued' })),
  pending: [] as PendingAction[],
}));
vi.mock('../../../offline', async () => ({
  ...(await vi.importActual<object>('../../../offline/outbox-items')),
  ...(await vi.importActual<object>('../../../offline/define')),
  currentUserId: () => 'u1',
  useUserId: () => 'u1',
  submitAction: engine.submit,
  resubmitAction: engine.resubmit,
  discard: vi.fn(),
  requireOnline: () => true,
  uploadStoredFile: vi.fn(),
  usePendingActions: (...defs: { type: string }[]) =>
    engine.pending.filter((a) => defs.length === 0 || defs.some((d) => d.type === a.type)),
}));

const CURRICULUM: Curriculum = {
  title: 'Assistante',
  summary: null,
  experienceYears: 3,
  languages: ['Français'],
  updatedAt: '2026-03-11T09:00:00.000Z',
};

const renderPage = (cv: Cv = { cv: null }) => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(curriculumKey('u1'), CURRICULUM);
  qc.setQueryData(cvKey('u1'), cv);
  render(
    <QueryClientProvider client={qc}>
      <CurriculumPage />
    </QueryClientProvider>,
  );
  return qc;
};

const pick = (name: string, bytes: Uint8Array<ArrayBuffer>, type: string) =>
  fireEvent.change(screen.getByLabelText('CV file in PDF format'), {
    target: { files: [new File([bytes], name, { type })] },
  });

const pending = (over: Partial<PendingAction>): PendingAction =>
  ({
    id: 'a1',
    type: 'curriculum.uploadCv',
    version: 1,
    body: { assistantId: 'u1', name: 'queued.pdf', size: 2048 },
    state: 'queued',
    lastError: null,
    ...over,
  }) as PendingAction;

describe('curriculum page', () => {
  beforeAll(() => installMessages('en', en));
  beforeEach(() => {
    engine.submit.mockClear();
    engine.resubmit.mockClear();
    engine.pending = [];
  });
  afterEach(cleanup);

  it('shows the stored curriculum and saves the cleaned body through the outbox', async () => {
    renderPage();
    expect(screen.getByLabelText('Job title')).toHaveProperty('value', 'Assistante');
    expect(screen.getByLabelText('Language 1')).toHaveProperty('value', 'Français');
    fireEvent.change(screen.getByLabelText('Summary of your background'), {
      target: { value: ' Ten years ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a language' }));
    fireEvent.change(screen.getByLabelText('Language 2'), { target: { value: ' english ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the curriculum' }));
    await waitFor(() => expect(engine.submit).toHaveBeenCalledTimes(1));
    expect(engine.submit.mock.calls[0]?.[1]).toEqual({
      assistantId: 'u1',
      curriculum: {
        title: 'Assistante',
        summary: 'Ten years',
        experienceYears: 3,
        languages: ['Français', 'english'],
      },
    });
  });

  it('shows a newer server copy once it arrives (a restored cache refetched, a save answered)', async () => {
    const qc = renderPage();
    expect(screen.getByLabelText('Job title')).toHaveProperty('value', 'Assistante');
    act(() => {
      qc.setQueryData(curriculumKey('u1'), {
        ...CURRICULUM,
        title: 'Office manager',
        updatedAt: '2026-03-12T09:00:00.000Z',
      });
    });
    await waitFor(() => expect(screen.getByLabelText('Job title')).toHaveProperty('value', 'Office manager'));
  });

  it('refuses years out of range in words, sends nothing and keeps the text', async () => {
    renderPage();
    const years = screen.getByLabelText('Years of experience');
    fireEvent.change(years, { target: { value: '3.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the curriculum' }));
    expect(await screen.findByText('A whole number of years, from 0 to 60')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(years));
    expect(years).toHaveProperty('value', '3.5');
    expect(engine.submit).not.toHaveBeenCalled();
  });

  it('refuses a picture and a too-big PDF with translated errors, queues a PDF with its file', async () => {
    renderPage();
    pick('photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png');
    expect(await screen.findByText('The CV must be a PDF file')).toBeTruthy();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.7'));
    pick('big.pdf', big, 'application/pdf');
    expect(await screen.findByText('The file is too big (5 MB at most)')).toBeTruthy();
    expect(engine.submit).not.toHaveBeenCalled();

    pick('Mon CV.pdf', new TextEncoder().encode('%PDF-1.7\n%%EOF'), 'application/pdf');
    await waitFor(() => expect(engine.submit).toHaveBeenCalledTimes(1));
    const [, body, , files] = engine.submit.mock.calls[0] ?? [];
    expect(body).toEqual({ assistantId: 'u1', name: 'Mon CV.pdf', size: 14 });
    expect((files as File[]).map((f) => f.name)).toEqual(['Mon CV.pdf']);
    expect(screen.queryByText('The file is too big (5 MB at most)')).toBeNull();
  });

  it('shows the stored CV with its download, a queued one awaiting connection and a refused one', () => {
    engine.pending = [
      pending({}),
      pending({
        id: 'a2',
        state: 'parked',
        body: { assistantId: 'u1', name: 'bad.pdf', size: 10 },
        lastError: { code: 'x', message: 'Refused by the server' },
      }),
    ];
    renderPage({
      cv: {
        fileId: 'f1',
        name: 'cv.pdf',
        size: 3 * 1024 * 1024,
        type: 'application/pdf',
        uploadedAt: '2026-03-11T09:00:00.000Z',
      },
    });
    expect(screen.getByRole('button', { name: 'Download the CV cv.pdf' })).toBeTruthy();
    expect(screen.getByText(/3 MB, uploaded on/)).toBeTruthy();
    expect(screen.getByText('2 KB · Awaiting connection')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'The CV bad.pdf was not accepted: Refused by the server',
    );
    expect(screen.getByText('Replace the CV')).toBeTruthy();
  });
});
