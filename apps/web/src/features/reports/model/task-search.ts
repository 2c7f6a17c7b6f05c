import type { TaskGroup } from '@relais/domain/rules';

export type TaskMatch = { group: TaskGroup; task: TaskGroup['tasks'][number] };

/**
 * A label as the search compares it: without accents (é → e, ç → c), ligatures spelt out (œ → oe),
 * typographic apostrophes as plain ones, lower case in the UI language, spaces squeezed.
 */
export const foldText = (text: string, locale: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[’‘ʼ`]/g, "'")
    .toLocaleLowerCase(locale)
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The tasks whose name holds every word of the query (in any order, accents and case ignored), then
 * the tasks where the words are found in the name and its group's name together (so 'paie' lists the
 * payroll group's tasks). Reference order inside each part; an empty query matches nothing.
 */
export const searchTasks = (groups: readonly TaskGroup[], query: string, locale: string): TaskMatch[] => {
  const words = foldText(query, locale).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const holdsAll = (text: string) => words.every((w) => text.includes(w));
  const byName: TaskMatch[] = [];
  const withGroup: TaskMatch[] = [];
  for (const group of groups) {
    const groupText = foldText(group.label, locale);
    for (const task of group.tasks) {
      const taskText = foldText(task.label, locale);
      if (holdsAll(taskText)) byName.push({ group, task });
      else if (holdsAll(`${taskText} ${groupText}`)) withGroup.push({ group, task });
    }
  }
  return [...byName, ...withGroup];
};
