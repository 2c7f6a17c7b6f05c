import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { ct } from '../../i18n';
import { ListState } from '../../ui/list-state';
import { getHistory, recordKeys } from '../api';
import { RecordTable } from './record-table';

/** Her activity lines, newest first, a page at a time. */
export const HistoryTab = ({ id }: { id: string }) => {
  const [page, setPage] = useState(0);
  const history = useQuery({
    queryKey: recordKeys.history(id, page),
    queryFn: () => getHistory(id, page),
    placeholderData: (previous) => previous,
  });
  return (
    <ListState query={history}>
      {(data) =>
        data.content.length === 0 ? (
          <p className="m-0">{ct('record.noHistory')}</p>
        ) : (
          <div className="flex flex-col gap-2">
            <RecordTable
              caption={ct('record.tabs.history')}
              heads={[ct('record.date'), ct('record.what'), ct('record.about')]}
              rows={data.content.map((l) => ({
                key: l.id,
                cells: [
                  formatDate(l.at, 'PPp'),
                  `${ct(`record.objects.${l.objectType}`)} · ${ct(`record.events.${l.eventType}`)}${
                    l.bySupport ? ` (${ct('record.bySupport')})` : ''
                  }`,
                  l.label || ct('record.none'),
                ],
              }))}
            />
            <div className="flex items-center gap-2">
              <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {ct('record.previous')}
              </Button>
              <span>{ct('record.page', { page: page + 1, pages: Math.max(1, data.totalPages) })}</span>
              <Button
                variant="secondary"
                disabled={page + 1 >= data.totalPages}
                onClick={() => setPage(page + 1)}
              >
                {ct('record.next')}
              </Button>
            </div>
          </div>
        )
      }
    </ListState>
  );
};
