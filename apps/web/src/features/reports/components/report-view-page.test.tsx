import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import { dropSession, signIn } from '../../../lib/session';
import { enqueue } from '../../../offline';
import { setQueryClient } from '../../../offline/runtime';
import { installTestEngine } from '../../../offline/test-kit';
import { eventKey } from '../../../data/events';
import { submitReportAction, type SubmitReportBody } from '../api/report-action';
import { ReportViewPage } from './report-view-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const event = {
  id: 'e1',
  clientId: 'c1',
  clientName: 'Cabinet Girard',
  clientColor: '#1565c0',
  remote: false,
  label: 'Classement',
  comment: null,
  startDate: '2026-10-07T07:00:00.000Z',
  duration: 240,
  status: 'DONE',
  reportStatus: null,
  rejectionReason: null,
  premium: 'NONE',
  estimateId: null,
};

const report = {
  realStartingDate: '2026-10-07T07:00:00.000Z',
  reportTaskRequestList: [],
  expenseLineRequestList: [],
  publicComment: 'Classement fait',
  assistantStandardRateId: 'r1',
};

const body: SubmitReportBody = {
  assistantId: 'u1',
  target: { mode: 'visit', eventId: 'e1' },
  report,
  uploads: [],
  clientName: event.clientName,
  plannedStart: event.startDate,
};

describe('report view right after the report is submitted', () => {
  let reportReads: number;
  let saved: boolean;
  let answerPut: (res: Response) => void;

  beforeAll(() => installMessages('en', en));
  beforeEach(async () => {
    reportReads = 0;
    saved = false;
    const put = new Promise<Response>((resolve) => {
      answerPut = (res) => {
        saved = true;
        resolve(res);
      };
    });
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url.endsWith('/visits/e1/report') && method === 'PUT') return put;
      if (url.endsWith('/visits/e1/report')) {
        reportReads += 1;
        if (!saved)
          return Promise.resolve(
            json(404, { success: false, errorCode: 'not_found', message: '', errors: [] }),
          );
        return Promise.resolve(
          json(200, { ...report, eventId: 'e1', realDuration: 0, status: 'PENDING', files: [] }),
        );
      }
      if (url.endsWith('/visits/e1'))
        return Promise.resolve(
          json(200, saved ? { ...event, status: 'TERMINATED', reportStatus: 'PENDING' } : event),
        );
      if (url.endsWith('/taskgroups')) return Promise.resolve(json(200, []));
      return Promise.resolve(json(200, { access_token: 't', expires_in: 900, userId: 'u1' }));
    });
    await signIn('demo@relais.test', 'relais-demo');
    installTestEngine([submitReportAction]);
  });
  afterEach(() => {
    cleanup();
    setQueryClient(null);
    vi.unstubAllGlobals();
    dropSession();
  });

  it('shows the queued report without asking the server for it until the save is acknowledged', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    setQueryClient(qc);
    // the editor had the intervention in the cache; queuing marks it 'awaiting validation' there
    qc.setQueryData(eventKey('u1', 'e1'), event);
    await enqueue(submitReportAction, body);
    const router = createMemoryRouter([{ path: '/visit/report/view/:id', element: <ReportViewPage /> }], {
      initialEntries: ['/visit/report/view/e1'],
    });
    render(
      <QueryClientProvider client={qc}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Classement fait')).toBeTruthy();
    await vi.waitFor(() => expect(qc.isFetching()).toBe(0));
    expect(reportReads).toBe(0);

    answerPut(json(200, { success: true }));
    await vi.waitFor(() => expect(reportReads).toBe(1));
    expect(await screen.findByText('Classement fait')).toBeTruthy();
  });
});
