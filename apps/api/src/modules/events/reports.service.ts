import {
  boundedNotificationText,
  reportIsDue,
  reportRuleErrors,
  reportTotalMinutes,
  type AssistantRate,
  type FieldError,
  type InterventionEvent,
  type RemoteWorkBody,
  type Report,
  type ReportBody,
  type ReportReviewBody,
} from '@relais/domain';
import { alreadyMoved, notFound, ruleFailure } from '../../plugins/app-error';
import {
  failWith,
  eventHistory,
  isLocked,
  liveEvent,
  ownEvent,
  toEvent,
  toReport,
  type Actor,
} from './event-shared';
import type { EventsTx, ShownEvent } from './events.repository';
import { checkEstimate, insertRemoteWork } from './event-rows';
import type { EventsDeps } from './events.service';

const expenseFileIds = (body: ReportBody): string[] =>
  body.expenseLineRequestList
    .filter((l) => l.kind === 'EXPENSE' && l.expenseFileName)
    .map((l) => l.expenseFileName ?? '');

/** Task ids must be in the reference list; the premium list takes premium tasks only. */
const taskErrors = async (tx: EventsTx, body: ReportBody): Promise<FieldError[]> => {
  const ids = [...body.reportTaskRequestList, ...body.reportPremiumTaskRequestList].map((t) => t.taskId);
  const known = new Map((await tx.tasksByIds([...new Set(ids)])).map((t) => [t.id, t.premium]));
  const errors: FieldError[] = [];
  if (body.reportTaskRequestList.some((t) => !known.has(t.taskId))) {
    errors.push({ errorCode: 'validation_failed', field: 'tasks' });
  }
  if (body.reportPremiumTaskRequestList.some((t) => known.get(t.taskId) !== true)) {
    errors.push({ errorCode: 'validation_failed', field: 'premiumTasks' });
  }
  return errors;
};

/** Every proof must be a live EXPENSE file of the assistant, free or already on this intervention. */
const fileErrors = async (
  tx: EventsTx,
  body: ReportBody,
  assistantId: string,
  eventId: string,
): Promise<FieldError[]> => {
  const found = new Map((await tx.filesByIds(expenseFileIds(body))).map((f) => [f.id, f]));
  const errors: FieldError[] = [];
  for (const line of body.expenseLineRequestList) {
    if (line.kind !== 'EXPENSE' || !line.expenseFileName) continue;
    const f = found.get(line.expenseFileName);
    const usable =
      f !== undefined &&
      f.ownerId === assistantId &&
      f.usage === 'EXPENSE' &&
      f.deletedAt === null &&
      (f.eventId === null || f.eventId === eventId);
    if (!usable) errors.push({ errorCode: 'missing_expense_file', field: `expenses.${line.index}` });
  }
  return errors;
};

/** 409 report_already_decided with where the report stands now (another staff member decided first). */
const decidedAlready = (e: Pick<ShownEvent, 'status' | 'reportStatus' | 'rejectionReason'>) =>
  alreadyMoved('report_already_decided', 'This report was already decided', {
    reportStatus: e.reportStatus,
    status: e.status,
    rejectionReason: e.reportStatus === 'REJECTED' ? e.rejectionReason : null,
  });

export const createReportsService = (deps: EventsDeps) => {
  const { repo, clock, clients } = deps;

  /** The submission itself, inside the caller's transaction with the event locked. */
  const submit = async (
    tx: EventsTx,
    event: ShownEvent,
    body: ReportBody,
    rates: AssistantRate[],
  ): Promise<Report> => {
    const now = clock.now();
    if (!reportIsDue(event.startAt, now)) throw failWith('report_too_early', 'realStartingDate');
    if (isLocked(event)) throw failWith('report_already_submitted', 'status');
    const standard = rates.find((r) => r.id === body.assistantStandardRateId && r.kind === 'STANDARD');
    const errors = [
      ...reportRuleErrors(body, {
        remote: event.remote,
        premiumEnabled: event.premiumEnabled,
        premium: event.premiumState,
        standardRatePrice: standard ? standard.hourlyRate : null,
      }),
      ...(await taskErrors(tx, body)),
      ...(await fileErrors(tx, body, event.assistantId, event.id)),
    ];
    const premiumRate = body.assistantPremiumRateId;
    if (premiumRate && !rates.some((r) => r.id === premiumRate && r.kind === 'PREMIUM')) {
      errors.push({ errorCode: 'validation_failed', field: 'assistantPremiumRateId' });
    }
    if (errors.length > 0) throw ruleFailure(errors, 'The report breaks a rule');
    const { realDuration: _ignored, ...content } = body;
    const row = await tx.submitReport(event.id, content, reportTotalMinutes(body), now);
    await tx.setStatus(event.id, 'TERMINATED', now);
    await tx.attachFiles(expenseFileIds(body), event.id, now);
    const report = toReport(row, await tx.eventFiles(event.id));
    if (!report) throw new Error('submitted report has no content');
    await tx.history({
      assistantId: event.assistantId,
      at: clock.now(),
      objectType: 'REPORT',
      eventType: 'SUBMITTED',
      objectId: event.id,
      ...eventHistory(event),
    });
    return report;
  };

  const audited = async (actor: Actor, assistantId: string, event: ShownEvent, report: Report) => {
    await deps.audit({
      action: 'report_submitted',
      actorId: actor.userId,
      subjectId: assistantId,
      ip: actor.ip,
      detail: { eventId: event.id, remote: event.remote, realDuration: report.realDuration },
    });
  };

  return {
    getReport: async (assistantId: string, eventId: string): Promise<Report> => {
      await ownEvent(repo.findShown, assistantId, eventId);
      const row = await repo.findReport(eventId);
      const report = row ? toReport(row, await repo.eventFiles(eventId)) : null;
      if (!report) throw notFound('Report');
      return report;
    },

    /** PUT visit or remote work report: once started, once (again after a rejection). */
    putReport: async (
      assistantId: string,
      eventId: string,
      body: ReportBody,
      actor: Actor,
    ): Promise<Report> => {
      const event = await ownEvent(repo.findShown, assistantId, eventId);
      const rates = await clients.activeRates(assistantId, event.clientId);
      const report = await repo.transaction(async (tx) => {
        await tx.lockEvent(eventId);
        return submit(tx, await ownEvent(tx.findShown, assistantId, eventId), body, rates);
      });
      await audited(actor, assistantId, event, report);
      return report;
    },

    /** The remote work and its report in one transaction: an invalid report creates nothing. */
    createRemoteWorkWithReport: async (
      assistantId: string,
      body: { remoteWorkRequest: RemoteWorkBody; reportRequest: ReportBody },
      estimateId: string | undefined,
      actor: Actor,
    ): Promise<{ event: InterventionEvent; report: Report }> => {
      const client = await clients.get(assistantId, body.remoteWorkRequest.clientId);
      await checkEstimate(deps.quotes, client.id, estimateId);
      const rates = await clients.activeRates(assistantId, client.id);
      const done = await repo.transaction(async (tx) => {
        const event = await insertRemoteWork(
          tx,
          assistantId,
          body.remoteWorkRequest,
          estimateId,
          clock.now(),
        );
        const report = await submit(tx, event, body.reportRequest, rates);
        const shown = await tx.findShown(event.id);
        if (!shown) throw new Error('remote work vanished');
        return { shown, report };
      });
      await audited(actor, assistantId, done.shown, done.report);
      return { event: toEvent(done.shown, clock.now()), report: done.report };
    },

    /** Staff: VALIDATE closes the intervention; REJECT sends it back to DONE with the reason. */
    review: async (eventId: string, body: ReportReviewBody, actor: Actor): Promise<Report> => {
      await liveEvent(repo.findShown, eventId);
      const { event, report } = await repo.transaction(async (tx) => {
        await tx.lockEvent(eventId);
        const current = await liveEvent(tx.findShown, eventId);
        if (current.reportStatus === 'VALIDATED' || current.reportStatus === 'REJECTED') {
          throw decidedAlready(current);
        }
        if (current.reportStatus !== 'PENDING') throw failWith('report_not_submitted', 'eventId');
        const now = clock.now();
        const row =
          body.decision === 'VALIDATE'
            ? await tx.reviewReport(eventId, { status: 'VALIDATED', reviewedBy: actor.userId }, now)
            : await tx.reviewReport(
                eventId,
                { status: 'REJECTED', reviewedBy: actor.userId, reason: body.reason },
                now,
              );
        // conditional on PENDING: a decision that came first (lock or not) makes this one a 409
        if (!row) throw decidedAlready(current);
        await tx.setStatus(eventId, body.decision === 'VALIDATE' ? 'CLOSED' : 'DONE', now);
        const shownReport = toReport(row, await tx.eventFiles(eventId));
        if (!shownReport) throw notFound('Report');
        await tx.history({
          assistantId: current.assistantId,
          at: now,
          objectType: 'REPORT',
          eventType: body.decision === 'VALIDATE' ? 'VALIDATED' : 'REJECTED',
          objectId: eventId,
          ...eventHistory(current),
        });
        await tx.notify(
          current.assistantId,
          {
            kind: body.decision === 'VALIDATE' ? 'REPORT_VALIDATED' : 'REPORT_REJECTED',
            params: {
              eventId,
              remote: current.remote,
              clientName: boundedNotificationText(current.clientName),
              date: current.startAt.toISOString(),
            },
          },
          now,
        );
        return { event: current, report: shownReport };
      });
      await deps.audit({
        action: body.decision === 'VALIDATE' ? 'report_validated' : 'report_rejected',
        actorId: actor.userId,
        subjectId: event.assistantId,
        ip: actor.ip,
        detail: { eventId, ...(body.decision === 'REJECT' ? { reason: body.reason } : {}) },
      });
      return report;
    },
  };
};

export type ReportsService = ReturnType<typeof createReportsService>;
