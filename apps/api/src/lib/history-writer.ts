import type { HistoryDetails, HistoryEventType, HistoryObjectType } from '@relais/domain';

/** One line of an assistant's activity history, as the modules that make changes describe it. */
export type HistoryEntry = {
  assistantId: string;
  at: Date;
  objectType: HistoryObjectType;
  eventType: HistoryEventType;
  objectId?: string | null;
  /** What the line is about in the user's words (an intervention's or absence's label, a file name...). */
  label: string;
  /** The facts the app writes the sentence from (see `HistoryDetails`). */
  details?: HistoryDetails | null;
};

/** Writes history lines on one database handle (a transaction's: the lines commit with the change). */
export type HistoryWriter = (...entries: HistoryEntry[]) => Promise<void>;

/**
 * The history module's writer on a handle. The wiring root (services.ts) gives it to every
 * repository that records changes; each binds it to its transaction, so that a change and its
 * history line commit together or not at all.
 */
export type HistoryWriterOn<Handle> = (handle: Handle) => HistoryWriter;
