import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { controlClass, errorAria, FieldError, LABEL_CLASS } from './field-parts';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  /** A translated message; sets aria-invalid and is read with the field. */
  error?: string | undefined;
  /** A line between the label and the text area. */
  hint?: ReactNode;
  /** Ids of other descriptions read with the field (a character counter among `children`). */
  describedBy?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
  /** Under the text area, before the error (a character counter). */
  children?: ReactNode;
};

/** A labelled text area with its inline, announced error. */
export const TextAreaField = ({
  label,
  error,
  hint,
  describedBy,
  ref,
  children,
  className = '',
  rows = 3,
  ...textarea
}: TextAreaFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      {hint && <p className="m-0 text-sm text-muted">{hint}</p>}
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        {...errorAria(error, errorId, describedBy)}
        className={`p-3 ${controlClass(error)}`}
        {...textarea}
      />
      {children}
      <FieldError id={errorId} text={error} />
    </div>
  );
};
