import type { TaskGroup } from '@relais/domain/rules';
import { useMemo, useState } from 'react';
import { getLanguage, t } from '../../../lib/i18n';
import { TaskGroupIcon } from '../../../ui/task-group-icon';
import { TextField } from '../../../ui/text-field';
import { isEmptyEntry } from '../model/report-body';
import { emptyTask, type TaskEntry } from '../model/report-values';
import { orderGroups } from '../model/task-order';
import { searchTasks, type TaskMatch } from '../model/task-search';
import { TaskGroups, TaskRow } from './task-groups';

type Shared = {
  groups: TaskGroup[];
  entries: Record<string, TaskEntry>;
  onChange: (taskId: string, entry: TaskEntry) => void;
  errorOf: (taskId: string) => string | undefined;
};

export type TaskPickerProps = Shared & {
  /** The groups used with this client, most used first; null while they are being read. */
  usedGroupIds: readonly string[] | null;
};

const GroupCaption = ({ group }: { group: TaskGroup }) => (
  <span className="flex items-center gap-1 text-sm text-muted">
    <TaskGroupIcon code={group.code} className="h-4 w-4 shrink-0 text-primary" />
    {group.label}
  </span>
);

const MatchList = ({
  matches,
  label,
  ...p
}: Omit<Shared, 'groups'> & { matches: TaskMatch[]; label: string }) => (
  <ul aria-label={label} className="m-0 list-none rounded-lg border border-edge px-3">
    {matches.map(({ group, task }) => (
      <TaskRow
        key={task.id}
        label={task.label}
        caption={<GroupCaption group={group} />}
        entry={p.entries[task.id] ?? emptyTask()}
        onChange={(e) => p.onChange(task.id, e)}
        error={p.errorOf(task.id)}
      />
    ))}
  </ul>
);

/** The tasks matching the search, with their group; the tasks already filled stay shown below. */
const SearchResults = ({ query, ...p }: Shared & { query: string }) => {
  const matches = useMemo(() => searchTasks(p.groups, query, getLanguage()), [p.groups, query]);
  const shown = new Set(matches.map((m) => m.task.id));
  const kept = p.groups.flatMap((group) =>
    group.tasks
      .filter(
        (task) =>
          !shown.has(task.id) &&
          p.entries[task.id] !== undefined &&
          !isEmptyEntry(p.entries[task.id] ?? emptyTask()),
      )
      .map((task) => ({ group, task })),
  );
  return (
    <>
      <p
        role="status"
        className={`m-0 ${matches.length === 0 ? 'rounded-lg bg-secondary-soft p-3' : 'text-sm text-muted'}`}
      >
        {matches.length > 0
          ? t('reports.picker.found', { count: matches.length })
          : t('reports.picker.noMatch', { query: query.trim() })}
      </p>
      {matches.length > 0 && <MatchList {...p} matches={matches} label={t('reports.picker.results')} />}
      {kept.length > 0 && (
        <>
          <h3 className="m-0 text-[1.08rem] font-semibold">{t('reports.picker.kept')}</h3>
          <p className="m-0 text-sm text-muted">{t('reports.picker.keptHint')}</p>
          <MatchList {...p} matches={kept} label={t('reports.picker.kept')} />
        </>
      )}
    </>
  );
};

/**
 * The groups used with this client first, the others folded under one disclosure (opened by itself
 * when one of them shows an error). The order is fixed when the list appears, so a group does not
 * move while she types; it is made again after a search.
 */
const GroupLists = ({
  usedGroupIds,
  othersOpen,
  onOthers,
  ...p
}: Shared & { usedGroupIds: readonly string[]; othersOpen: boolean; onOthers: (open: boolean) => void }) => {
  const [firstIds] = useState(() => orderGroups(p.groups, usedGroupIds, p.entries).first.map((g) => g.id));
  const { first, others } = useMemo(() => orderGroups(p.groups, firstIds, {}), [p.groups, firstIds]);
  if (first.length === 0) return <TaskGroups {...p} groups={others} />;
  const othersError = others.some((g) => g.tasks.some((task) => p.errorOf(task.id)));
  return (
    <>
      <h3 className="m-0 text-[1.08rem] font-semibold">{t('reports.picker.first')}</h3>
      <div data-task-groups="first">
        <TaskGroups {...p} groups={first} />
      </div>
      {others.length > 0 && (
        <details
          data-task-groups="others"
          open={othersOpen || othersError}
          onToggle={(e) => onOthers(e.currentTarget.open)}
          className="rounded-lg border border-edge bg-secondary-soft"
        >
          <summary className="flex min-h-11 cursor-pointer items-center px-3 py-2 font-semibold">
            {t('reports.picker.others', { count: others.length })}
          </summary>
          <div className="bg-white p-2">
            <TaskGroups {...p} groups={others} />
          </div>
        </details>
      )}
    </>
  );
};

/**
 * The standard tasks of the report: a search over every task (accents and case ignored), or the
 * groups used with this client first and the others folded.
 */
export const TaskPicker = ({ usedGroupIds, ...p }: TaskPickerProps) => {
  const [query, setQuery] = useState('');
  const [othersOpen, setOthersOpen] = useState(false);
  return (
    <>
      <TextField
        type="search"
        label={t('reports.picker.searchLabel')}
        placeholder={t('reports.picker.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        // Enter searches (it already did): it must not send the report
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
      />
      {query.trim() !== '' ? (
        <SearchResults {...p} query={query} />
      ) : usedGroupIds === null ? (
        // holding most of a screen while read (the lists are longer), so the sections below stay
        // below the fold and the lists' arrival moves nothing in sight
        <p className="m-0 min-h-[70vh] text-muted" aria-busy="true">
          {t('reports.loading')}
        </p>
      ) : (
        <GroupLists {...p} usedGroupIds={usedGroupIds} othersOpen={othersOpen} onOthers={setOthersOpen} />
      )}
    </>
  );
};
