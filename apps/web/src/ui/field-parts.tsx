import { useId, type ReactNode } from 'react';

/** What every field component shares: label look, border colour, the error message and its wiring. */
export const LABEL_CLASS = 'text-[1.08rem] font-semibold text-ink';

/** The border and focus of a bordered control: red while it shows an error. */
export const controlClass = (error: string | undefined): string =>
  `rounded-lg border bg-white text-[1.15rem] text-ink ${error ? 'border-error' : 'border-edge'} focus-visible:border-primary`;

/**
 * `aria-invalid` and `aria-describedby` of a control: its error message is read with it (after any
 * other description, such as a character counter).
 */
export const errorAria = (error: string | undefined, errorId: string, describedBy?: string) => {
  const ids = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
};

/** The inline error under a field (nothing when there is none). */
export const FieldError = ({ id, text }: { id: string; text: string | undefined }) =>
  text ? (
    <p id={id} className="m-0 text-error">
      {text}
    </p>
  ) : null;

/** What every labelled field takes besides its control's own attributes. */
export type FieldProps = {
  label: string;
  /** A translated message; sets aria-invalid and is read with the field. */
  error?: string | undefined;
};

/** The ids of a field's control and of its error message. */
export const useFieldIds = () => {
  const id = useId();
  return { id, errorId: `${id}-error` };
};

/** The frame of a labelled field: label, what the control brings (hint, control, counter), error. */
export const FieldFrame = ({
  id,
  errorId,
  label,
  error,
  className = '',
  children,
}: FieldProps & { id: string; errorId: string; className?: string | undefined; children: ReactNode }) => (
  <div className={`flex flex-col gap-1 ${className}`}>
    <label htmlFor={id} className={LABEL_CLASS}>
      {label}
    </label>
    {children}
    <FieldError id={errorId} text={error} />
  </div>
);
