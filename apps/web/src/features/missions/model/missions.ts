import {
  businessMonth,
  clientLabel,
  daysInMonth,
  inBusinessZone,
  type Client,
  type InterventionEvent,
} from '@relais/domain/rules';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';

/** The events read for the missions: this month and the next (the same list, and cache, as home's). */
export const missionRange = (now: Date): { start: string; end: string } => {
  const next = businessMonth(now, 1);
  return {
    start: `${businessMonth(now, 0)}-01`,
    end: `${next}-${String(daysInMonth(next)).padStart(2, '0')}`,
  };
};

const endOf = (e: Pick<InterventionEvent, 'startDate' | 'duration'>): number =>
  Date.parse(e.startDate) + e.duration * 60_000;

/** A client's interventions of the list, soonest first. */
export const eventsOf = (events: readonly InterventionEvent[], clientId: string): InterventionEvent[] =>
  events
    .filter((e) => e.clientId === clientId)
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));

/** The next intervention with that client: the first one not ended yet. */
export const nextWith = (
  events: readonly InterventionEvent[],
  clientId: string,
  now: Date,
): InterventionEvent | null => eventsOf(events, clientId).find((e) => endOf(e) > now.getTime()) ?? null;

/** 'company', 'individual' or 'unknown company' (spec 3). */
export const clientLabelText = (client: Pick<Client, 'pro' | 'company'>): string => {
  const label = clientLabel(client);
  if (label.kind === 'company') return label.company;
  return t(label.kind === 'individual' ? 'missions.individual' : 'missions.unknownCompany');
};

/** Active clients first, then by label. */
export const sortClients = (clients: readonly Client[]): Client[] =>
  [...clients].sort(
    (a, b) => Number(b.active) - Number(a.active) || clientLabelText(a).localeCompare(clientLabelText(b)),
  );

/** The account contact's name ('Mme Claire Martin'), null when none is known. */
export const contactName = (client: Client): string | null => {
  const a = client.relaisAccount;
  const name = [a.firstName, a.lastName].filter((p) => p && p.trim()).join(' ');
  if (!name) return null;
  return a.civility ? `${t(`missions.civility.${a.civility}`)} ${name}` : name;
};

/** The address on one line, null when none. */
export const addressLine = (client: Client): string | null => {
  const a = client.relaisAccount;
  const line = [a.address, a.address2, a.zipCode].filter((p) => p && p.trim()).join(', ');
  return line || null;
};

export const mapHref = (address: string): string =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

/** 'lundi 24 novembre à 10:00' in the business zone. */
export const eventWhen = (e: Pick<InterventionEvent, 'startDate'>): string => {
  const at = inBusinessZone(e.startDate);
  return t('missions.when', { day: formatDate(at, 'EEEE d MMMM'), time: formatDate(at, 'HH:mm') });
};
