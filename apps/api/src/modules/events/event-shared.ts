import {
  effectiveStatus,
  pickVisitTexts,
  type FieldError,
  type HistoryDetails,
  type InterventionEvent,
  type Report,
} from '@relais/domain';
import { type AppError, accessDenied, notFound, ruleFailure } from '../../plugins/app-error';
import type { ShownEvent } from './events.repository';
import { toFileInfo } from '../files/files.service';
import type { ReportFile, ReportRecord } from './reports.repository';

export const toEvent = (row: ShownEvent, now: Date): InterventionEvent => ({
  id: row.id,
  clientId: row.clientId,
  clientName: row.clientName,
  clientColor: row.clientColor,
  remote: row.remote,
  label: row.label,
  ...pickVisitTexts(row),
  startDate: row.startAt.toISOString(),
  duration: row.durationMinutes,
  status: effectiveStatus(row.status, row.startAt, row.durationMinutes, now),
  reportStatus: row.reportStatus,
  rejectionReason: row.reportStatus === 'REJECTED' ? row.rejectionReason : null,
  premium: row.premiumState,
  estimateId: row.estimateId,
});

/** A submitted report as GET .../report answers it; null when nothing was ever submitted. */
export const toReport = (row: ReportRecord, files: ReportFile[]): Report | null => {
  if (!row.content || !row.submittedAt) return null;
  return {
    ...row.content,
    eventId: row.eventId,
    realDuration: row.realDuration,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    rejectionReason: row.rejectionReason,
    validatedAt: row.validatedAt ? row.validatedAt.toISOString() : null,
    files: files.map(toFileInfo),
  };
};

/** An intervention's rule failure (the shared `ruleFailure` with this module's message). */
export const interventionFailure = (errors: FieldError[]): AppError =>
  ruleFailure(errors, 'The intervention breaks a rule');

export const failWith = (errorCode: FieldError['errorCode'], field: string): AppError =>
  interventionFailure([{ errorCode, field }]);

/** The caller's live event: another assistant's is 403, an unknown or deleted one 404. */
export const ownEvent = async (
  find: (eventId: string) => Promise<ShownEvent | null>,
  assistantId: string,
  eventId: string,
): Promise<ShownEvent> => {
  const row = await find(eventId);
  if (row && row.assistantId !== assistantId) throw accessDenied();
  if (!row || row.deletedAt) throw notFound('Intervention');
  return row;
};

/** A live event of anyone (staff calls): unknown or deleted is 404. */
export const liveEvent = async (
  find: (eventId: string) => Promise<ShownEvent | null>,
  eventId: string,
): Promise<ShownEvent> => {
  const row = await find(eventId);
  if (!row || row.deletedAt) throw notFound('Intervention');
  return row;
};

/** Submitted and not rejected (awaiting validation or validated): the intervention is frozen. */
export const isLocked = (row: Pick<ShownEvent, 'status' | 'reportStatus'>): boolean =>
  row.status === 'TERMINATED' ||
  row.status === 'CLOSED' ||
  row.reportStatus === 'PENDING' ||
  row.reportStatus === 'VALIDATED';

export type Actor = { userId: string; ip: string };

/**
 * A history line about an intervention: its own label, and the facts the app writes the sentence
 * from (the client, the start as an instant, visit or remote work).
 */
export const eventHistory = (e: {
  label: string;
  clientName: string;
  startAt: Date;
  remote: boolean;
}): { label: string; details: HistoryDetails } => ({
  label: e.label,
  details: {
    kind: 'INTERVENTION',
    clientName: e.clientName,
    startAt: e.startAt.toISOString(),
    remote: e.remote,
  },
});
