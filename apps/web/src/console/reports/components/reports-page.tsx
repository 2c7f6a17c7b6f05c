import type { StaffReportItem, StaffReportsValidated } from '@relais/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { consoleHomeKeys } from '../../home/console-home';
import { ct } from '../../i18n';
import { useMay } from '../../shell/use-staff-me';
import { useConsoleTitle } from '../../shell/use-console-title';
import { ageOf } from '../../ui/age';
import { ListState } from '../../ui/list-state';
import { DataTable, type ConsoleColumn } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { listReports, reportChoices, REPORTS_PAGE_SIZE, staffReportKeys, validateReports } from '../api';
import { useReportsSearch } from '../use-reports-search';
import { PremiumRequests } from './premium-requests';
import { euros, kindOf } from './report-format';

const AGES = [1, 3, 7, 14, 30] as const;
const STATES = ['PENDING', 'VALIDATED', 'REJECTED'] as const;
const isState = (v: string | null): v is (typeof STATES)[number] =>
  v !== null && (STATES as readonly string[]).includes(v);

/** What a bulk validation did: how many validated, and each one skipped with why. */
const BulkOutcome = ({ outcome, rows }: { outcome: StaffReportsValidated; rows: StaffReportItem[] }) => {
  const named = (id: string) => {
    const row = rows.find((r) => r.eventId === id);
    return row ? `${row.assistant.name} – ${row.client.name}, ${formatDate(row.startDate)}` : id;
  };
  return (
    <div role="status" className="flex flex-col gap-1 rounded-lg bg-secondary-soft px-3 py-2">
      <p className="m-0 font-semibold">{ct('reports.bulkDone', { count: outcome.validated.length })}</p>
      {outcome.skipped.length > 0 && (
        <>
          <p className="m-0">{ct('reports.bulkSkipped', { count: outcome.skipped.length })}</p>
          <ul className="m-0 pl-5">
            {outcome.skipped.map((s) => (
              <li key={s.eventId}>
                {named(s.eventId)} :{' '}
                {isState(s.reportStatus)
                  ? ct('reports.skippedState', { state: ct(`reports.states.${s.reportStatus}`) })
                  : ct('reports.skippedGone')}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
};

/**
 * /staff/reports: the reports waiting for a decision, oldest submitted first; filters and page in
 * the URL; a row opens the report; with `operations`, select many and validate them in one action.
 */
export const ReportsPage = () => {
  useConsoleTitle('reports.title');
  const { search, update, setPage } = useReportsSearch();
  const may = useMay('operations');
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ result: StaffReportsValidated; rows: StaffReportItem[] }>();
  const list = useQuery({
    queryKey: staffReportKeys.list(search),
    queryFn: () => listReports(search),
    placeholderData: keepPreviousData,
  });
  const choices = useQuery({ queryKey: staffReportKeys.choices, queryFn: reportChoices });
  const items = list.data?.items ?? [];
  const bulk = useMutation({
    mutationFn: (ids: string[]) => validateReports(ids),
    onSuccess: (result) => {
      setOutcome({ result, rows: items });
      setSelected(new Set());
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: staffReportKeys.all });
      void queryClient.invalidateQueries({ queryKey: consoleHomeKeys.queue('reports') });
    },
  });

  const columns: ConsoleColumn<StaffReportItem>[] = [
    {
      id: 'date',
      header: ct('reports.date'),
      cell: (r) => `${formatDate(r.startDate)} · ${kindOf(r.remote)}`,
      sortValue: (r) => r.startDate,
    },
    {
      id: 'assistant',
      header: ct('reports.assistant'),
      cell: (r) => r.assistant.name,
      sortValue: (r) => r.assistant.name,
    },
    {
      id: 'client',
      header: ct('reports.client'),
      cell: (r) => r.client.name,
      sortValue: (r) => r.client.name,
    },
    {
      id: 'submitted',
      header: ct('reports.submitted'),
      cell: (r) => ct('reports.submittedAgo', { date: formatDate(r.submittedAt), age: ageOf(r.submittedAt) }),
      sortValue: (r) => r.submittedAt,
    },
    {
      id: 'total',
      header: ct('reports.total'),
      cell: (r) => euros(r.total),
      sortValue: (r) => r.total,
      numeric: true,
    },
    { id: 'premium', header: ct('reports.premium'), cell: (r) => ct(`reports.premiumStates.${r.premium}`) },
  ];
  const ticked = items.filter((r) => selected.has(r.eventId)).map((r) => r.eventId);

  return (
    <section className="flex flex-col gap-4">
      <h1 className="m-0 text-[1.6rem] font-bold">{ct('reports.title')}</h1>
      {outcome && <BulkOutcome outcome={outcome.result} rows={outcome.rows} />}
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label={ct('reports.client')}
          value={search.clientId ?? ''}
          onChange={(e) => update({ clientId: e.target.value })}
        >
          <option value="">{ct('reports.allClients')}</option>
          {(choices.data?.clients ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={ct('reports.assistant')}
          value={search.assistantId ?? ''}
          onChange={(e) => update({ assistantId: e.target.value })}
        >
          <option value="">{ct('reports.allAssistants')}</option>
          {(choices.data?.assistants ?? []).map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </SelectField>
        <TextField
          type="month"
          label={ct('reports.month')}
          value={search.month ?? ''}
          onChange={(e) => update({ month: e.target.value })}
        />
        <SelectField
          label={ct('reports.age')}
          value={search.minAgeDays ? String(search.minAgeDays) : ''}
          onChange={(e) => update({ minAgeDays: e.target.value })}
        >
          <option value="">{ct('reports.anyAge')}</option>
          {AGES.map((d) => (
            <option key={d} value={String(d)}>
              {ct('reports.atLeastDays', { count: d })}
            </option>
          ))}
        </SelectField>
      </div>
      <ListState query={list}>
        {(data) => (
          <>
            <p className="m-0 text-muted">{ct('reports.count', { count: data.total })}</p>
            {may && items.length > 0 && (
              <div className="flex flex-wrap items-center gap-3">
                <p className="m-0" aria-live="polite">
                  {ct('table.selected', { count: ticked.length })}
                </p>
                {confirming ? (
                  <div
                    role="group"
                    aria-label={ct('reports.bulkConfirmTitle')}
                    className="flex flex-wrap items-center gap-2"
                  >
                    <p className="m-0 font-semibold">{ct('reports.bulkConfirm', { count: ticked.length })}</p>
                    <Button disabled={bulk.isPending} onClick={() => bulk.mutate(ticked)}>
                      {bulk.isPending ? ct('reports.sending') : ct('reports.bulkConfirmYes')}
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={bulk.isPending}
                      onClick={() => setConfirming(false)}
                    >
                      {ct('reports.cancel')}
                    </Button>
                  </div>
                ) : (
                  <Button
                    disabled={ticked.length === 0}
                    onClick={() => {
                      bulk.reset();
                      setConfirming(true);
                    }}
                  >
                    {ct('reports.validateSelected')}
                  </Button>
                )}
              </div>
            )}
            {bulk.isError && <FormAlert text={errorText(bulk.error)} />}
            <DataTable
              caption={ct('reports.caption')}
              rows={items}
              columns={columns}
              rowId={(r) => r.eventId}
              rowLabel={(r) => `${r.assistant.name} – ${r.client.name}, ${formatDate(r.startDate)}`}
              rowHref={(r) => `/staff/reports/${r.eventId}`}
              emptyText={ct('reports.empty')}
              {...(may ? { selection: { selected, onChange: setSelected } } : {})}
            />
            <Pager page={search.page} size={REPORTS_PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </ListState>
      {may && <PremiumRequests />}
    </section>
  );
};
