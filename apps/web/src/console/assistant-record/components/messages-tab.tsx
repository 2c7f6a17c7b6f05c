import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format';
import { ct } from '../../i18n';
import { ListState } from '../../ui/list-state';
import { getConversation, recordKeys } from '../api';
import { RecordTable } from './record-table';

/** Her messages with the team, newest first, read-only (the team's inbox answers them). */
export const MessagesTab = ({ id }: { id: string }) => {
  const conversation = useQuery({ queryKey: recordKeys.messages(id), queryFn: () => getConversation(id) });
  return (
    <ListState query={conversation}>
      {({ messages }) =>
        messages.length === 0 ? (
          <p className="m-0">{ct('record.noMessages')}</p>
        ) : (
          <RecordTable
            caption={ct('record.tabs.messages')}
            heads={[ct('record.date'), ct('record.from'), ct('record.to'), ct('record.subject')]}
            rows={messages.map((m) => ({
              key: m.id,
              cells: [
                m.sentAt ? formatDate(m.sentAt, 'PPp') : ct('record.none'),
                m.sender.name,
                m.receiver?.name ?? ct('record.none'),
                m.subject,
              ],
            }))}
          />
        )
      }
    </ListState>
  );
};
