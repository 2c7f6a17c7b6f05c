import type { Feedback } from '@relais/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { ct } from '../../i18n';
import { useConsoleTitle } from '../../shell/use-console-title';
import { useMay, useStaffMe } from '../../shell/use-staff-me';
import { DataTable, type ConsoleColumn } from '../../ui/data-table';
import { ListState } from '../../ui/list-state';
import { Pager } from '../../ui/pager';
import { FEEDBACK_PAGE_SIZE, listFeedback, staffFeedbackKeys } from '../api';

/**
 * /staff/feedback (support): the feedback of the 'menu' build, newest first: the existing staff call
 * (the 200 newest, one read audited), paged here; the page in the URL (`?page=2`).
 */
export const FeedbackPage = () => {
  useConsoleTitle('feedback.title');
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const may = useMay('support');
  const known = useStaffMe().data !== undefined;
  const list = useQuery({ queryKey: staffFeedbackKeys.all, queryFn: listFeedback, enabled: may });

  const columns: ConsoleColumn<Feedback>[] = [
    {
      id: 'at',
      header: ct('feedback.at'),
      cell: (f) => <time dateTime={f.createdAt}>{formatDate(f.createdAt, 'Pp')}</time>,
      sortValue: (f) => f.createdAt,
    },
    { id: 'from', header: ct('feedback.from'), cell: (f) => f.loginEmail, sortValue: (f) => f.loginEmail },
    { id: 'screen', header: ct('feedback.screen'), cell: (f) => <code>{f.route}</code> },
    {
      id: 'text',
      header: ct('feedback.text'),
      cell: (f) => <span className="whitespace-pre-wrap break-words">{f.text}</span>,
    },
  ];

  return (
    <section className="flex flex-col gap-4">
      <h1 className="m-0 text-[1.6rem] font-bold">{ct('feedback.title')}</h1>
      {known && !may ? (
        <p className="m-0">{ct('feedback.notAllowed')}</p>
      ) : (
        <ListState query={list}>
          {(data) => (
            <>
              <p className="m-0 text-muted">{ct('feedback.count', { count: data.items.length })}</p>
              <DataTable
                caption={ct('feedback.caption')}
                rows={data.items.slice(page * FEEDBACK_PAGE_SIZE, (page + 1) * FEEDBACK_PAGE_SIZE)}
                columns={columns}
                rowId={(f) => f.id}
                rowLabel={(f) => `${f.loginEmail} – ${formatDate(f.createdAt, 'Pp')}`}
                emptyText={ct('feedback.empty')}
              />
              <Pager
                page={page}
                size={FEEDBACK_PAGE_SIZE}
                total={data.items.length}
                onPage={(p) => setParams(p > 0 ? { page: String(p + 1) } : {})}
              />
            </>
          )}
        </ListState>
      )}
    </section>
  );
};
