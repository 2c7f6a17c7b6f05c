import { QueryClient } from '@tanstack/react-query';
import type { InterventionEvent } from '@relais/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { derivedKey } from '../../../lib/derived-key';

const api = vi.hoisted(() => ({
  calls: [] as { what: string; key: string | undefined; body?: unknown; fields?: Record<string, string> }[],
  nextId: 0,
  failUpload: false,
}));
vi.mock('../../../lib/api-client', () => ({
  call: (ep: { method: string; path: string }, opts: { idempotencyKey?: string; body?: unknown }) => {
    api.calls.push({ what: `${ep.method} ${ep.path}`, key: opts.idempotencyKey, body: opts.body });
    return Promise.resolve({});
  },
  callMultipart: (
    ep: { method: string; path: string },
    form: FormData,
    opts: { idempotencyKey?: string },
  ) => {
    if (api.failUpload) return Promise.reject(new Error('network'));
    const fields: Record<string, string> = {};
    form.forEach((v, k) => {
      fields[k] = typeof v === 'string' ? v : `file:${v.name}:${v.size}`;
    });
    api.calls.push({ what: `${ep.method} ${ep.path}`, key: opts.idempotencyKey, fields });
    // the fake server answers the same file id for the same key (idempotent upload)
    return Promise.resolve({ id: `f-${opts.idempotencyKey?.slice(0, 8) ?? api.nextId++}` });
  },
}));

const { sendReport, submitReportAction, pendingRemoteId } = await import('./report-action');
type Body = Parameters<typeof sendReport>[0];

const file = (name: string, size: number) => ({ name, type: 'image/jpeg', data: new ArrayBuffer(size) });
const body = (target: Body['target']): Body => ({
  assistantId: 'u1',
  target,
  clientName: 'ACME',
  plannedStart: '2026-11-20T09:00:00+01:00',
  uploads: [{ line: 0 }, { line: 1 }],
  report: {
    realStartingDate: '2026-11-20T08:00:00.000Z',
    reportTaskRequestList: [{ taskId: 't1', duration: 150, comment: 'x' }],
    expenseLineRequestList: [
      { index: 0, kind: 'EXPENSE', label: 'Taxi', amount: 12.5, expenseFileName: null },
      { index: 1, kind: 'EXPENSE', label: 'Parking', amount: 4, expenseFileName: null },
      { index: 2, kind: 'KM', quantity: 23, expenseFileName: null },
    ],
    assistantStandardRateId: 'r1',
  },
});
const KEY = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const files = [file('a.jpg', 10), file('b.jpg', 20)];

describe('report submission action', () => {
  beforeEach(() => {
    api.calls = [];
    api.failUpload = false;
  });

  it('derives stable, distinct UUID keys from the action key', async () => {
    const a = await derivedKey(KEY, 'file:0');
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await derivedKey(KEY, 'file:0')).toBe(a);
    expect(await derivedKey(KEY, 'file:1')).not.toBe(a);
    expect(await derivedKey('another-key', 'file:0')).not.toBe(a);
  });

  it('uploads each proof with its own key, then PUTs the report with the file ids', async () => {
    await sendReport(body({ mode: 'visit', eventId: 'v1' }), { idempotencyKey: KEY, files });
    expect(api.calls.map((c) => c.what)).toEqual([
      'POST /files',
      'POST /files',
      'PUT /assistants/:id/visits/:visitId/report',
    ]);
    const [up0, up1, put] = api.calls;
    expect(up0?.fields).toEqual({
      usage: 'EXPENSE',
      eventId: 'v1',
      expenseOrder: '0',
      file: 'file:a.jpg:10',
    });
    expect(up1?.fields?.['expenseOrder']).toBe('1');
    expect(up0?.key).toBe(await derivedKey(KEY, 'file:0'));
    expect(up1?.key).toBe(await derivedKey(KEY, 'file:1'));
    expect(put?.key).toBe(KEY);
    const lines = (put?.body as Body['report']).expenseLineRequestList ?? [];
    expect(lines.map((l) => l.expenseFileName)).toEqual([
      `f-${up0?.key?.slice(0, 8)}`,
      `f-${up1?.key?.slice(0, 8)}`,
      null,
    ]);
  });

  it('re-sends the same keys on a retry after a failure', async () => {
    await sendReport(body({ mode: 'visit', eventId: 'v1' }), { idempotencyKey: KEY, files });
    const first = api.calls.map((c) => c.key);
    api.calls = [];
    await sendReport(body({ mode: 'visit', eventId: 'v1' }), { idempotencyKey: KEY, files });
    expect(api.calls.map((c) => c.key)).toEqual(first);
    api.failUpload = true;
    await expect(
      sendReport(body({ mode: 'visit', eventId: 'v1' }), { idempotencyKey: KEY, files }),
    ).rejects.toThrow();
  });

  it('names the intervention it changes, so lists can mark it awaiting connection', () => {
    const work = { clientId: 'c1', startDate: '2026-11-20T09:00:00+01:00', duration: 150 };
    expect(submitReportAction.subjects?.(body({ mode: 'visit', eventId: 'v1' }), 'a1')).toEqual(['v1']);
    expect(
      submitReportAction.subjects?.(body({ mode: 'remoteReport', eventId: 'r1', remoteWork: null }), 'a1'),
    ).toEqual(['r1']);
    expect(submitReportAction.subjects?.(body({ mode: 'remoteCreate', remoteWork: work }), 'a1')).toEqual([
      pendingRemoteId('a1'),
    ]);
  });

  it('creates a new remote work with its report in one call', async () => {
    const work = { clientId: 'c1', startDate: '2026-11-20T09:00:00+01:00', duration: 150 };
    await sendReport(body({ mode: 'remoteCreate', remoteWork: work }), { idempotencyKey: KEY, files });
    const last = api.calls.at(-1);
    expect(last?.what).toBe('POST /assistants/:id/remoteworks/report');
    expect((last?.body as { remoteWorkRequest: unknown }).remoteWorkRequest).toEqual(work);
    expect(api.calls[0]?.fields?.['eventId']).toBeUndefined();
  });

  it('updates an existing remote work, then submits its report', async () => {
    const work = { clientId: 'c1', startDate: '2026-11-20T09:00:00+01:00', duration: 150 };
    await sendReport(
      { ...body({ mode: 'remoteReport', eventId: 'r1', remoteWork: work }), uploads: [] },
      { idempotencyKey: KEY, files: [] },
    );
    expect(api.calls.map((c) => c.what)).toEqual([
      'PUT /assistants/:id/remoteworks/:remoteWorkId',
      'PUT /assistants/:id/remoteworks/:remoteWorkId/report',
    ]);
    expect(api.calls[0]?.key).toBe(await derivedKey(KEY, 'remote-update'));
    expect(api.calls[1]?.key).toBe(KEY);
  });

  it('shows the visit as awaiting validation at once, and a new remote work in the lists', () => {
    const qc = new QueryClient();
    const event = {
      id: 'v1',
      status: 'DONE',
      reportStatus: null,
      startDate: '2026-11-20T08:00:00Z',
    } as InterventionEvent;
    qc.setQueryData(['events', 'u1', '2026-11-01', '2026-11-30'], [event]);
    submitReportAction.apply?.(qc, body({ mode: 'visit', eventId: 'v1' }), 'a1');
    expect(
      qc.getQueryData<InterventionEvent[]>(['events', 'u1', '2026-11-01', '2026-11-30'])?.[0],
    ).toMatchObject({ status: 'TERMINATED', reportStatus: 'PENDING' });

    const work = { clientId: 'c1', startDate: '2026-11-20T09:00:00+01:00', duration: 150 };
    const remote = body({ mode: 'remoteCreate', remoteWork: work });
    submitReportAction.apply?.(qc, remote, 'a2');
    submitReportAction.apply?.(qc, remote, 'a2');
    const list = qc.getQueryData<InterventionEvent[]>(['events', 'u1', '2026-11-01', '2026-11-30']) ?? [];
    expect(list.filter((e) => e.id === pendingRemoteId('a2'))).toHaveLength(1);
    submitReportAction.revert?.(qc, remote, 'a2');
    expect(
      (qc.getQueryData<InterventionEvent[]>(['events', 'u1', '2026-11-01', '2026-11-30']) ?? []).some(
        (e) => e.id === pendingRemoteId('a2'),
      ),
    ).toBe(false);
  });
});
