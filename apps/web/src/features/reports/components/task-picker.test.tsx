import type { TaskGroup } from '@relais/domain/rules';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import type { TaskEntry } from '../model/report-values';
import { TaskPicker } from './task-picker';

const GROUPS: TaskGroup[] = [
  { id: 'g1', code: 'TG1', label: 'Reception', tasks: [{ id: 't1', label: 'Visitors', premium: false }] },
  { id: 'g2', code: 'TG2', label: 'Mail', tasks: [{ id: 't2', label: 'Sorting', premium: false }] },
  {
    id: 'g3',
    code: 'TG3',
    label: 'Meetings',
    tasks: [{ id: 't3', label: 'Organising réunions', premium: false }],
  },
  { id: 'g4', code: 'TG4', label: 'Filing', tasks: [{ id: 't4', label: 'Scanning', premium: false }] },
];

const Harness = ({
  used,
  initial = {},
  onSubmit,
}: {
  used: string[] | null;
  initial?: Record<string, TaskEntry>;
  onSubmit?: () => void;
}) => {
  const [entries, setEntries] = useState(initial);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      <TaskPicker
        groups={GROUPS}
        usedGroupIds={used}
        entries={entries}
        onChange={(id, entry) => setEntries((all) => ({ ...all, [id]: entry }))}
        errorOf={() => undefined}
      />
    </form>
  );
};

const summaries = (container: Element) =>
  Array.from(container.querySelectorAll(':scope > div > details > summary')).map((s) => s.textContent);
const search = (text: string) =>
  fireEvent.change(screen.getByLabelText('Search a task'), { target: { value: text } });

describe('task picker', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(cleanup);

  it('shows the groups used with the client first and folds the others under one disclosure', () => {
    const { container } = render(<Harness used={['g3', 'g1']} />);
    const first = container.querySelector('[data-task-groups="first"]');
    const others = container.querySelector<HTMLDetailsElement>('[data-task-groups="others"]');
    if (!first || !others) throw new Error('no group lists');
    expect(summaries(first)).toEqual(['Meetings', 'Reception']);
    expect(others.open).toBe(false);
    expect(within(others).getByText('Other task groups (2)')).toBeTruthy();
    expect(summaries(others.querySelector('div') ?? others)).toEqual(['Mail', 'Filing']);
  });

  it('lists every group plainly when none was used, and waits while the used ones are read', () => {
    const { container, rerender } = render(<Harness used={null} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    rerender(<Harness used={[]} />);
    expect(container.querySelector('[data-task-groups="others"]')).toBeNull();
    expect(Array.from(container.querySelectorAll('summary')).map((s) => s.textContent)).toEqual([
      'Reception',
      'Mail',
      'Meetings',
      'Filing',
    ]);
  });

  it('finds a task by part of its name, without accent, with its group, and keeps what was filled', () => {
    const onSubmit = vi.fn();
    render(
      <Harness
        used={['g1']}
        initial={{ t4: { hours: '1', minutes: '', comment: '' } }}
        onSubmit={onSubmit}
      />,
    );
    search('REUNI');
    const results = screen.getByRole('list', { name: 'Tasks found' });
    expect(within(results).getByText('Organising réunions')).toBeTruthy();
    expect(within(results).getByText('Meetings')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 task found');
    fireEvent.change(screen.getByLabelText('Minutes: Organising réunions'), { target: { value: '45' } });
    // the task filled before the search stays on screen
    expect(
      within(screen.getByRole('list', { name: 'Tasks already entered' })).getByLabelText<HTMLInputElement>(
        'Hours: Scanning',
      ).value,
    ).toBe('1');
    // Enter in the search field does not send the report
    fireEvent.keyDown(screen.getByLabelText('Search a task'), { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();

    search('');
    // both filled groups now come with the used one, open
    const first = document.querySelector('[data-task-groups="first"]');
    expect(first && summaries(first).map((s) => s?.replace(/\d.*$/, ''))).toEqual([
      'Reception',
      'Meetings',
      'Filing',
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Minutes: Organising réunions').value).toBe('45');
  });

  it('says clearly when no task matches', () => {
    render(<Harness used={[]} />);
    search('invoices');
    expect(screen.getByRole('status').textContent).toBe('No task matches “invoices”. Try another word.');
    expect(screen.queryByRole('list', { name: 'Tasks found' })).toBeNull();
  });
});
