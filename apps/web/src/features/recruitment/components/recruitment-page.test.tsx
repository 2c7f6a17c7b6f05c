import type { Recruitment } from '@relais/domain/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fr from '../../../i18n/fr.json';
import { installMessages } from '../../../lib/i18n';
import { recruitmentKey } from '../api/recruitment-queries';

const offline = vi.hoisted(() => ({ submitted: [] as unknown[] }));
vi.mock('../../../offline', async () => ({
  ...(await vi.importActual<object>('../../../offline/define')),
  useUserId: () => 'u1',
  usePendingActions: () => [],
  submitAction: (...args: unknown[]) => {
    offline.submitted.push(args);
    return Promise.resolve({ kind: 'sent' });
  },
  resubmitAction: vi.fn(),
  uploadStoredFile: vi.fn(),
}));
vi.mock('../../../lib/api-client', () => ({ call: vi.fn(() => new Promise(() => {})) }));

const { RecruitmentPage } = await import('./recruitment-page');

const recruitment = (over: Partial<Recruitment> = {}): Recruitment => ({
  status: 'IN_PROGRESS',
  beforeRecruitmentStatus: 'APPLIED',
  inRecruitment: true,
  steps: [
    {
      step: 'CRIMINAL_RECORD',
      kind: 'DOCUMENT',
      state: 'TODO',
      pdfOnly: true,
      path: null,
      file: null,
      refusalReason: null,
    },
    {
      step: 'SKILLS',
      kind: 'PROFILE',
      state: 'TODO',
      pdfOnly: false,
      path: '/user/skills',
      file: null,
      refusalReason: null,
    },
    {
      step: 'AVAILABILITY',
      kind: 'PROFILE',
      state: 'DONE',
      pdfOnly: false,
      path: '/user/availability',
      file: null,
      refusalReason: null,
    },
  ],
  ...over,
});

const renderPage = (data: Recruitment | undefined) => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (data) qc.setQueryData(recruitmentKey('u1'), data);
  return render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element: <RecruitmentPage /> }])} />
    </QueryClientProvider>,
  );
};

beforeAll(() => installMessages('fr', fr));
afterEach(() => {
  cleanup();
  offline.submitted = [];
});

describe('/user/newinfo', () => {
  it('lists what is left with its state, a link for steps completed elsewhere, and the status in words', () => {
    renderPage(recruitment());
    expect(screen.getByText('Statut : Dossier en cours')).toBeTruthy();
    expect(screen.getByText('1 étape faite sur 3')).toBeTruthy();
    const left = screen.getByRole('region', { name: 'À compléter' });
    const record = within(left).getByRole('listitem', { name: 'Extrait de casier judiciaire' });
    expect(within(record).getByText('À faire')).toBeTruthy();
    expect(within(record).getByText('Format : PDF uniquement.')).toBeTruthy();
    expect(within(left).getByRole('link', { name: 'Compléter mes compétences' }).getAttribute('href')).toBe(
      '/user/skills',
    );
    const done = screen.getByRole('region', { name: 'Déjà fait' });
    expect(within(done).getByRole('listitem', { name: 'Disponibilités' })).toBeTruthy();
    expect(within(done).queryByRole('link')).toBeNull();
  });

  it('refuses a photo for a pdf-only document before queueing anything', async () => {
    renderPage(recruitment());
    const input = screen.getByLabelText('Choisir le fichier : Extrait de casier judiciaire');
    fireEvent.change(input, { target: { files: [new File(['x'], 'casier.png', { type: 'image/png' })] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/doit être un PDF/);
    expect(offline.submitted).toEqual([]);
  });

  it('queues a PDF through the outbox with the file', async () => {
    renderPage(recruitment());
    const input = screen.getByLabelText('Choisir le fichier : Extrait de casier judiciaire');
    const bytes = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    fireEvent.change(input, {
      target: { files: [new File([bytes], 'casier.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(offline.submitted).toHaveLength(1));
    const [def, body, texts, files] = offline.submitted[0] as [{ type: string }, unknown, unknown, File[]];
    expect(def.type).toBe('recruitment.sendDocument');
    expect(body).toEqual({ assistantId: 'u1', step: 'CRIMINAL_RECORD' });
    expect(texts).toEqual({ sent: 'recruitment.sent', queued: 'recruitment.queued' });
    expect(files.map((f) => [f.name, f.type])).toEqual([['casier.pdf', 'application/pdf']]);
  });

  it('has nothing to complete for a recruited assistant', () => {
    renderPage(recruitment({ status: 'RECRUITED', inRecruitment: false }));
    expect(screen.getByRole('heading', { name: 'Rien à compléter' })).toBeTruthy();
    expect(screen.getByText('Statut : Recrutement validé')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'À compléter' })).toBeNull();
  });

  it('says it is loading before the steps arrive', () => {
    renderPage(undefined);
    expect(screen.getByRole('status').textContent).toBe('Chargement de vos étapes de recrutement…');
  });
});
