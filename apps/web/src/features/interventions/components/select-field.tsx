import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
  /** Shown before the select (e.g. the chosen client's colour). */
  adornment?: ReactNode;
};

/** A labelled native select with its inline, announced error (same look as TextField). */
export const SelectField = ({
  label,
  error,
  ref,
  adornment,
  children,
  className = '',
  ...select
}: SelectFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-[1.08rem] font-semibold text-ink">
        {label}
      </label>
      <div className="flex items-center gap-2">
        {adornment}
        <select
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`min-h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-[1.15rem] text-ink ${error ? 'border-error' : 'border-edge'} focus-visible:border-primary`}
          {...select}
        >
          {children}
        </select>
      </div>
      {error && (
        <p id={errorId} className="m-0 text-error">
          {error}
        </p>
      )}
    </div>
  );
};
