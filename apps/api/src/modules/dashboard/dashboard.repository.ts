import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assistantClientRates, clients, events, rates, reports, users } from '../../db/schema/index';

/** The package whose active PROFORMAT_KM rate prices the kilometres of reports. */
export const KM_RATE_PACKAGE = 324;

const eventColumns = {
  id: events.id,
  clientId: events.clientId,
  remote: events.remote,
  label: events.label,
  comment: events.comment,
  startAt: events.startAt,
  durationMinutes: events.durationMinutes,
  status: events.status,
  premiumState: events.premiumState,
  estimateId: events.estimateId,
  clientName: clients.name,
  clientColor: clients.color,
  reportStatus: reports.status,
  rejectionReason: reports.rejectionReason,
  reportSubmittedAt: reports.submittedAt,
  reportContent: reports.content,
  reportRealDuration: reports.realDuration,
};

export const createDashboardRepository = (db: Db) => {
  const shown = () =>
    db
      .select(eventColumns)
      .from(events)
      .innerJoin(clients, eq(clients.id, events.clientId))
      .leftJoin(reports, eq(reports.eventId, events.id));

  return {
    /** The assistant's live interventions starting in [from, to), with their client and report. */
    monthEvents: async (assistantId: string, from: Date, to: Date) =>
      shown()
        .where(
          and(
            eq(events.assistantId, assistantId),
            isNull(events.deletedAt),
            gte(events.startAt, from),
            lt(events.startAt, to),
          ),
        )
        .orderBy(asc(events.startAt)),

    /** Every hourly rate of the assistant (active or not: a report keeps the rate it named). */
    hourlyRates: async (assistantId: string) =>
      db
        .select({ id: assistantClientRates.id, hourlyCents: assistantClientRates.hourlyCents })
        .from(assistantClientRates)
        .where(eq(assistantClientRates.assistantId, assistantId)),

    kmRateCents: async (): Promise<number> => {
      const [row] = await db
        .select({ priceCents: rates.priceCents })
        .from(rates)
        .where(
          and(
            eq(rates.productType, 'PROFORMAT_KM'),
            eq(rates.packageId, KM_RATE_PACKAGE),
            eq(rates.active, true),
          ),
        )
        .orderBy(asc(rates.createdAt))
        .limit(1);
      return row?.priceCents ?? 0;
    },

    user: async (userId: string) => {
      const [row] = await db
        .select({
          role: users.role,
          loginEmail: users.loginEmail,
          isClient: users.isClient,
          proInsuranceLimitDate: users.proInsuranceLimitDate,
          warningUpdateExpertise: users.warningUpdateExpertise,
          warningRelaisAcademy: users.warningRelaisAcademy,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
  };
};

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
export type DashboardEventRow = Awaited<ReturnType<DashboardRepository['monthEvents']>>[number];
