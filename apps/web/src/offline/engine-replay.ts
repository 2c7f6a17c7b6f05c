import { timerSchedule, type EngineDeps } from './engine-deps';

/**
 * When the engine replays: one pass at a time (under the tabs' lock), a call during a pass runs
 * one more pass after it, and one retry at most is scheduled (a replay cancels it).
 */
export const createReplayRunner = (
  pass: () => Promise<void>,
  { withLock = (run) => run(), schedule = timerSchedule }: Pick<EngineDeps, 'withLock' | 'schedule'>,
) => {
  let running: Promise<void> | null = null;
  let again = false;
  let cancelRetry: (() => void) | null = null;

  /** Sends this user's waiting actions in order; a call during a replay runs one more pass after it. */
  const replay = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    cancelRetry?.();
    cancelRetry = null;
    running = (async () => {
      do {
        again = false;
        await withLock(pass);
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  /** A replay in `ms` (in place of any retry scheduled before). */
  const retryAfter = (ms: number): void => {
    cancelRetry?.();
    cancelRetry = schedule(() => void replay(), ms);
  };

  /** Resolves when no replay is running. */
  const idle = async (): Promise<void> => {
    while (running) await running;
  };

  return { replay, retryAfter, idle };
};
