import {
  businessDate,
  folderDocumentPath,
  invoiceSubmissionErrors,
  type Proforma,
} from '@relais/domain/rules';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { now } from '../../../lib/clock';
import { t } from '../../../lib/i18n';
import {
  getActionFiles,
  resubmitAction,
  submitAction,
  usePendingActions,
  useUserId,
  type PendingAction,
  type SubmitTexts,
} from '../../../offline';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { RefusedNotice } from '../../../ui/refused-notice';
import { useMe } from '../../../data/assistant';
import { useInvoices } from '../api/invoice-queries';
import { pendingInvoiceId, submitInvoiceAction, type SubmitInvoiceBody } from '../api/submit-action';
import { submissionFacts } from '../model/facts';
import {
  emptySubmission,
  invoiceBodyOf,
  valuesOfBody,
  type PickedPdf,
  type SubmissionValues,
} from '../model/submission';
import { SubmissionForm } from './submission-form';
import { useParkedInvoiceIds } from './invoice-list';
import { invoiceErrorText } from './error-text';
import { textLink } from '../../../ui/text-link';

/** Where a refusal that is not the form's is fixed (the blockers named on the statement need no link). */
const FIX_PATHS: Partial<Record<string, string>> = {
  insurance_without_date: folderDocumentPath('PROFESSIONAL_INSURANCE'),
  insurance_expired: folderDocumentPath('PROFESSIONAL_INSURANCE'),
  only_signed_assistants_invoice: folderDocumentPath('SIGNED_CONTRACT'),
};

/**
 * The form kept closed while a rule refuses the month whatever is typed (the window, the month,
 * interventions not closed, the insurance, the contract, an invoice already holding it): each
 * reason, with where it is fixed.
 */
const ClosedForm = ({ codes }: { codes: string[] }) => (
  <section
    aria-labelledby="submission-closed"
    data-testid="submission-closed"
    className="flex flex-col gap-2 rounded-xl border-l-8 border-l-error bg-white p-4 shadow-sm"
  >
    <h2 id="submission-closed" className="m-0 text-[1.2rem] font-bold">
      {t('invoices.form.closedTitle')}
    </h2>
    <ul className="m-0 flex list-none flex-col gap-2 p-0">
      {codes.map((code) => {
        const to = FIX_PATHS[code];
        return (
          <li key={code} data-refusal={code} className="flex flex-col gap-1">
            <span>{invoiceErrorText(code)}</span>
            {to && (
              <Link to={to} className={textLink}>
                {t('invoices.form.fixInFile')}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  </section>
);

const TEXTS: SubmitTexts = { sent: 'invoices.sent', queued: 'invoices.sentOffline' };

const toFile = (pdf: PickedPdf): File =>
  new File([pdf.data], pdf.name, { type: pdf.type || 'application/pdf' });

/** The queued submission being corrected (`?action=`), with its PDF read back from the outbox. */
const useQueued = (): {
  action: PendingAction<SubmitInvoiceBody> | undefined;
  pdf: PickedPdf | null | undefined;
} => {
  const [search] = useSearchParams();
  const actionId = search.get('action');
  const action = usePendingActions(submitInvoiceAction).find((a) => a.id === actionId);
  // the PDF read for this action id (a refused submission opens its own `?action=` on the same page)
  const [read, setRead] = useState<{ actionId: string; pdf: PickedPdf | null } | null>(null);
  useEffect(() => {
    if (!actionId) return;
    void getActionFiles(actionId).then((files) => {
      const f = files?.[0];
      setRead({
        actionId,
        pdf: f ? { name: f.name, type: f.type, size: f.data.byteLength, data: f.data } : null,
      });
    });
  }, [actionId]);
  const pdf = !actionId ? null : read?.actionId === actionId ? read.pdf : undefined;
  return { action, pdf };
};

/** The submission form of a month under its statement: a new invoice, or an invalidated one sent again. */
export const ProformaEditor = ({
  month,
  proforma,
  invoiceId,
  previous,
}: {
  month: string;
  proforma: Proforma;
  invoiceId: string | null;
  /** The invalidated invoice's values, to correct rather than type again. */
  previous?: SubmissionValues;
}) => {
  const userId = useUserId() ?? '';
  const navigate = useNavigate();
  const me = useMe();
  const invoices = useInvoices();
  const { action, pdf } = useQueued();
  const parked = useParkedInvoiceIds();
  if (pdf === undefined)
    return (
      <p role="status" className="m-0 text-muted">
        {t('invoices.loading')}
      </p>
    );

  const own = new Set([invoiceId, action ? pendingInvoiceId(action.id) : null]);
  const facts = submissionFacts({
    now: now(),
    month,
    proforma,
    me: me.data,
    invoices: invoices.data?.filter((i) => !own.has(i.id)),
    invoiceId,
    parked,
  });
  // a rule that refuses the month whatever is typed keeps the form closed (the server would refuse it)
  const refusals = [...new Set(invoiceSubmissionErrors(facts).map((e) => e.errorCode))];
  if (refusals.length > 0)
    return (
      <>
        <RefusedNotice action={action} />
        <ClosedForm codes={refusals} />
      </>
    );
  const initial: SubmissionValues = action
    ? valuesOfBody(action.body.invoice)
    : (previous ?? emptySubmission(businessDate(now())));

  const save = async (values: SubmissionValues, picked: PickedPdf) => {
    const body: SubmitInvoiceBody = {
      assistantId: userId,
      invoiceId,
      invoice: invoiceBodyOf(values, month, proforma),
    };
    const result = action
      ? await resubmitAction(action.id, body, TEXTS, [
          { name: picked.name, type: picked.type || 'application/pdf', data: picked.data },
        ])
      : await submitAction(submitInvoiceAction, body, TEXTS, [toFile(picked)]);
    if (result.kind === 'fix') void navigate(result.path, { replace: true });
    else if (result.kind !== 'refused') void navigate('/activity/invoices');
  };

  return (
    <>
      <RefusedNotice action={action} />
      <SubmissionForm
        key={action?.id ?? 'new'}
        proforma={proforma}
        facts={facts}
        initial={initial}
        initialPdf={pdf}
        onSubmit={(values, picked) => save(values, picked).catch(showErrorDialog)}
      />
    </>
  );
};
