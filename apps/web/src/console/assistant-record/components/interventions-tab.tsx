import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { ct } from '../../i18n';
import { ListState } from '../../ui/list-state';
import { listInterventions, recordKeys } from '../api';
import { RecordTable } from './record-table';

/** Her interventions around today (newest first) with their report states; a waiting report links to the queue's page. */
export const InterventionsTab = ({ id }: { id: string }) => {
  const events = useQuery({ queryKey: recordKeys.interventions(id), queryFn: () => listInterventions(id) });
  return (
    <ListState query={events}>
      {(items) =>
        items.length === 0 ? (
          <p className="m-0">{ct('record.noInterventions')}</p>
        ) : (
          <RecordTable
            caption={ct('record.tabs.interventions')}
            heads={[
              ct('record.date'),
              ct('record.client'),
              ct('record.kind'),
              ct('record.eventStatus'),
              ct('record.report'),
            ]}
            rows={items.map((e) => ({
              key: e.id,
              cells: [
                formatDate(e.startDate, 'PPp'),
                e.clientName,
                ct(e.remote ? 'record.remote' : 'record.visit'),
                ct(`record.eventStatuses.${e.status}`),
                e.reportStatus === 'PENDING' ? (
                  <Link to={`/staff/reports/${e.id}`} className="font-semibold text-primary underline">
                    {ct('record.reportWaiting')}
                  </Link>
                ) : e.reportStatus ? (
                  ct(`reports.states.${e.reportStatus}`)
                ) : (
                  ct('record.noReport')
                ),
              ],
            }))}
          />
        )
      }
    </ListState>
  );
};
