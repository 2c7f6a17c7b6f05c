import type { RecruitmentDocumentStep } from '@relais/domain/rules';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import { FilePickButton } from '../../../ui/file-pick-button';
import { RefusedNotice } from '../../../ui/refused-notice';
import { textLink } from '../../../ui/text-link';
import type { StepDisplay, StepRow } from '../model/recruitment-view';

/** One style per state, and always its words (never colour alone). */
const STATE_STYLE: Record<StepDisplay, string> = {
  TODO: 'border-edge bg-white text-ink',
  SENT: 'border-secondary bg-secondary-soft text-ink',
  VALIDATED: 'border-success bg-primary-soft text-primary-strong',
  DONE: 'border-success bg-primary-soft text-primary-strong',
  REFUSED: 'border-error bg-error-soft text-error',
  PARKED: 'border-error bg-error-soft text-error',
  PENDING: 'border-dashed border-secondary bg-white text-secondary',
};

export const StepState = ({ display }: { display: StepDisplay }) => (
  <span
    data-state={display}
    className={`inline-block self-start rounded-md border px-2 py-0.5 text-sm font-bold ${STATE_STYLE[display]}`}
  >
    {t(`recruitment.state.${display}`)}
  </span>
);

/**
 * A step: its name and state, what is expected, and how to complete it here (pick a document,
 * compressed when it is a photo) or where (a link to the profile area that holds it).
 */
export const StepCard = ({
  row,
  busy,
  error,
  onPick,
}: {
  row: StepRow;
  busy: boolean;
  error: string | undefined;
  onPick: (step: RecruitmentDocumentStep, pdfOnly: boolean, file: File) => void;
}) => {
  const id = `step-${row.step}`;
  const name = t(`recruitment.steps.${row.step}.name`);
  const errorId = `${id}-error`;
  return (
    <li
      aria-labelledby={id}
      data-step={row.step}
      className="flex flex-col gap-2 border-t border-edge pt-3 first:border-t-0 first:pt-0"
    >
      <h3 id={id} className="m-0 text-[1.08rem] font-semibold">
        {name}
      </h3>
      <StepState display={row.display} />
      <p className="m-0 text-muted">{t(`recruitment.steps.${row.step}.hint`)}</p>
      {row.kind === 'DOCUMENT' && (
        <p className="m-0 text-sm text-muted">
          {t(row.pdfOnly ? 'recruitment.formatPdf' : 'recruitment.formatAny')}
        </p>
      )}
      {row.file && <p className="m-0 break-all">{t('recruitment.fileSent', { name: row.file.name })}</p>}
      {row.display === 'REFUSED' && row.refusalReason && (
        <p className="m-0 text-error">{t('recruitment.refusalReason', { reason: row.refusalReason })}</p>
      )}
      <RefusedNotice
        action={row.parked ? { state: 'parked', lastError: { message: row.parked.message } } : undefined}
      />
      {row.canSend && (
        <FilePickButton
          className="self-start"
          label={t(row.display === 'SENT' ? 'recruitment.replace' : 'recruitment.pick')}
          accept={row.pdfOnly ? 'application/pdf,.pdf' : 'application/pdf,.pdf,image/jpeg,image/png'}
          name={`file-${row.step}`}
          aria-label={t('recruitment.pickInput', { step: name })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={busy}
          onPick={(file) => {
            if (row.documentStep) onPick(row.documentStep, row.pdfOnly, file);
          }}
        />
      )}
      {busy && (
        <p className="m-0 text-muted" role="status">
          {t('recruitment.preparing')}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="m-0 text-error">
          {error}
        </p>
      )}
      {row.profileStep && row.path && (row.display === 'TODO' || row.display === 'REFUSED') && (
        <Link to={row.path} className={textLink}>
          {t(`recruitment.steps.${row.profileStep}.link`)}
        </Link>
      )}
    </li>
  );
};
