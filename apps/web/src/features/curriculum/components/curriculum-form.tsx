import { CURRICULUM_LANGUAGE_MAX, CURRICULUM_SUMMARY_MAX, CURRICULUM_TITLE_MAX } from '@relais/domain/rules';
import { useRef } from 'react';
import { t } from '../../../lib/i18n';
import { useForm } from '../../../lib/use-form';
import { Button } from '../../../ui/button';
import { LABEL_CLASS } from '../../../ui/field-parts';
import { Icon } from '../../../ui/icon';
import { TextAreaField } from '../../../ui/textarea-field';
import { TextField } from '../../../ui/text-field';
import {
  validateCurriculumForm,
  type CurriculumFormErrors,
  type CurriculumFormValues,
} from '../model/curriculum-form';

export type CurriculumFormProps = {
  initial: CurriculumFormValues;
  /** Resolves once the outcome is known (the button stays busy meanwhile). */
  onSubmit: (values: CurriculumFormValues) => Promise<void>;
};

/**
 * Title, summary, years of experience and the languages spoken: checked by the domain's rules on
 * submit and then on each change, focus on the first field in error, nothing typed ever cleared.
 */
export const CurriculumForm = ({ initial, onSubmit }: CurriculumFormProps) => {
  const form = useForm<CurriculumFormValues, CurriculumFormErrors>({
    initial,
    validate: validateCurriculumForm,
  });
  const { values, errors, busy, formProps, bind, set } = form;
  const list = useRef<HTMLDivElement>(null);
  const text = (field: string) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  const setLanguage = (i: number, value: string) =>
    set(
      'languages',
      values.languages.map((l, j) => (j === i ? value : l)),
    );
  const addLanguage = () => {
    set('languages', [...values.languages, '']);
    // the new field, once rendered, takes the focus
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus(),
    );
  };
  const removeLanguage = (i: number) =>
    set(
      'languages',
      values.languages.filter((_, j) => j !== i),
    );

  return (
    <form className="flex flex-col gap-4" {...formProps(onSubmit)}>
      <TextField
        type="text"
        label={t('curriculum.jobTitle')}
        placeholder={t('curriculum.jobTitleHint')}
        maxLength={CURRICULUM_TITLE_MAX + 20}
        autoComplete="organization-title"
        error={text('title')}
        {...bind('title')}
      />
      <TextAreaField
        label={t('curriculum.summary')}
        rows={5}
        maxLength={CURRICULUM_SUMMARY_MAX + 100}
        error={text('summary')}
        {...bind('summary')}
      />
      <TextField
        type="text"
        inputMode="numeric"
        label={t('curriculum.experienceYears')}
        className="max-w-60"
        autoComplete="off"
        error={text('experienceYears')}
        {...bind('experienceYears')}
      />
      <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
        <legend className={`mb-1 p-0 ${LABEL_CLASS}`}>{t('curriculum.languages')}</legend>
        {values.languages.length === 0 && <p className="m-0 text-muted">{t('curriculum.noLanguage')}</p>}
        <div ref={list}>
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {values.languages.map((language, i) => (
              <li key={i} className="flex items-end gap-2">
                <TextField
                  type="text"
                  className="flex-1"
                  label={t('curriculum.language', { n: i + 1 })}
                  maxLength={CURRICULUM_LANGUAGE_MAX + 20}
                  autoComplete="off"
                  name={`languages.${i}`}
                  value={language}
                  error={text(`languages.${i}`)}
                  onChange={(e) => setLanguage(i, e.target.value)}
                />
                <Button
                  variant="text"
                  aria-label={t('curriculum.removeLanguage', { n: i + 1 })}
                  onClick={() => removeLanguage(i)}
                >
                  <Icon name="close" />
                </Button>
              </li>
            ))}
          </ul>
        </div>
        {errors['languages'] && (
          <p className="m-0 text-error" data-error-anchor tabIndex={-1}>
            {t(errors['languages'])}
          </p>
        )}
        <Button variant="secondary" className="self-start" onClick={addLanguage}>
          {t('curriculum.addLanguage')}
        </Button>
      </fieldset>
      <Button type="submit" disabled={busy} className="self-stretch">
        {t('curriculum.save')}
      </Button>
    </form>
  );
};
