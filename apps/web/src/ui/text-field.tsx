import type { InputHTMLAttributes, Ref } from 'react';
import { controlClass, errorAria, FieldFrame, useFieldIds, type FieldProps } from './field-parts';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> &
  FieldProps & { ref?: Ref<HTMLInputElement> };

/** A labelled input (text, number, date, time...) with its inline, announced error. */
export const TextField = ({ label, error, className, ref, ...input }: TextFieldProps) => {
  const { id, errorId } = useFieldIds();
  return (
    <FieldFrame id={id} errorId={errorId} label={label} error={error} className={className}>
      <input
        ref={ref}
        id={id}
        {...errorAria(error, errorId)}
        className={`min-h-11 px-3 ${controlClass(error)}`}
        {...input}
      />
    </FieldFrame>
  );
};

/** An email as a sign-in name (the sign-in form, forgot password, first login): what password managers fill. */
export const EmailField = (props: Omit<TextFieldProps, 'type'>) => (
  <TextField
    type="email"
    autoComplete="username"
    inputMode="email"
    autoCapitalize="none"
    spellCheck={false}
    {...props}
  />
);
