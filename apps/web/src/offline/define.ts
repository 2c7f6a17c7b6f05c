import type { ActionDefinition, ActionSpec, AnyAction, PendingAction } from './types';

/**
 * Declares an action type. Nothing is registered: the app gives the engine its one list of
 * definitions at start (`app/offline-actions.ts`), and the engine finds them there by `type`.
 */
export const defineAction = <B, T extends string = string>(
  spec: ActionSpec<B, T>,
): ActionDefinition<B, T> => {
  const version = spec.version ?? 1;
  // the engine keeps each record's type and body version: a record of this type and version holds
  // a body this definition wrote (or upgraded), so this test is what types a queued body
  const owns = (a: PendingAction): a is PendingAction<B, T> => a.type === spec.type && a.version === version;
  const run: AnyAction['run'] = {
    send: (a, ctx) =>
      owns(a)
        ? spec.send(a.body, ctx)
        : Promise.reject(new Error(`${a.type} v${a.version}: not this version`)),
    apply: (qc, a) => {
      if (owns(a)) spec.apply?.(qc, a.body, a.id);
    },
    revert: (qc, a) => {
      if (owns(a)) spec.revert?.(qc, a.body, a.id);
    },
    settled: (qc, a, result) => {
      if (owns(a)) spec.settled?.(qc, a.body, result);
    },
    describe: (a) => (owns(a) ? spec.describe(a.body) : null),
    subjects: (a) => (owns(a) ? (spec.subjects?.(a.body, a.id) ?? []) : []),
    editPath: (a) => (owns(a) ? (spec.editPath?.(a.id, a.body) ?? null) : null),
    orderKeys: (a) => (owns(a) ? (spec.orderKeys?.(a.body, a.id) ?? null) : null),
    upgrade: (body, from) => {
      const next = from < version ? (spec.upgrade?.(body, from) ?? null) : null;
      return next === null ? null : { body: next };
    },
  };
  return { ...spec, version, owns, run };
};

/** Finds definitions by type; two definitions of one type are a mistake in the list. */
export const actionIndex = (actions: readonly AnyAction[]): ((type: string) => AnyAction | undefined) => {
  const byType = new Map<string, AnyAction>();
  for (const a of actions) {
    if (byType.has(a.type)) throw new Error(`offline action '${a.type}' is listed twice`);
    byType.set(a.type, a);
  }
  return (type) => byType.get(type);
};
