import type { TaskGroup } from '@relais/domain/rules';
import { describe, expect, it } from 'vitest';
import { foldText, searchTasks } from './task-search';

const GROUPS: TaskGroup[] = [
  {
    id: 'g1',
    code: 'TG1',
    label: 'Accueil',
    tasks: [{ id: 't1', label: 'Accueil physique des visiteurs', premium: false }],
  },
  {
    id: 'g2',
    code: 'TG2',
    label: 'Agenda',
    tasks: [
      { id: 't2', label: 'Gestion de l’agenda du dirigeant', premium: false },
      { id: 't3', label: 'Organisation de réunions', premium: false },
    ],
  },
  {
    id: 'g3',
    code: 'TG3',
    label: 'Paie',
    tasks: [
      { id: 't4', label: 'Préparation des éléments de paie', premium: false },
      { id: 't5', label: 'Déclarations sociales', premium: false },
    ],
  },
  {
    id: 'g4',
    code: 'TG4',
    label: 'Divers',
    tasks: [{ id: 't6', label: 'Main-d’œuvre ÉTRANGÈRE', premium: false }],
  },
];
const ids = (query: string, locale = 'fr') => searchTasks(GROUPS, query, locale).map((m) => m.task.id);

describe('task search', () => {
  it('folds accents, case, ligatures, apostrophes and spaces', () => {
    expect(foldText('  Réunions   ÉTÉ ', 'fr')).toBe('reunions ete');
    expect(foldText('Main-d’œuvre', 'fr')).toBe("main-d'oeuvre");
  });

  it('finds a task by part of its name, with or without accents, in any case', () => {
    expect(ids('réun')).toEqual(['t3']);
    expect(ids('REUN')).toEqual(['t3']);
    expect(ids('elements')).toEqual(['t4']);
    expect(ids('ÉLÉMENTS')).toEqual(['t4']);
    expect(ids("l'agenda")).toEqual(['t2']);
    expect(ids('oeuvre etrangere', 'en')).toEqual(['t6']);
  });

  it('needs every word, in any order, and answers the group with each task', () => {
    expect(ids('dirigeant gestion')).toEqual(['t2']);
    expect(ids('gestion visiteurs')).toEqual([]);
    expect(searchTasks(GROUPS, 'sociales', 'fr')).toEqual([{ group: GROUPS[2], task: GROUPS[2]?.tasks[1] }]);
  });

  it('lists the tasks named by the query first, then the tasks of a group named by it', () => {
    // 'paie' names t4 itself, and t5 only through its group
    expect(ids('paie')).toEqual(['t4', 't5']);
    expect(ids('agenda')).toEqual(['t2', 't3']);
  });

  it('matches nothing for an empty query or an unknown word', () => {
    expect(ids('   ')).toEqual([]);
    expect(ids('zzz')).toEqual([]);
  });
});
