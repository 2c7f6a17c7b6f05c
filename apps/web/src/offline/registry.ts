import type { ActionDefinition } from './types';

const definitions = new Map<string, ActionDefinition<unknown>>();

/** Declares an action type once; the engine finds it again by `type` when replaying. */
export const defineAction = <B>(def: ActionDefinition<B>): ActionDefinition<B> => {
  definitions.set(def.type, def as ActionDefinition<unknown>);
  return def;
};

export const definitionOf = (type: string): ActionDefinition<unknown> | undefined => definitions.get(type);
