import type { ActionError } from './types';

/**
 * What became of an action once the replay that it started (or joined) is over: acknowledged by
 * the server, refused (parked with the server's reason), still waiting (no network, no session,
 * an earlier action stopped the replay), or gone (discarded meanwhile).
 */
export type Outcome =
  | { kind: 'sent'; result: unknown }
  | { kind: 'parked'; error: ActionError | null }
  | { kind: 'queued' }
  | { kind: 'gone' };

/**
 * The engine's memory of who waits for what: actions whose first replay is not over ('fresh': they
 * have not waited yet), and actions a form waits for ('awaited': it reports their outcome itself).
 */
export const createOutcomeBook = () => {
  const fresh = new Set<string>();
  const awaited = new Set<string>();
  /** Server answers of awaited actions not read yet, by action id. */
  const answers = new Map<string, Outcome>();

  /** The caller no longer waits for the outcome (read, or too long): a later refusal is announced. */
  const unwatch = (id: string): void => {
    awaited.delete(id);
    answers.delete(id);
  };

  return {
    /** An action was queued (or queued again) here; `byCaller`: a form waits for its outcome. */
    queued: (id: string, byCaller: boolean): void => {
      fresh.add(id);
      answers.delete(id);
      if (byCaller) awaited.add(id);
    },
    /** Runs one replay pass: what it does not send has waited afterwards (one queued meanwhile gets its own pass). */
    pass: async (run: () => Promise<void>): Promise<void> => {
      const inThisPass = [...fresh];
      try {
        await run();
      } finally {
        for (const id of inThisPass) fresh.delete(id);
      }
    },
    /** Not sent by the first replay after it was queued (or queued by an earlier page or tab). */
    waited: (id: string): boolean => !fresh.has(id),
    /** Keeps the answer for the form that waits; false when nobody waits (the engine announces it). */
    answered: (id: string, outcome: Outcome): boolean => {
      if (!awaited.has(id)) return false;
      answers.set(id, outcome);
      return true;
    },
    /** The answer kept for a waiting form (read once; the form stops waiting). */
    take: (id: string): Outcome | undefined => {
      const known = answers.get(id);
      unwatch(id);
      return known;
    },
    unwatch,
  };
};
