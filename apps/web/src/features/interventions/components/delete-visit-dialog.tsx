import { canDeleteIntervention, deletionErrors, deletionNeedsReason, REASON_MAX } from '@relais/domain/rules';
import { t, type TranslationKey } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
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
};

/**
 * Asks why the intervention is deleted (required when it is in the current month) and refuses at once
 * when it starts in 48 hours or less. In 'recreate' mode it first explains that an intervention of the
 * current month cannot move to another month.
 */
export const DeleteVisitDialog = ({
  open,
  start,
  now,
  mode,
  onCancel,
  onConfirm,
}: DeleteVisitDialogProps) => {
  const allowed = canDeleteIntervention(start, now);
  const needsReason = deletionNeedsReason(start, now);
  const validate = (reason: string) => {
    const found = deletionErrors(start, now, reason)[0];
    return found ? t(`errors.${found.errorCode}` as TranslationKey) : undefined;
  };

  const title = t(mode === 'delete' ? 'interventions.deleteTitle' : 'interventions.monthChangeTitle');
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      {mode === 'recreate' && <p className="mt-0">{t('errors.intervention_month_change')}</p>}
      {allowed ? (
        <ReasonForm
          text={t(mode === 'delete' ? 'interventions.deleteText' : 'interventions.recreateText')}
          label={t(needsReason ? 'interventions.deleteReason' : 'interventions.deleteReasonOptional')}
          required={needsReason}
          maxLength={REASON_MAX}
          cancelLabel={t('interventions.cancel')}
          confirmLabel={t(
            mode === 'delete' ? 'interventions.deleteConfirm' : 'interventions.recreateConfirm',
          )}
          validate={validate}
          onCancel={onCancel}
          onConfirm={(reason) => onConfirm(reason === '' ? null : reason)}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <p role="alert" className="m-0 font-semibold text-error">
            {t('errors.intervention_delete_under_48h')}
          </p>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onCancel} autoFocus>
              {t('interventions.close')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
};
