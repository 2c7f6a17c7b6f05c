import { useId, type ReactNode, type Ref } from 'react';
import { t } from '../../../lib/i18n';
import type { DurationEntry } from '../model/report-values';

const INPUT = 'min-h-11 rounded-lg border bg-white px-3 text-[1.15rem] text-ink focus-visible:border-primary';

export const FieldError = ({ id, text }: { id: string; text: string | undefined }) =>
  text ? (
    <p id={id} className="m-0 text-error">
      {text}
    </p>
  ) : null;

/** Hours and minutes of one duration, with the error read with both inputs. */
export const DurationFields = ({
  label,
  value,
  onChange,
  error,
  hoursRef,
}: {
  label: string;
  value: DurationEntry;
  onChange: (next: DurationEntry) => void;
  error?: string | undefined;
  hoursRef?: Ref<HTMLInputElement>;
}) => {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    type: 'text',
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${INPUT} w-16 text-center ${error ? 'border-error' : 'border-edge'}`,
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1">
        <input
          {...common}
          ref={hoursRef}
          aria-label={t('reports.hoursOf', { label })}
          maxLength={2}
          value={value.hours}
          onChange={(e) => onChange({ ...value, hours: e.target.value })}
        />
        <span aria-hidden="true">h</span>
        <input
          {...common}
          aria-label={t('reports.minutesOf', { label })}
          maxLength={2}
          value={value.minutes}
          onChange={(e) => onChange({ ...value, minutes: e.target.value })}
        />
        <span aria-hidden="true">min</span>
      </div>
      <FieldError id={errorId} text={error} />
    </div>
  );
};

export const TextArea = ({
  label,
  value,
  onChange,
  error,
  hint,
  inputRef,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  inputRef?: Ref<HTMLTextAreaElement>;
  maxLength?: number;
}) => {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-[1.08rem] font-semibold text-ink">
        {label}
      </label>
      {hint && <p className="m-0 text-sm text-muted">{hint}</p>}
      <textarea
        ref={inputRef}
        id={id}
        rows={3}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`rounded-lg border bg-white p-3 text-[1.15rem] text-ink ${error ? 'border-error' : 'border-edge'} focus-visible:border-primary`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
};

/** One choice of a `SelectField`; the ones with a `group` are listed under it, after the others. */
export type SelectOption = { value: string; label: string; group?: string };

export const SelectField = ({
  label,
  value,
  onChange,
  options,
  error,
  selectRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  error?: string | undefined;
  selectRef?: Ref<HTMLSelectElement>;
}) => {
  const id = useId();
  const loose = options.filter((o) => !o.group);
  const groups = [...new Set(options.flatMap((o) => (o.group ? [o.group] : [])))];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-[1.08rem] font-semibold text-ink">
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${INPUT} ${error ? 'border-error' : 'border-edge'}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('reports.choose')}</option>
        {loose.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group} label={group}>
            {options
              .filter((o) => o.group === group)
              .map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
};

/** A titled block of the editor. */
export const Section = ({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) => {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="m-0 text-[1.15rem] font-bold text-ink">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
};
