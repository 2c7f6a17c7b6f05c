import { useState, type FormEvent } from 'react';
import { Button } from './button';
import { TextField } from './text-field';

export type ReasonFormProps = {
  /** What confirming does, above the field. */
  text: string;
  label: string;
  required: boolean;
  maxLength?: number;
  cancelLabel: string;
  confirmLabel: string;
  /** The message to show under the field for this (untrimmed) reason, or undefined when it is fine. */
  validate: (reason: string) => string | undefined;
  onCancel: () => void;
  /** Called with the trimmed reason once `validate` accepts it. */
  onConfirm: (reason: string) => void;
};

/** The body of a destructive confirmation that asks why: the reason field, cancel, and a danger button. */
export const ReasonForm = ({
  text,
  label,
  required,
  maxLength,
  cancelLabel,
  confirmLabel,
  validate,
  onCancel,
  onConfirm,
}: ReasonFormProps) => {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(reason);
    if (found) {
      setError(found);
      return;
    }
    onConfirm(reason.trim());
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <p className="m-0">{text}</p>
      <TextField
        label={label}
        value={reason}
        error={error}
        required={required}
        maxLength={maxLength}
        autoFocus
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="text" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant="danger">
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
};
