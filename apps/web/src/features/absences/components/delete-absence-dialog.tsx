import { t } from '../../../lib/i18n';
import { Dialog } from '../../../ui/dialog';
import { ReasonForm } from '../../../ui/reason-form';

export type DeleteAbsenceDialogProps = {
  open: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/** Asks why the absence is deleted (the reason is required and kept by the server). */
export const DeleteAbsenceDialog = ({ open, onCancel, onConfirm }: DeleteAbsenceDialogProps) => (
  <Dialog open={open} title={t('absences.deleteTitle')} onClose={onCancel}>
    <ReasonForm
      text={t('absences.deleteText')}
      label={t('absences.deleteReason')}
      required
      cancelLabel={t('absences.cancel')}
      confirmLabel={t('absences.deleteConfirm')}
      validate={(reason) => (reason.trim() ? undefined : t('absences.errors.required-field'))}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  </Dialog>
);
