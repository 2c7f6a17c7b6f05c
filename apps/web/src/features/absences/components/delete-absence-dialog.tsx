import { useState, type FormEvent } from 'react';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';

export type DeleteAbsenceDialogProps = {
  open: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/** Asks why the absence is deleted (the reason is required and kept by the server). */
export const DeleteAbsenceDialog = ({ open, onCancel, onConfirm }: DeleteAbsenceDialogProps) => {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError(t('absences.errors.required-field'));
      return;
    }
    onConfirm(reason.trim());
  };

  return (
    <Dialog open={open} title={t('absences.deleteTitle')} onClose={onCancel}>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <p className="m-0">{t('absences.deleteText')}</p>
        <TextField
          label={t('absences.deleteReason')}
          value={reason}
          error={error}
          required
          autoFocus
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="text" onClick={onCancel}>
            {t('absences.cancel')}
          </Button>
          <Button type="submit" variant="danger">
            {t('absences.deleteConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
