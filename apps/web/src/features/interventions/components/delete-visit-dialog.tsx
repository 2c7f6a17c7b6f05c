import { canDeleteIntervention, deletionErrors, deletionNeedsReason, REASON_MAX } from '@relais/domain/rules';
import { useState, type FormEvent } from 'react';
import { t, type TranslationKey } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';

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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const allowed = canDeleteIntervention(start, now);
  const needsReason = deletionNeedsReason(start, now);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = deletionErrors(start, now, reason);
    if (found[0]) {
      setError(t(`errors.${found[0].errorCode}` as TranslationKey));
      return;
    }
    onConfirm(reason.trim() === '' ? null : reason.trim());
  };

  const title = t(mode === 'delete' ? 'interventions.deleteTitle' : 'interventions.monthChangeTitle');
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      {mode === 'recreate' && <p className="mt-0">{t('errors.intervention_month_change')}</p>}
      {allowed ? (
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <p className="m-0">
            {t(mode === 'delete' ? 'interventions.deleteText' : 'interventions.recreateText')}
          </p>
          <TextField
            label={t(needsReason ? 'interventions.deleteReason' : 'interventions.deleteReasonOptional')}
            value={reason}
            error={error}
            required={needsReason}
            maxLength={REASON_MAX}
            autoFocus
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="text" onClick={onCancel}>
              {t('interventions.cancel')}
            </Button>
            <Button type="submit" variant="danger">
              {t(mode === 'delete' ? 'interventions.deleteConfirm' : 'interventions.recreateConfirm')}
            </Button>
          </div>
        </form>
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
