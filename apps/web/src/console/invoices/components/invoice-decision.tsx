import type { StaffInvoiceItem } from '@relais/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/http';
import { errorText } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { ct } from '../../i18n';
import { RefusalForm } from '../../ui/refusal-form';
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
  const [invalidating, setInvalidating] = useState(false);
  const decide = useMutation({
    mutationFn: (d: InvoiceDecision) => decideInvoice(invoice.invoiceId, invoice.status, d),
    onSuccess: (_answer, d) => onDecided(d.status),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) onMoved();
    },
  });
  const offered = OFFERED[invoice.status] ?? [];
  if (offered.length === 0) return null;

  return (
    <section aria-labelledby="invoice-decision" className="flex flex-col gap-3">
      <h3 id="invoice-decision" className="m-0 text-[1.1rem] font-bold">
        {ct('invoices.decision')}
      </h3>
      {decide.isError && <FormAlert text={errorText(decide.error)} />}
      {invalidating ? (
        <RefusalForm
          text={ct('invoices.invalidateText')}
          label={ct('invoices.reason')}
          confirmLabel={ct('invoices.confirmInvalidate')}
          requiredText={ct('invoices.reasonRequired')}
          pending={decide.isPending}
          onCancel={() => {
            decide.reset();
            setInvalidating(false);
          }}
          onConfirm={(reason) => decide.mutate({ status: 'INVALID', reason })}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {offered.map((status) => (
            <Button key={status} disabled={decide.isPending} onClick={() => decide.mutate({ status })}>
              {ct(`invoices.to.${status}`)}
            </Button>
          ))}
          <Button
            variant="secondary"
            disabled={decide.isPending}
            onClick={() => {
              decide.reset();
              setInvalidating(true);
            }}
          >
            {ct('invoices.invalidate')}
          </Button>
        </div>
      )}
      {decide.isPending && (
        <p role="status" className="m-0 text-muted">
          {ct('invoices.sending')}
        </p>
      )}
    </section>
  );
};
