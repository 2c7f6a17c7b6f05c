import { ReasonForm } from '../../ui/reason-form';
import { ct } from '../i18n';

/** The longest reason a staff decision takes (the domain's decision schemas: max 500). */
export const REFUSAL_REASON_MAX = 500;

/**
 * A staff decision's refusal with its reason (report, document, invoice, recruitment): the reason is
 * required, kept on a refused or failed send, and sent once while a send is on its way.
 */
export const RefusalForm = ({
  text,
  confirmLabel,
  requiredText,
  label = ct('shell.reason'),
  pending,
  onCancel,
  onConfirm,
}: {
  /** What refusing does (who sees the reason). */
  text: string;
  confirmLabel: string;
  /** Said under an empty reason. */
  requiredText: string;
  label?: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) => (
  <ReasonForm
    text={text}
    label={label}
    required
    maxLength={REFUSAL_REASON_MAX}
    cancelLabel={ct('shell.cancel')}
    confirmLabel={pending ? ct('shell.sending') : confirmLabel}
    validate={(reason) => (reason.trim() === '' ? requiredText : undefined)}
    onCancel={onCancel}
    onConfirm={(reason) => {
      if (!pending) onConfirm(reason);
    }}
  />
);
