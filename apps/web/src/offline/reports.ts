import type { TranslationKey } from '../lib/i18n';
import type { PendingAction } from './types';

/** What the replayer reports: the app decides how to show it. */
export type EngineReport =
  /** This user's outbox emptied after a replay that sent actions which had waited. */
  | { kind: 'processed' }
  /** The server refused an action that had waited (no form is there to show the refusal). */
  | { kind: 'refused'; action: PendingAction }
  /** A queued action whose type is not in the app's list: parked, kept, never dropped. */
  | { kind: 'unknown-action'; action: PendingAction };

/**
 * Everything the offline engine tells the app (`startOfflineEngine(..., { report })`); the engine
 * itself shows nothing.
 */
export type OfflineReport =
  | EngineReport
  /** The disk is full: the action was not queued. */
  | { kind: 'no-space' }
  /** An action that cannot wait was asked for while offline (`requireOnline`). */
  | { kind: 'needs-network' }
  /** A form's action was acknowledged (`sent`) or waits (`queued`): the form's text to show. */
  | { kind: 'submitted'; outcome: 'sent' | 'queued'; text: TranslationKey }
  /** A form's action was refused and undone (it has no form to fix it in): the server's reason. */
  | { kind: 'undone'; reason: string | undefined };

let reporter: (report: OfflineReport) => void = () => {};

/** Where reports go (set at start; tests set a spy). */
export const setReporter = (next: (report: OfflineReport) => void): void => {
  reporter = next;
};

export const report = (r: OfflineReport): void => reporter(r);
