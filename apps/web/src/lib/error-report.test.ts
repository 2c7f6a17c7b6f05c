import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_REPORTS_PER_PAGE,
  reportErrorStatus,
  resetErrorReports,
  type StatusReport,
} from './error-report';

const sendErrorReport = vi.fn((_report: StatusReport) => Promise.resolve(true));
const load = () => Promise.resolve({ sendErrorReport });

const flush = () => vi.waitFor(() => Promise.resolve());

describe('reporting unexpected statuses (spec 8)', () => {
  afterEach(() => {
    resetErrorReports();
    sendErrorReport.mockClear();
  });

  it('reports a status the app does not name, once per route and status', async () => {
    // 503 is the offline signal (spec 8: offline mode, the action queued), not an error
    for (const status of [400, 401, 403, 404, 409, 429, 500, 503])
      reportErrorStatus({ status, method: 'GET', apiRoute: '/dashboard' }, load);
    reportErrorStatus({ status: 502, method: 'GET', apiRoute: '/dashboard' }, load);
    reportErrorStatus({ status: 502, method: 'GET', apiRoute: '/dashboard' }, load);
    reportErrorStatus({ status: 413, method: 'POST', apiRoute: '/files' }, load);
    await flush();
    await vi.waitFor(() => expect(sendErrorReport).toHaveBeenCalledTimes(2));
    expect(sendErrorReport).toHaveBeenCalledWith({ status: 502, method: 'GET', apiRoute: '/dashboard' });
    expect(sendErrorReport).toHaveBeenCalledWith({ status: 413, method: 'POST', apiRoute: '/files' });
  });

  it(`sends at most ${MAX_REPORTS_PER_PAGE} reports from one page`, async () => {
    for (let i = 0; i < MAX_REPORTS_PER_PAGE + 5; i++)
      reportErrorStatus({ status: 502, method: 'GET', apiRoute: `/route-${i}` }, load);
    await vi.waitFor(() => expect(sendErrorReport).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE));
    await flush();
    expect(sendErrorReport).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
  });
});
