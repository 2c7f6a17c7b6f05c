import { useQuery } from '@tanstack/react-query';
import { formatDate, formatMoney } from '../../../lib/format';
import { ct } from '../../i18n';
import { ListState } from '../../ui/list-state';
import { listInvoices, recordKeys } from '../api';
import { RecordTable } from './record-table';

/** Her invoices, newest month first, with their states. */
export const InvoicesTab = ({ id }: { id: string }) => {
  const invoices = useQuery({ queryKey: recordKeys.invoices(id), queryFn: () => listInvoices(id) });
  return (
    <ListState query={invoices}>
      {(items) =>
        items.length === 0 ? (
          <p className="m-0">{ct('record.noInvoices')}</p>
        ) : (
          <RecordTable
            caption={ct('record.tabs.invoices')}
            heads={[
              ct('record.month'),
              ct('record.number'),
              ct('record.invoiceDate'),
              ct('record.amount'),
              ct('record.state'),
            ]}
            rows={items.map((i) => ({
              key: i.id,
              cells: [
                formatDate(`${i.month}-01`, 'LLLL yyyy'),
                i.invoiceNumber,
                formatDate(i.invoiceDate),
                formatMoney(Math.round(i.amountWithTax * 100)),
                i.invalidReason
                  ? `${ct(`invoices.statuses.${i.status}`)} (${i.invalidReason})`
                  : ct(`invoices.statuses.${i.status}`),
              ],
            }))}
          />
        )
      }
    </ListState>
  );
};
