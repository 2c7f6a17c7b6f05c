import type { TaskGroup } from '@relais/domain/rules';
import { describe, expect, it } from 'vitest';
import { orderGroups } from './task-order';
import { emptyTask } from './report-values';

const group = (n: number): TaskGroup => ({
  id: `g${n}`,
  code: `TG${n}`,
  label: `Group ${n}`,
  tasks: [{ id: `t${n}`, label: `Task ${n}`, premium: false }],
});
const GROUPS = [1, 2, 3, 4, 5].map(group);
const ids = (list: TaskGroup[]) => list.map((g) => g.id);

describe('task group order', () => {
  it('brings the groups used with the client first, most used first, the others in reference order', () => {
    const { first, others } = orderGroups(GROUPS, ['g4', 'g2'], {});
    expect(ids(first)).toEqual(['g4', 'g2']);
    expect(ids(others)).toEqual(['g1', 'g3', 'g5']);
  });

  it('adds the groups holding a filled task after the used ones, once', () => {
    const entries = {
      t5: { ...emptyTask(), minutes: '30' },
      t2: { ...emptyTask(), hours: '1' },
      t1: emptyTask(),
    };
    const { first, others } = orderGroups(GROUPS, ['g4', 'g2'], entries);
    expect(ids(first)).toEqual(['g4', 'g2', 'g5']);
    expect(ids(others)).toEqual(['g1', 'g3']);
  });

  it('skips used groups it does not show, and shows every group as other when none was used', () => {
    expect(ids(orderGroups(GROUPS, ['premium-only', 'g3'], {}).first)).toEqual(['g3']);
    const none = orderGroups(GROUPS, [], {});
    expect(none.first).toEqual([]);
    expect(ids(none.others)).toEqual(['g1', 'g2', 'g3', 'g4', 'g5']);
  });
});
