import type { StaffReportDetail } from '@relais/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/console/en.json';
import { ApiError } from '../../../lib/http';
import { installMessages } from '../../../lib/i18n';
import { flush } from '../../../lib/test-kit/screen';
import { installConsoleTexts } from '../../i18n';
import { ReportPage } from './report-page';

const api = vi.hoisted(() => ({
  getReport: vi.fn(),
  answerPremium: vi.fn(),
  reviewReport: vi.fn(),
  proofBlob: vi.fn(),
  may: { value: true },
}));
vi.mock('../api', () => ({
  getReport: api.getReport,
  answerPremium: api.answerPremium,
  reviewReport: api.reviewReport,
  proofBlob: api.proofBlob,
  staffReportKeys: {
    all: ['staff', 'reports'],
    detail: (id: string) => ['staff', 'reports', 'detail', id],
    file: (id: string) => ['staff', 'reports', 'file', id],
  },
}));
vi.mock('../../shell/use-staff-me', () => ({ useMay: () => api.may.value }));

const detail: StaffReportDetail = {
  eventId: 'e1',
  assistant: { id: 'a1', name: 'Camille Durand' },
  client: { id: 'c1', name: 'Atelier Moreau' },
  label: 'Saisie comptable',
  startDate: '2026-03-09T08:00:00.000Z',
  duration: 120,
  remote: false,
  status: 'TERMINATED',
  report: {
    eventId: 'e1',
    realStartingDate: '2026-03-09T08:00:00.000Z',
    realDuration: 120,
    reportTaskRequestList: [{ taskId: 't1', duration: 120 }],
    reportPremiumTaskRequestList: [],
    expenseLineRequestList: [
      { index: 0, kind: 'EXPENSE', label: 'Parking', amount: 7.5, expenseFileName: 'f1' },
    ],
    publicComment: 'All filed',
    privateComment: 'Client late',
    assistantStandardRateId: 'r1',
    status: 'PENDING',
    submittedAt: '2026-03-09T14:00:00.000Z',
    rejectionReason: null,
    validatedAt: null,
    files: [
      {
        id: 'f1',
        name: 'parking.png',
        type: 'image/png',
        size: 10,
        usage: 'EXPENSE',
        eventId: 'e1',
        createdAt: '2026-03-09T14:00:00.000Z',
      },
    ],
  },
  tasks: [{ taskId: 't1', label: 'Bookkeeping', duration: 120, comment: null }],
  premiumTasks: [],
  price: {
    minutes: 120,
    premiumMinutes: 0,
    km: 0,
    hoursAmount: 50,
    premiumAmount: 0,
    kmAmount: 0,
    expenses: [{ label: 'Parking', amount: 7.5, fileId: 'f1' }],
    expensesAmount: 7.5,
    total: 57.5,
  },
  premium: { enabled: true, state: 'WAITING', pending: true },
};

const show = async () => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/staff/reports/e1']}>
        <Routes>
          <Route path="/staff/reports/:eventId" element={<ReportPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByText('Bookkeeping · 2 h 00');
};

afterEach(cleanup);

beforeEach(() => {
  installMessages('en', { errors: { report_already_decided: 'This report was already decided' } });
  installConsoleTexts(en);
  for (const fn of [api.getReport, api.answerPremium, api.reviewReport, api.proofBlob]) fn.mockReset();
  api.getReport.mockResolvedValue(detail);
  api.may.value = true;
});

describe('a report in full', () => {
  it('shows the tasks, comments and amounts; answers a pending premium request on the client’s behalf', async () => {
    api.answerPremium.mockResolvedValue({ eventId: 'e1', enabled: true, state: 'APPROVED' });
    await show();
    expect(screen.getByText('Bookkeeping · 2 h 00')).toBeTruthy();
    expect(screen.getByText('Client late')).toBeTruthy();
    expect(screen.getByText('The client has not answered: answer on their behalf.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve premium' }));
    await flush();
    expect(api.answerPremium).toHaveBeenCalledWith('e1', true);
  });

  it('opens a proof in place, read through the staff call', async () => {
    api.proofBlob.mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
    globalThis.URL.createObjectURL = vi.fn(() => 'blob:proof');
    globalThis.URL.revokeObjectURL = vi.fn();
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Show the proof' }));
    // the query, then the object URL's effect: waited for on the screen, not on a count of ticks
    expect(await screen.findByRole('img', { name: 'Proof: parking.png' })).toBeTruthy();
    expect(api.proofBlob).toHaveBeenCalledWith('f1');
  });

  it('without operations: no decision and no premium answer buttons', async () => {
    api.may.value = false;
    await show();
    expect(screen.getByText('Bookkeeping · 2 h 00')).toBeTruthy();
    for (const name of ['Validate', 'Refuse', 'Approve premium', 'Refuse premium'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('a decision that came second says so and shows the report as it stands now', async () => {
    api.reviewReport.mockRejectedValue(
      new ApiError(409, {
        success: false,
        errorCode: 'report_already_decided',
        message: 'x',
        errors: [],
        current: { reportStatus: 'VALIDATED', status: 'CLOSED', rejectionReason: null },
      }),
    );
    await show();
    api.getReport.mockResolvedValue({ ...detail, report: { ...detail.report, status: 'VALIDATED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await flush();
    expect(
      screen.getByText('This report was already decided meanwhile: here is its state now.'),
    ).toBeTruthy();
    expect(screen.getByText('Validated')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Validate' })).toBeNull();
  });
});
