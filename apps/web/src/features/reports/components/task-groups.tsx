import { formatDuration, type TaskGroup } from '@relais/domain/rules';
import { useId, useState, type ReactNode } from 'react';
import { t } from '../../../lib/i18n';
import { TaskGroupIcon } from '../../../ui/task-group-icon';
import { entryMinutes, isEmptyEntry } from '../model/report-body';
import { emptyTask, type TaskEntry } from '../model/report-values';
import { DurationField } from '../../../ui/duration-field';
import { durationProps } from './duration-props';

type Props = {
  groups: TaskGroup[];
  entries: Record<string, TaskEntry>;
  onChange: (taskId: string, entry: TaskEntry) => void;
  errorOf: (taskId: string) => string | undefined;
};

const groupMinutes = (group: TaskGroup, entries: Record<string, TaskEntry>): number =>
  group.tasks.reduce((sum, task) => {
    const e = entries[task.id];
    const m = e ? entryMinutes(e) : 0;
    return sum + Math.max(0, m);
  }, 0);

type RowProps = {
  label: string;
  entry: TaskEntry;
  onChange: (e: TaskEntry) => void;
  error: string | undefined;
  caption?: ReactNode;
};

/** One task: its name (under `caption`, e.g. its group in search results), hours, minutes and comment. */
export const TaskRow = ({ label, entry, onChange, error, caption }: RowProps) => {
  const id = useId();
  return (
    <li className="flex flex-col gap-2 border-t border-edge py-3 first:border-t-0">
      {caption}
      <span id={id} className="font-semibold text-ink">
        {label}
      </span>
      <DurationField
        error={error}
        value={entry}
        onChange={(d) => onChange({ ...entry, ...d })}
        {...durationProps(label)}
      />
      {!isEmptyEntry(entry) && (
        <input
          type="text"
          aria-label={t('reports.taskComment', { label })}
          placeholder={t('reports.taskCommentPlaceholder')}
          className="min-h-11 rounded-lg border border-edge bg-white px-3 text-ink focus-visible:border-primary"
          value={entry.comment}
          maxLength={2000}
          onChange={(e) => onChange({ ...entry, comment: e.target.value })}
        />
      )}
    </li>
  );
};

/**
 * The tasks grouped by task group (with its icon), each group folded until opened; a group that
 * holds a filled task starts open, one with an error is opened, and each shows its time.
 */
export const TaskGroups = ({ groups, entries, onChange, errorOf }: Props) => {
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(groups.filter((g) => groupMinutes(g, entries) > 0).map((g) => g.id)),
  );
  const toggle = (id: string, isOpen: boolean) =>
    setOpen((current) => {
      if (current.has(id) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <div className="flex flex-col gap-2">
      {groups.map((group) => {
        const minutes = groupMinutes(group, entries);
        const hasError = group.tasks.some((task) => errorOf(task.id));
        return (
          <details
            key={group.id}
            open={open.has(group.id) || hasError}
            onToggle={(e) => toggle(group.id, e.currentTarget.open)}
            className="rounded-lg border border-edge"
          >
            <summary className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2">
              <TaskGroupIcon code={group.code} className="h-6 w-6 shrink-0 text-primary" />
              <span className="flex-1 font-semibold">{group.label}</span>
              {minutes > 0 && (
                <span className="text-sm font-semibold text-secondary">{formatDuration(minutes)}</span>
              )}
            </summary>
            <ul className="m-0 list-none px-3 pb-1">
              {group.tasks.map((task) => (
                <TaskRow
                  key={task.id}
                  label={task.label}
                  entry={entries[task.id] ?? emptyTask()}
                  onChange={(e) => onChange(task.id, e)}
                  error={errorOf(task.id)}
                />
              ))}
            </ul>
          </details>
        );
      })}
    </div>
  );
};
