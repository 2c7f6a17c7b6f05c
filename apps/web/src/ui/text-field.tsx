import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { controlClass, errorAria, FieldError, LABEL_CLASS } from './field-parts';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** A translated message; sets aria-invalid and is read with the field. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input (text, number, date, time...) with its inline, announced error. */
export const TextField = ({ label, error, className = '', ref, ...input }: TextFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        {...errorAria(error, errorId)}
        className={`min-h-11 px-3 ${controlClass(error)}`}
        {...input}
      />
      <FieldError id={errorId} text={error} />
    </div>
  );
};
