/** The ids ticked in a list, as an immutable set (a new set on each change, so React sees it). */
export type Selection = ReadonlySet<string>;

export const toggled = (selection: Selection, id: string): Selection => {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

/** The selection kept to the lines still shown (a line archived or deleted leaves it). */
export const keptTo = (selection: Selection, shown: readonly { id: string }[]): Selection => {
  if (selection.size === 0) return selection;
  const ids = new Set(shown.map((m) => m.id));
  const next = new Set([...selection].filter((id) => ids.has(id)));
  return next.size === selection.size ? selection : next;
};

/** All shown lines selected, or none when they all are already. */
export const allOrNone = (selection: Selection, shown: readonly { id: string }[]): Selection =>
  shown.length > 0 && shown.every((m) => selection.has(m.id)) ? new Set() : new Set(shown.map((m) => m.id));
