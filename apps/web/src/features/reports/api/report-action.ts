import {
  pickVisitTexts,
  type InterventionEvent,
  type RemoteWorkBody,
  type ReportBodyInput,
} from '@relais/domain/rules';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { defineAction, outboxItemId, uploadStoredFile, type StoredFile } from '../../../offline';
import { routeTable } from '@relais/contract/routes';
import { patchCachedEvent, refreshEvents, updateLists, withPlaced, withRemoved } from '../../../data/events';
import { derivedKey } from '../../../lib/derived-key';
import { reportKey } from './report-queries';

export const SUBMIT_REPORT = 'reports.submit';

/**
 * Where the report goes: a visit's report; an existing remote work (updated first when its client,
 * date or time changed) then its report; or a new remote work created with its report in one call.
 */
export type ReportTarget =
  | { mode: 'visit'; eventId: string }
  | { mode: 'remoteReport'; eventId: string; remoteWork: RemoteWorkBody | null }
  | { mode: 'remoteCreate'; remoteWork: RemoteWorkBody };

export type SubmitReportBody = {
  assistantId: string;
  target: ReportTarget;
  /** The PUT body; lines whose proof is uploaded at send time have `expenseFileName: null`. */
  report: ReportBodyInput;
  /** `uploads[i]` is the action's file `i`, the proof of expense line `line`. */
  uploads: { line: number }[];
  /** For the pending-actions list and the optimistic event. */
  clientName: string;
  clientColor?: string;
  plannedStart: string;
};

export const targetEventId = (target: ReportTarget): string | null =>
  target.mode === 'remoteCreate' ? null : target.eventId;
export const pendingRemoteId = (actionId: string): string => outboxItemId(actionId);

const uploadProof = (
  body: SubmitReportBody,
  file: StoredFile,
  line: number,
  key: UploadKey,
): Promise<string> => {
  const eventId = targetEventId(body.target);
  const fields = { usage: 'EXPENSE', ...(eventId ? { eventId } : {}), expenseOrder: String(line) };
  return uploadStoredFile(fields, file, key);
};

type UploadKey = { idempotencyKey: string; index: number };

/** Uploads each new proof with its own derived key, then sends the report with the file ids. */
export const sendReport = async (
  body: SubmitReportBody,
  ctx: { idempotencyKey: string; files: StoredFile[] },
): Promise<unknown> => {
  const lines = [...(body.report.expenseLineRequestList ?? [])];
  for (const [i, upload] of body.uploads.entries()) {
    const file = ctx.files[i];
    if (!file) throw new Error(`missing queued proof ${i}`);
    const id = await uploadProof(body, file, upload.line, { idempotencyKey: ctx.idempotencyKey, index: i });
    lines.splice(upload.line, 1, {
      ...lines[upload.line],
      index: upload.line,
      kind: lines[upload.line]?.kind ?? 'EXPENSE',
      expenseFileName: id,
    });
  }
  const report = { ...body.report, expenseLineRequestList: lines };
  const { target } = body;
  const id = body.assistantId;
  if (target.mode === 'visit') {
    return call(routeTable.putVisitReport, {
      params: { id, visitId: target.eventId },
      body: report,
      idempotencyKey: ctx.idempotencyKey,
    });
  }
  if (target.mode === 'remoteReport') {
    if (target.remoteWork) {
      await call(routeTable.updateRemoteWork, {
        params: { id, remoteWorkId: target.eventId },
        body: target.remoteWork,
        idempotencyKey: await derivedKey(ctx.idempotencyKey, 'remote-update'),
      });
    }
    return call(routeTable.putRemoteWorkReport, {
      params: { id, remoteWorkId: target.eventId },
      body: report,
      idempotencyKey: ctx.idempotencyKey,
    });
  }
  return call(routeTable.createRemoteWorkWithReport, {
    params: { id },
    body: { remoteWorkRequest: target.remoteWork, reportRequest: report },
    idempotencyKey: ctx.idempotencyKey,
  });
};

const submitted = (e: InterventionEvent): InterventionEvent => ({
  ...e,
  status: 'TERMINATED',
  reportStatus: 'PENDING',
  rejectionReason: null,
});

const pendingRemote = (
  body: SubmitReportBody,
  actionId: string,
  work: RemoteWorkBody,
): InterventionEvent => ({
  id: pendingRemoteId(actionId),
  clientId: work.clientId,
  clientName: body.clientName,
  clientColor: body.clientColor ?? '#607d8b',
  remote: true,
  label: work.label ?? '',
  ...pickVisitTexts(work),
  startDate: work.startDate,
  duration: work.duration,
  status: 'TERMINATED',
  reportStatus: 'PENDING',
  rejectionReason: null,
  premium: 'NONE',
  estimateId: null,
});

/** Adds a remote work still in the outbox to the cached lists whose range holds its day. */
const withPendingRemote = (
  qc: QueryClient,
  body: SubmitReportBody,
  actionId: string,
  work: RemoteWorkBody,
): void => {
  const event = pendingRemote(body, actionId, work);
  updateLists(qc, body.assistantId, (list, range) => withPlaced(list, [event], range));
};

const withoutPendingRemote = (qc: QueryClient, userId: string, actionId: string): void =>
  updateLists(qc, userId, (list) => withRemoved(list, [pendingRemoteId(actionId)]));

export const reportEditPath = (actionId: string, body: SubmitReportBody): string => {
  const q = `action=${encodeURIComponent(actionId)}`;
  const { target } = body;
  if (target.mode === 'visit') return `/visit/report/edit/${encodeURIComponent(target.eventId)}?${q}`;
  if (target.mode === 'remoteReport') return `/remote/edit/${encodeURIComponent(target.eventId)}?${q}`;
  return `/remote/create?${q}`;
};

/** One outbox action per report (with its proofs as files): optimistic 'awaiting validation'. */
export const submitReportAction = defineAction<SubmitReportBody, typeof SUBMIT_REPORT>({
  type: SUBMIT_REPORT,
  send: sendReport,
  apply: (qc, body, actionId) => {
    const { target } = body;
    if (target.mode === 'remoteCreate') withPendingRemote(qc, body, actionId, target.remoteWork);
    else patchCachedEvent(qc, body.assistantId, target.eventId, submitted);
  },
  revert: (qc, body, actionId) => {
    withoutPendingRemote(qc, body.assistantId, actionId);
    refreshEvents(qc, body.assistantId, targetEventId(body.target) ?? undefined);
  },
  settled: (qc, body, _result) => {
    const eventId = targetEventId(body.target);
    refreshEvents(qc, body.assistantId, eventId ?? undefined);
    if (eventId) void qc.invalidateQueries({ queryKey: reportKey(body.assistantId, eventId) });
  },
  subjects: (body, actionId) => [targetEventId(body.target) ?? pendingRemoteId(actionId)],
  describe: (body) => ({
    key: body.target.mode === 'visit' ? 'reports.describeVisit' : 'reports.describeRemote',
    values: { client: body.clientName, date: formatDate(body.plannedStart, 'P') },
  }),
  editPath: reportEditPath,
});
