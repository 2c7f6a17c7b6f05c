import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { controlClass, errorAria, FieldError } from './field-parts';

/** One of the two inputs: its accessible name, the unit shown after it, and input attributes. */
export type DurationPart = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> & {
  label: string;
  unit: string;
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

type Props = {
  hours: DurationPart;
  minutes: DurationPart;
  /** A translated message; both inputs are marked invalid and read it. */
  error?: string | undefined;
  /** Set: the two inputs form a group with this title (a fieldset); else the caller titles them. */
  legend?: string | undefined;
};

const Part = ({ label, unit, value, onChange, ref, ...input }: DurationPart) => (
  <>
    <input
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...input}
    />
    <span aria-hidden="true">{unit}</span>
  </>
);

/** Hours and minutes of one duration, with its error read with both inputs. */
export const DurationField = ({ hours, minutes, error, legend }: Props) => {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    ...errorAria(error, errorId),
    className: `min-h-11 w-20 px-3 text-center ${controlClass(error)}`,
  };
  const body = (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Part {...hours} {...shared} />
        <Part {...minutes} {...shared} />
      </div>
      <FieldError id={errorId} text={error} />
    </>
  );
  if (!legend) return <div className="flex flex-col gap-1">{body}</div>;
  return (
    <fieldset className="m-0 flex flex-col gap-1 border-0 p-0">
      <legend className="mb-1 p-0 text-[1.08rem] font-semibold text-ink">{legend}</legend>
      {body}
    </fieldset>
  );
};
