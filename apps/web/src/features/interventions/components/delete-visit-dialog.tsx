import { canDeleteIntervention, deletionErrors, deletionNeedsReason, REASON_MAX } from '@relais/domain/rules';
import { t, type TranslationKey } from '../../../lib/i18n';
import { Dialog } from '../../../ui/dialog';
import { ReasonForm } from '../../../ui/reason-form';

export type DeleteVisitDialogProps = {
  open: boolean;
  /** The intervention's start (the deletion rules are about it). */
  start: Date;
  now: Date;
  /** 'delete': the delete button; 'recreate': the start moved out of the current month. */
  mode: 'delete' | 'recreate';
  onCancel: () => void;
  onConfirm: (reason: string | null) => void;
  /** She can no longer delete it: her request to the provider, with its reason. */
  onRequestCancel: (reason: string) => void;
};

/**
 * Asks why the intervention is deleted (required when it is in the current month). When it starts in
 * 48 hours or less (or has started) she can no longer delete it: the dialog says so once and offers
 * the one way left, asking the provider to cancel it with a reason (never 'delete it and recreate').
 */
export const DeleteVisitDialog = ({
  open,
  start,
  now,
  mode,
  onCancel,
  onConfirm,
  onRequestCancel,
}: DeleteVisitDialogProps) => {
  const allowed = canDeleteIntervention(start, now);
  const needsReason = deletionNeedsReason(start, now);
  const validate = (reason: string) => {
    const found = deletionErrors(start, now, reason)[0];
    return found ? t(`errors.${found.errorCode}` as TranslationKey) : undefined;
  };

  if (!allowed) {
    return (
      <Dialog open={open} title={t('interventions.cancelTitle')} onClose={onCancel}>
        <ReasonForm
          text={t(mode === 'delete' ? 'interventions.tooLateToDelete' : 'interventions.tooLateToMove')}
          label={t('interventions.cancelReason')}
          required
          maxLength={REASON_MAX}
          cancelLabel={t('interventions.close')}
          confirmLabel={t('interventions.cancelConfirm')}
          validate={(reason) => (reason.trim() ? undefined : t('errors.required-field'))}
          onCancel={onCancel}
          onConfirm={onRequestCancel}
        />
      </Dialog>
    );
  }

  const title = t(mode === 'delete' ? 'interventions.deleteTitle' : 'interventions.monthChangeTitle');
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      {mode === 'recreate' && <p className="mt-0">{t('errors.intervention_month_change')}</p>}
      <ReasonForm
        text={t(mode === 'delete' ? 'interventions.deleteText' : 'interventions.recreateText')}
        label={t(needsReason ? 'interventions.deleteReason' : 'interventions.deleteReasonOptional')}
        required={needsReason}
        maxLength={REASON_MAX}
        cancelLabel={t('interventions.cancel')}
        confirmLabel={t(mode === 'delete' ? 'interventions.deleteConfirm' : 'interventions.recreateConfirm')}
        validate={validate}
        onCancel={onCancel}
        onConfirm={(reason) => onConfirm(reason === '' ? null : reason)}
      />
    </Dialog>
  );
};
