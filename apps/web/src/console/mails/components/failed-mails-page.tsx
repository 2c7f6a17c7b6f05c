import type { FailedMail } from '@relais/contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { ct } from '../../i18n';
import { useConsoleTitle } from '../../shell/use-console-title';
import { useMay, useStaffMe } from '../../shell/use-staff-me';
import { DataTable, type ConsoleColumn } from '../../ui/data-table';
import { ListState } from '../../ui/list-state';
import { Pager } from '../../ui/pager';
import { FAILED_MAILS_PAGE_SIZE, listFailedMails, staffMailKeys } from '../api';

/**
 * /staff/mails (support): the mails that failed for good (retries exhausted over several hours),
 * newest first, with the mail server's last answer, so someone reaches the person another way. The
 * call gives the 200 newest; paged here, the page in the URL (`?page=2`).
 */
export const FailedMailsPage = () => {
  useConsoleTitle('mails.title');
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const may = useMay('support');
  const known = useStaffMe().data !== undefined;
  const list = useQuery({ queryKey: staffMailKeys.failed, queryFn: listFailedMails, enabled: may });

  const columns: ConsoleColumn<FailedMail>[] = [
    {
      id: 'at',
      header: ct('mails.at'),
      cell: (m) => <time dateTime={m.failedAt}>{formatDate(m.failedAt, 'Pp')}</time>,
      sortValue: (m) => m.failedAt,
    },
    { id: 'to', header: ct('mails.to'), cell: (m) => m.to, sortValue: (m) => m.to },
    { id: 'subject', header: ct('mails.subject'), cell: (m) => m.subject },
    {
      id: 'reason',
      header: ct('mails.reason'),
      cell: (m) => <code className="whitespace-pre-wrap break-words">{m.reason}</code>,
    },
  ];

  return (
    <section className="flex flex-col gap-4">
      <h1 className="m-0 text-[1.6rem] font-bold">{ct('mails.title')}</h1>
      {known && !may ? (
        <p className="m-0">{ct('mails.notAllowed')}</p>
      ) : (
        <>
          <p className="m-0">{ct('mails.intro')}</p>
          <ListState query={list}>
            {(mails) => (
              <>
                <p className="m-0 text-muted">{ct('mails.count', { count: mails.length })}</p>
                <DataTable
                  caption={ct('mails.caption')}
                  rows={mails.slice(page * FAILED_MAILS_PAGE_SIZE, (page + 1) * FAILED_MAILS_PAGE_SIZE)}
                  columns={columns}
                  rowId={(m) => m.id}
                  rowLabel={(m) => `${m.to} – ${formatDate(m.failedAt, 'Pp')}`}
                  emptyText={ct('mails.empty')}
                />
                <Pager
                  page={page}
                  size={FAILED_MAILS_PAGE_SIZE}
                  total={mails.length}
                  onPage={(p) => setParams(p > 0 ? { page: String(p + 1) } : {})}
                />
              </>
            )}
          </ListState>
        </>
      )}
    </section>
  );
};
