import type { TranslationKey } from '../lib/i18n';
import { enqueue } from './enqueue';
import { report } from './reports';
import { getEngine } from './runtime';
import type { ActionDefinition, StoredFile } from './types';

/** How long a form waits for the server's answer before it says 'queued' and lets the user go on. */
export const SETTLE_LIMIT_MS = 12_000;

/**
 * What the form does next: `sent` (the server acknowledged) and `queued` (it waits for the network
 * or its turn; the item shows 'awaiting connection') go on as saved; `fix` opens the form of the
 * refused action, which shows the server's reason; `refused` stays (the reason is in a dialog).
 */
export type SubmitResult = { kind: 'sent' | 'queued' | 'refused' } | { kind: 'fix'; path: string };

export type SubmitTexts = {
  /** Shown once the server acknowledged ('Rapport envoyé'). */
  sent: TranslationKey;
  /** Shown while it waits ('… sera envoyé au retour de la connexion'). */
  queued: TranslationKey;
};

const within = <T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });

/**
 * Waits for what became of a queued action and tells the user: 'sent' only once the server has
 * acknowledged, 'queued' while it waits, and a refusal with its reason. A refused action that has a
 * form stays in the outbox and its form opens (`fix`); one without a form is undone and dropped.
 */
export const reportOutcome = async (id: string, texts: SubmitTexts | null): Promise<SubmitResult> => {
  const engine = getEngine();
  const outcome = await within(engine.settle(id), SETTLE_LIMIT_MS, null);
  if (outcome === null || outcome.kind === 'queued') {
    if (outcome === null) engine.unwatch(id);
    if (texts) report({ kind: 'submitted', outcome: 'queued', text: texts.queued });
    return { kind: 'queued' };
  }
  if (outcome.kind === 'sent') {
    if (texts) report({ kind: 'submitted', outcome: 'sent', text: texts.sent });
    return { kind: 'sent' };
  }
  if (outcome.kind === 'gone') return { kind: 'refused' };
  const action = engine.get(id);
  const path = action ? (engine.definitionOf(action.type)?.run.editPath(action) ?? null) : null;
  if (path) return { kind: 'fix', path };
  await engine.discard(id);
  report({ kind: 'undone', reason: outcome.error?.message });
  return { kind: 'refused' };
};

/** Queues an action (with its files) and reports its outcome (`texts: null`: nothing said but a refusal). */
export const submitAction = async <B, T extends string>(
  def: ActionDefinition<B, T>,
  body: B,
  texts: SubmitTexts | null,
  files: File[] = [],
): Promise<SubmitResult> => reportOutcome(await enqueue(def, body, files, { awaited: true }), texts);

/** Sends an edited queued action again (same place in the queue) and reports its outcome. */
export const resubmitAction = async <B>(
  id: string,
  body: B,
  texts: SubmitTexts,
  files?: StoredFile[],
): Promise<SubmitResult> => {
  await getEngine().resubmit(id, body, files, { awaited: true });
  return reportOutcome(id, texts);
};
