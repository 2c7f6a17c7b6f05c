import { useId, type InputHTMLAttributes, type Ref } from 'react';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** A translated message; sets aria-invalid and is read with the field. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its inline, announced error. */
export const TextField = ({ label, error, className = '', ref, ...input }: TextFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-[1.08rem] font-semibold text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`min-h-11 rounded-lg border bg-white px-3 text-[1.15rem] text-ink ${error ? 'border-error' : 'border-edge'} focus-visible:border-primary`}
        {...input}
      />
      {error && (
        <p id={errorId} className="m-0 text-error">
          {error}
        </p>
      )}
    </div>
  );
};
