import type { Gauge } from '@relais/domain/rules';

/** What home does with the answer of `POST /assistants/{id}/gauge?update=false`. */
export type GaugeDecision = {
  /** Play the confetti and show the congratulation dialog. */
  celebrate: boolean;
  /** Then `POST ...gauge?update=true`: records the total as seen (and the celebration as shown). */
  record: boolean;
};

/**
 * The server says when to celebrate (crossing above 75 from (0, 75], not shown before). Offline
 * nothing plays and nothing is recorded, so the celebration waits for a visit online. The total is
 * recorded whenever it changed, so the next crossing is measured from what the assistant last saw.
 */
export const decideGauge = (gauge: Gauge, offline: boolean): GaugeDecision => {
  if (offline) return { celebrate: false, record: false };
  return {
    celebrate: gauge.celebrate,
    record: gauge.celebrate || gauge.previousTotal !== gauge.completion.total,
  };
};
