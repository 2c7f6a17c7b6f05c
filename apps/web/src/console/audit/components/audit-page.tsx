import type { StaffAuditLine } from '@relais/contract';
import { AUDIT_TRAIL_ACTIONS } from '@relais/domain/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { ct } from '../../i18n';
import { useConsoleTitle } from '../../shell/use-console-title';
import { useMay, useStaffMe } from '../../shell/use-staff-me';
import { DataTable, type ConsoleColumn } from '../../ui/data-table';
import { ListState } from '../../ui/list-state';
import { Pager } from '../../ui/pager';
import { auditChoices, AUDIT_PAGE_SIZE, listAudit, staffAuditKeys } from '../api';
import { detailText, personText } from '../audit-line';
import { useAuditSearch } from '../use-audit-search';

/**
 * /staff/audit (admin): the audit trail, newest first: who did what to whom and when, filtered by
 * staff member, action, dates and the person concerned (a name in a line filters on it); all in the URL.
 */
export const AuditPage = () => {
  useConsoleTitle('audit.title');
  const { search, update, clear } = useAuditSearch();
  const may = useMay('admin');
  const known = useStaffMe().data !== undefined;
  const list = useQuery({
    queryKey: staffAuditKeys.list(search),
    queryFn: () => listAudit(search),
    placeholderData: keepPreviousData,
    enabled: may,
  });
  const choices = useQuery({ queryKey: staffAuditKeys.choices, queryFn: auditChoices, enabled: may });
  const items = list.data?.items ?? [];
  const subject = items.find((l) => l.subject?.id === search.assistantId)?.subject ?? null;

  const columns: ConsoleColumn<StaffAuditLine>[] = [
    {
      id: 'at',
      header: ct('audit.at'),
      cell: (l) => <time dateTime={l.at}>{formatDate(l.at, 'Pp')}</time>,
      sortValue: (l) => l.at,
    },
    {
      id: 'actor',
      header: ct('audit.actor'),
      cell: (l) => personText(l.actor),
      sortValue: (l) => personText(l.actor),
    },
    {
      id: 'action',
      header: ct('audit.action'),
      cell: (l) => ct(`audit.actions.${l.action}`),
      sortValue: (l) => ct(`audit.actions.${l.action}`),
    },
    {
      id: 'subject',
      header: ct('audit.subject'),
      cell: (l) =>
        l.subject && !search.assistantId ? (
          <Button
            variant="text"
            className="justify-start px-1 text-left"
            onClick={() => update({ assistantId: l.subject?.id })}
          >
            {personText(l.subject)}
            <span className="sr-only"> {ct('audit.onlyThisSubject')}</span>
          </Button>
        ) : (
          personText(l.subject)
        ),
      sortValue: (l) => personText(l.subject),
    },
    {
      id: 'detail',
      header: ct('audit.detail'),
      cell: (l) => (
        <span className="break-words text-[0.95rem] text-muted">{detailText(l.detail) || '—'}</span>
      ),
    },
  ];

  if (known && !may)
    return (
      <section className="flex flex-col gap-4">
        <h1 className="m-0 text-[1.6rem] font-bold">{ct('audit.title')}</h1>
        <p className="m-0">{ct('audit.notAllowed')}</p>
      </section>
    );

  return (
    <section className="flex flex-col gap-4">
      <h1 className="m-0 text-[1.6rem] font-bold">{ct('audit.title')}</h1>
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label={ct('audit.actorFilter')}
          value={search.actorId ?? ''}
          onChange={(e) => update({ actorId: e.target.value })}
        >
          <option value="">{ct('audit.allActors')}</option>
          {(choices.data?.actors ?? []).map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={ct('audit.actionFilter')}
          value={search.action ?? ''}
          onChange={(e) => update({ action: e.target.value })}
        >
          <option value="">{ct('audit.allActions')}</option>
          {AUDIT_TRAIL_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {ct(`audit.actions.${a}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          type="date"
          label={ct('audit.from')}
          value={search.from ?? ''}
          max={search.to}
          onChange={(e) => update({ from: e.target.value })}
        />
        <TextField
          type="date"
          label={ct('audit.to')}
          value={search.to ?? ''}
          min={search.from}
          onChange={(e) => update({ to: e.target.value })}
        />
        <Button variant="secondary" onClick={clear}>
          {ct('audit.clear')}
        </Button>
      </div>
      {search.assistantId && (
        <p className="m-0 flex items-center gap-2">
          {ct('audit.ofSubject', { name: subject ? personText(subject) : '…' })}
          <Button variant="text" onClick={() => update({ assistantId: undefined })}>
            {ct('audit.allSubjects')}
          </Button>
        </p>
      )}
      <ListState query={list}>
        {(data) => (
          <>
            <p className="m-0 text-muted">{ct('audit.count', { count: data.total })}</p>
            <DataTable
              caption={ct('audit.caption')}
              rows={data.items}
              columns={columns}
              rowId={(l) => l.id}
              rowLabel={(l) => `${personText(l.actor)} – ${ct(`audit.actions.${l.action}`)}`}
              emptyText={ct('audit.empty')}
            />
            <Pager
              page={search.page}
              size={AUDIT_PAGE_SIZE}
              total={data.total}
              onPage={(p) => update({ page: p > 0 ? String(p + 1) : undefined })}
            />
          </>
        )}
      </ListState>
    </section>
  );
};
