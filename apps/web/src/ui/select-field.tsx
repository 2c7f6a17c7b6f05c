import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { controlClass, errorAria, FieldFrame, useFieldIds, type FieldProps } from './field-parts';

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  FieldProps & {
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
  className,
  ...select
}: SelectFieldProps) => {
  const { id, errorId } = useFieldIds();
  return (
    <FieldFrame id={id} errorId={errorId} label={label} error={error} className={className}>
      <div className="flex items-center gap-2">
        {adornment}
        <select
          ref={ref}
          id={id}
          {...errorAria(error, errorId)}
          className={`min-h-11 w-full min-w-0 px-3 ${controlClass(error)}`}
          {...select}
        >
          {children}
        </select>
      </div>
    </FieldFrame>
  );
};

/** One choice of a select; the ones with a `group` are listed under it, after the others. */
export type SelectOption = { value: string; label: string; group?: string | undefined };

/** The `<option>`s of a list of choices, grouped in `<optgroup>`s by their `group`. */
export const OptionList = ({ options }: { options: readonly SelectOption[] }) => {
  const loose = options.filter((o) => !o.group);
  const groups = [...new Set(options.flatMap((o) => (o.group ? [o.group] : [])))];
  const list = (items: readonly SelectOption[]) =>
    items.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  return (
    <>
      {list(loose)}
      {groups.map((group) => (
        <optgroup key={group} label={group}>
          {list(options.filter((o) => o.group === group))}
        </optgroup>
      ))}
    </>
  );
};
