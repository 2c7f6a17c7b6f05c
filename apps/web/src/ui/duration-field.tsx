import { Fragment, type InputHTMLAttributes } from 'react';
import { controlClass, errorAria, FieldError, useFieldIds } from './field-parts';

export type Duration = { hours: string; minutes: string };
type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

export type DurationFieldProps = {
  value: Duration;
  onChange: (next: Duration) => void;
  /** Accessible names of the hours and minutes inputs. */
  labels: Record<keyof Duration, string>;
  /** Shown after each input ("h", "min"). */
  units: Record<keyof Duration, string>;
  /** Attributes of both inputs (text by default), then of each. */
  input?: InputProps;
  each?: Partial<Record<keyof Duration, InputProps>>;
  /** A translated message; both inputs are marked invalid and read it. */
  error?: string | undefined;
  /** Set: the two inputs form a group with this title (a fieldset); else the caller titles them. */
  legend?: string | undefined;
};

const PARTS = ['hours', 'minutes'] as const;

/** Hours and minutes of one duration, with its error read with both inputs. */
export const DurationField = (props: DurationFieldProps) => {
  const { value, onChange, error, legend } = props;
  const { errorId } = useFieldIds();
  const body = (
    <>
      <div className="flex flex-wrap items-center gap-2">
        {PARTS.map((part) => (
          <Fragment key={part}>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              aria-label={props.labels[part]}
              {...errorAria(error, errorId)}
              className={`min-h-11 w-20 px-3 text-center ${controlClass(error)}`}
              value={value[part]}
              onChange={(e) => onChange({ ...value, [part]: e.target.value })}
              {...props.input}
              {...props.each?.[part]}
            />
            <span aria-hidden="true">{props.units[part]}</span>
          </Fragment>
        ))}
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
