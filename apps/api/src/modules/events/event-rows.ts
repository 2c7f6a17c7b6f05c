import { randomUUID } from 'node:crypto';
import {
  interventionTimeErrors,
  visitTexts,
  type Client,
  type RemoteWorkBody,
  type VisitBody,
} from '@relais/domain';
import { failWith, interventionFailure } from './event-shared';
import type { EventFields, NewEvent, EventsTx, ShownEvent } from './events.repository';
import type { QuotesService } from '../quotes/quotes.service';

/** Building and inserting interventions, shared by the events and reports services. */

export const nextDate = (date: string): string => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** What a visit or remote work body writes, with its label (a remote work's may be kept or empty). */
export const interventionFields = (body: VisitBody | RemoteWorkBody, label: string): EventFields => ({
  clientId: body.clientId,
  label,
  ...visitTexts(body),
  startAt: new Date(body.startDate),
  durationMinutes: body.duration,
});

/** A new intervention (SCHEDULED; its effective status is derived on read). */
export const newEvent = (
  assistantId: string,
  fields: EventFields & { remote: boolean },
  estimateId: string | undefined,
  now: Date,
): NewEvent => ({
  id: randomUUID(),
  assistantId,
  ...fields,
  status: 'SCHEDULED',
  premiumState: 'NONE',
  estimateId: estimateId ?? null,
  deletedAt: null,
  deletionReason: null,
  createdAt: now,
  updatedAt: now,
});

/** An event just created, shown without a second read (no report, premium never asked). */
export const shownNew = (row: NewEvent, client: Client): ShownEvent => ({
  ...row,
  clientName: client.name,
  clientColor: client.color,
  premiumEnabled: false,
  reportStatus: null,
  rejectionReason: null,
});

/**
 * An intervention may name the quote (estimate) it carries out: only a quote of its own client,
 * which the caller has already been checked to be linked to; anything else is refused, field named.
 */
export const checkEstimate = async (
  quotes: Pick<QuotesService, 'isOfClient'>,
  clientId: string,
  estimateId: string | undefined,
): Promise<void> => {
  if (estimateId === undefined) return;
  if (!(await quotes.isOfClient(clientId, estimateId)))
    throw failWith('estimate_not_of_client', 'estimateId');
};

/** Start 06:00 at the earliest, end 23:59 at the latest the same day: 400 with the first rule's code. */
export const checkTimes = (start: Date, duration: number): void => {
  const errors = interventionTimeErrors(start, duration);
  if (errors.length > 0) throw interventionFailure(errors);
};

/** Inserts a remote work after its time rules; answers its shown row (for the report that follows). */
export const insertRemoteWork = async (
  tx: EventsTx,
  assistantId: string,
  body: RemoteWorkBody,
  estimateId: string | undefined,
  now: Date,
): Promise<ShownEvent> => {
  const fields = interventionFields(body, body.label ?? '');
  checkTimes(fields.startAt, fields.durationMinutes);
  const row = newEvent(assistantId, { ...fields, remote: true }, estimateId, now);
  const [id] = await tx.insertEvents([row]);
  const shown = id ? await tx.findShown(id) : null;
  if (!shown) throw new Error('remote work insert returned nothing');
  return shown;
};
