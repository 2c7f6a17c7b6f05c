import type { StaffInvoiceItem } from '@relais/contract';
import { Button } from '../../../ui/button';
import { ct } from '../../i18n';
import { DecisionPanel, useDecision } from '../../ui/decision-panel';
import { decideInvoice, type InvoiceDecision } from '../api';

type Simple = 'ACCEPTED' | 'PAYED' | 'LATE';

/** The decisions offered from each status (none once paid, invalid or a credit note). */
const OFFERED: Partial<Record<StaffInvoiceItem['status'], Simple[]>> = {
  PROPOSED: ['ACCEPTED', 'PAYED'],
  ACCEPTED: ['PAYED', 'LATE'],
  LATE: ['PAYED'],
};

/**
 * Accept, mark paid, mark late, or invalidate with a reason: the existing staff call, sent with
 * the status staff saw. What was typed stays on a refused or failed send; a 409 says another
 * decision came first and the queue reloads.
 */
export const InvoiceDecisionBar = ({
  invoice,
  onDecided,
  onMoved,
}: {
  invoice: StaffInvoiceItem;
  onDecided: (status: InvoiceDecision['status']) => void;
  onMoved: () => void;
}) => {
  const decide = useDecision((d: InvoiceDecision) => decideInvoice(invoice.invoiceId, invoice.status, d), {
    decided: (d) => onDecided(d.status),
    moved: onMoved,
  });
  const offered = OFFERED[invoice.status] ?? [];
  if (offered.length === 0) return null;
  return (
    <DecisionPanel
      id="invoice-decision"
      title={ct('invoices.decision')}
      decision={decide}
      refusal={{
        open: ct('invoices.invalidate'),
        text: ct('invoices.invalidateText'),
        label: ct('invoices.reason'),
        confirm: ct('invoices.confirmInvalidate'),
        required: ct('invoices.reasonRequired'),
      }}
      onRefuse={(reason) => decide.mutate({ status: 'INVALID', reason })}
      actions={offered.map((status) => (
        <Button key={status} disabled={decide.isPending} onClick={() => decide.mutate({ status })}>
          {ct(`invoices.to.${status}`)}
        </Button>
      ))}
      pendingText={ct('invoices.sending')}
    />
  );
};
