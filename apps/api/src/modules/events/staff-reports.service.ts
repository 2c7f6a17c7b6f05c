import {
  businessMonth,
  centsToEuros,
  effectiveStatus,
  reportPrice,
  zonedDateTime,
  type Clock,
  type ReportBody,
} from '@relais/domain';
import type {
  StaffPremiumPage,
  StaffReportChoices,
  StaffReportDetail,
  StaffReportPage,
  StaffReportsQuery,
  StaffReportsValidated,
} from '@relais/contract';
import { labelIn, type Language } from '../../lib/language';
import { AppError, notFound } from '../../plugins/app-error';
import type { ClientsService } from '../clients/clients.service';
import type { ReferenceService } from '../reference/reference.service';
import { liveEvent, toReport, type Actor } from './event-shared';
import type { EventsRepository } from './events.repository';
import type { ReportsService } from './reports.service';
import type { StaffReportsRepository, WaitingFilter } from './staff-reports.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants of a `YYYY-MM` month in the business zone. */
const monthRange = (month: string): { startFrom: Date; startTo: Date } => {
  const start = zonedDateTime(`${month}-01`, '00:00');
  return { startFrom: start, startTo: zonedDateTime(`${businessMonth(start, 1)}-01`, '00:00') };
};

/** The rate ids a report names (to load their hourly prices). */
const rateIds = (c: ReportBody): string[] =>
  [c.assistantStandardRateId, c.assistantPremiumRateId ?? ''].filter((id) => id !== '');

export type StaffReportsDeps = {
  repo: StaffReportsRepository;
  events: Pick<EventsRepository, 'findShown' | 'findReport' | 'eventFiles'>;
  reports: Pick<ReportsService, 'review'>;
  clients: Pick<ClientsService, 'hourlyCents'>;
  reference: Pick<ReferenceService, 'kmRateCents'>;
  clock: Clock;
};

/** The console's reports queue: reads for staff, and the bulk validation through the one review. */
export const createStaffReportsService = (deps: StaffReportsDeps) => {
  const { repo, clock } = deps;

  /** A report's price as the pro-forma counts it (the same domain `reportPrice`, the same rates). */
  const pricer = async (contents: ReportBody[]) => {
    const [hourly, kmCents] = await Promise.all([
      deps.clients.hourlyCents([...new Set(contents.flatMap(rateIds))]),
      deps.reference.kmRateCents(),
    ]);
    return (c: ReportBody) =>
      reportPrice(c, {
        standardHourlyCents: hourly.get(c.assistantStandardRateId) ?? 0,
        premiumHourlyCents: c.assistantPremiumRateId ? (hourly.get(c.assistantPremiumRateId) ?? null) : null,
        kmCents,
      });
  };

  return {
    list: async (q: StaffReportsQuery): Promise<StaffReportPage> => {
      const filter: WaitingFilter = {
        clientId: q.clientId,
        assistantId: q.assistantId,
        ...(q.month ? monthRange(q.month) : {}),
        ...(q.minAgeDays !== undefined
          ? { submittedBy: new Date(clock.now().getTime() - q.minAgeDays * DAY_MS) }
          : {}),
      };
      const { rows, total, oldestAt } = await repo.page(filter, q.page, q.size);
      return {
        items: rows.map((r) => ({
          eventId: r.eventId,
          assistant: { id: r.assistantId, name: r.assistantName },
          client: { id: r.clientId, name: r.clientName },
          label: r.label,
          startDate: r.startAt.toISOString(),
          remote: r.remote,
          submittedAt: r.submittedAt.toISOString(),
          total: r.content
            ? centsToEuros(
                reportPrice(r.content, {
                  standardHourlyCents: r.standardHourlyCents ?? 0,
                  premiumHourlyCents: r.content.assistantPremiumRateId ? r.premiumHourlyCents : null,
                  kmCents: r.kmCents,
                }).totalCents,
              )
            : 0,
          premium: r.premiumState,
        })),
        total,
        page: q.page,
        size: q.size,
        oldestAt: oldestAt ? oldestAt.toISOString() : null,
      };
    },

    /** The premium requests waiting for the client's answer, which staff give on their behalf. */
    premiumRequests: async (page: number, size: number): Promise<StaffPremiumPage> => {
      const { rows, total, oldestAt } = await repo.premiumPage(page, size);
      const names = await repo.names(rows.map((r) => r.assistantId));
      return {
        items: rows.map((r) => ({
          eventId: r.eventId,
          assistant: { id: r.assistantId, name: names.get(r.assistantId) ?? '' },
          client: { id: r.clientId, name: r.clientName },
          label: r.label,
          startDate: r.startAt.toISOString(),
          remote: r.remote,
          requestedAt: r.requestedAt.toISOString(),
        })),
        total,
        page,
        size,
        oldestAt: oldestAt ? oldestAt.toISOString() : null,
      };
    },

    choices: async (): Promise<StaffReportChoices> => {
      const { assistantIds, clients } = await repo.choices();
      const names = await repo.names(assistantIds);
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'fr');
      return {
        assistants: assistantIds.map((id) => ({ id, name: names.get(id) ?? '' })).sort(byName),
        clients: [...clients].sort(byName),
      };
    },

    /** One report in full (any status once submitted: the page stays readable after a decision). */
    detail: async (eventId: string, lang: Language): Promise<StaffReportDetail> => {
      const event = await liveEvent(deps.events.findShown, eventId);
      const [row, files, names] = await Promise.all([
        deps.events.findReport(eventId),
        deps.events.eventFiles(eventId),
        repo.names([event.assistantId]),
      ]);
      const report = row ? toReport(row, files) : null;
      if (!row?.content || !report) throw notFound('Report');
      const content = row.content;
      const all = [...content.reportTaskRequestList, ...content.reportPremiumTaskRequestList];
      const [labels, price] = await Promise.all([
        repo.taskLabels(all.map((t) => t.taskId)),
        pricer([content]),
      ]);
      const label = new Map(labels.map((t) => [t.id, labelIn(lang, t)]));
      const named = (list: ReportBody['reportTaskRequestList']) =>
        list.map((t) => ({
          taskId: t.taskId,
          label: label.get(t.taskId) ?? t.taskId,
          duration: t.duration,
          comment: t.comment ?? null,
        }));
      const p = price(content);
      return {
        eventId,
        assistant: { id: event.assistantId, name: names.get(event.assistantId) ?? '' },
        client: { id: event.clientId, name: event.clientName },
        label: event.label,
        startDate: event.startAt.toISOString(),
        duration: event.durationMinutes,
        remote: event.remote,
        status: effectiveStatus(event.status, event.startAt, event.durationMinutes, clock.now()),
        report,
        tasks: named(content.reportTaskRequestList),
        premiumTasks: named(content.reportPremiumTaskRequestList),
        price: {
          minutes: p.minutes,
          premiumMinutes: p.premiumMinutes,
          km: p.km,
          hoursAmount: centsToEuros(p.hoursCents),
          premiumAmount: centsToEuros(p.premiumHoursCents),
          kmAmount: centsToEuros(p.kmCents),
          expenses: p.expenses.map((x) => ({
            label: x.label,
            amount: centsToEuros(x.cents),
            fileId: x.fileId,
          })),
          expensesAmount: centsToEuros(p.expensesCents),
          total: centsToEuros(p.totalCents),
        },
        premium: {
          enabled: event.premiumEnabled,
          state: event.premiumState,
          pending: event.premiumState === 'WAITING',
        },
      };
    },

    /**
     * Many validations, one after the other, each through the one review (its own transaction,
     * audit, history line and notification). A report no longer waiting is skipped with its state.
     */
    validateMany: async (eventIds: readonly string[], actor: Actor): Promise<StaffReportsValidated> => {
      const validated: string[] = [];
      const skipped: StaffReportsValidated['skipped'] = [];
      for (const eventId of new Set(eventIds)) {
        try {
          await deps.reports.review(eventId, { decision: 'VALIDATE' }, actor);
          validated.push(eventId);
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
          skipped.push({
            eventId,
            reason: error.errorCode,
            reportStatus: error.current?.reportStatus ?? null,
          });
        }
      }
      return { validated, skipped };
    },
  };
};

export type StaffReportsService = ReturnType<typeof createStaffReportsService>;
