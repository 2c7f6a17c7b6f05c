import type { InterventionEvent, Premium } from '@relais/domain/rules';

/** The part of a query result these read (TanStack Query's fits). */
export type Read = { data: unknown; fetchStatus: 'fetching' | 'paused' | 'idle'; isError: boolean };

/**
 * Why reads a screen needs have nothing to show and will not get it now: `offline` (a read with no
 * copy waits, paused, for the network: it would show 'Loading…' for ever), `failed`; `null` while
 * each has its data or may still get it.
 */
export const missingReason = (...reads: Read[]): 'offline' | 'failed' | null => {
  const missing = reads.filter((r) => r.data === undefined);
  if (missing.some((r) => r.fetchStatus === 'paused')) return 'offline';
  if (missing.some((r) => r.isError && r.fetchStatus !== 'fetching')) return 'failed';
  return null;
};

/** No more data will come for this read now: it has its data, or it is paused offline, or failed. */
export const settled = (read: Read): boolean =>
  read.data !== undefined ||
  read.fetchStatus === 'paused' ||
  (read.isError && read.fetchStatus !== 'fetching');

/**
 * The premium state an intervention carries itself, for when its own read (GET .../premium) is not
 * on the device (offline, never opened): asked, answered or approved means the client offers it;
 * NONE reads as not offered (asking needs the network anyway).
 */
export const premiumOfEvent = (event: Pick<InterventionEvent, 'id' | 'premium'>): Premium => ({
  eventId: event.id,
  enabled: event.premium !== 'NONE',
  state: event.premium,
});
