import { t } from '../../../lib/i18n';
import { Icon } from '../../../ui/icon';
import { WORK_PREFERENCES, workPreferenceName, type WorkPreference } from '../model/labels';

export type WorkPreferenceProps = {
  value: string | undefined;
  pending: boolean;
  onChange: (value: WorkPreference) => void;
};

/** Site only .. remote only, as four radio options; a change is one queued action. */
export const WorkPreferenceField = ({ value, pending, onChange }: WorkPreferenceProps) => (
  <fieldset className="m-0 flex flex-col gap-1 rounded-xl border-0 bg-white p-4 shadow-sm">
    <legend className="float-left mb-2 w-full p-0 text-[1.2rem] font-bold">
      {t('availability.workPreferenceTitle')}
    </legend>
    {WORK_PREFERENCES.map((option) => (
      <label
        key={option}
        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-secondary-soft"
      >
        <input
          type="radio"
          name="workPreference"
          value={option}
          checked={value === option}
          onChange={() => onChange(option)}
          className="h-5 w-5 accent-primary"
        />
        <span>{workPreferenceName(option)}</span>
      </label>
    ))}
    {pending && (
      <p className="m-0 flex items-center gap-1.5 text-muted">
        <Icon name="clock" className="h-5 w-5" />
        {t('availability.awaiting')}
      </p>
    )}
  </fieldset>
);
