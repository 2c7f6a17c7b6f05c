import { SKILL_KINDS, SKILL_LABEL_MAX, type SkillKind } from '@relais/domain/rules';
import { useId, useState, type KeyboardEvent } from 'react';
import { hasTranslation, t, type TranslationKey } from '../../../lib/i18n';
import { useForm } from '../../../lib/use-form';
import { Button } from '../../../ui/button';
import { CardSection } from '../../../ui/card-section';
import { CheckboxField } from '../../../ui/checkbox-field';
import { controlClass, errorAria, FieldError } from '../../../ui/field-parts';
import { Icon } from '../../../ui/icon';
import {
  addSkill,
  emptyDrafts,
  EXPERTISES_FIELD,
  kindField,
  labelField,
  removeSkill,
  setGrade,
  setLabel,
  skillsOfKind,
  toggleExpertise,
  validateSkillsForm,
  withDrafts,
  type SkillDrafts,
  type SkillRow,
  type SkillsFormError,
  type SkillsFormErrors,
  type SkillsFormValues,
} from '../model/skills-form';
import { GradeControl } from './grade-control';

/** The text of an error code: the app's translation of the domain's code. */
export const errorCodeText = (error: SkillsFormError | undefined): string | undefined => {
  if (!error) return undefined;
  const key = `errors.${error.code}`;
  return hasTranslation(key) ? t(key) : t('errors.validation_failed');
};

const kindText = (kind: SkillKind, part: 'title' | 'add' | 'empty' | 'item'): TranslationKey =>
  `skills.kinds.${kind}.${part}`;

export type SkillsEditorProps = {
  initial: SkillsFormValues;
  /** The reference list of expertises (id and label in the interface's language). */
  expertises: readonly { id: string; label: string }[];
  /** Resolves once the outcome is known (the save button stays busy meanwhile). */
  onSubmit: (values: SkillsFormValues) => Promise<void>;
  /** Errors shown at once (a refusal's field errors), until the next save. */
  initialErrors?: SkillsFormErrors;
  /** The provider asks her to check her expertises ('update your expertise'). */
  expertiseWarning?: boolean;
  saveLabel: string;
};

/**
 * The skills editor of `/user/skills` and of the prospect's link: the four kinds of skills (each
 * entry named, graded 1 to 5 and removable, new ones added by kind) and the expertises from the
 * reference list. What was typed is kept on any error; the first field in error takes the focus.
 */
export const SkillsEditor = ({
  initial,
  expertises,
  onSubmit,
  initialErrors,
  expertiseWarning = false,
  saveLabel,
}: SkillsEditorProps) => {
  const { values, setValues, errors, busy, formProps } = useForm<SkillsFormValues, SkillsFormErrors>({
    initial,
    validate: validateSkillsForm,
    initialErrors,
  });
  const [drafts, setDrafts] = useState<SkillDrafts>(emptyDrafts);
  const [addErrors, setAddErrors] = useState<Partial<Record<SkillKind, SkillsFormError>>>({});

  // an entry typed in an add field and not added yet is saved with the rest
  const draftsFit = (): boolean => {
    const { errors: refused } = withDrafts(values, drafts);
    setAddErrors(refused);
    return Object.keys(refused).length === 0;
  };
  const save = (typed: SkillsFormValues): Promise<void> => {
    const { values: all } = withDrafts(typed, drafts);
    if (all !== typed) {
      setValues(all);
      setDrafts(emptyDrafts());
    }
    return onSubmit(all);
  };

  return (
    <form className="flex flex-col gap-4" {...formProps(save, draftsFit)}>
      <p className="m-0 text-muted">{t('skills.intro')}</p>
      {SKILL_KINDS.map((kind) => (
        <KindCard
          key={kind}
          kind={kind}
          rows={skillsOfKind(values, kind)}
          errors={errors}
          onLabel={(key, label) => setValues((v) => setLabel(v, key, label))}
          onGrade={(key, grade) => setValues((v) => setGrade(v, key, grade))}
          onRemove={(key) => setValues((v) => removeSkill(v, key))}
          draft={drafts[kind]}
          addError={addErrors[kind]}
          onDraft={(text) => {
            setDrafts((d) => ({ ...d, [kind]: text }));
            setAddErrors((e) => ({ ...e, [kind]: undefined }));
          }}
          onAdd={() => {
            const added = addSkill(values, kind, drafts[kind]);
            if ('values' in added) {
              setValues(added.values);
              setDrafts((d) => ({ ...d, [kind]: '' }));
            }
            setAddErrors((e) => ({ ...e, [kind]: 'error' in added ? added.error : undefined }));
          }}
        />
      ))}
      <CardSection id="skills-expertises" title={t('skills.expertisesTitle')}>
        {expertiseWarning && (
          <p className="m-0 rounded-lg border-l-4 border-l-secondary bg-secondary-soft p-3" role="note">
            {t('skills.expertiseWarning')}
          </p>
        )}
        <p className="m-0 text-muted">{t('skills.expertisesHint')}</p>
        {errors[EXPERTISES_FIELD] && (
          <p className="m-0 text-error" data-error-anchor tabIndex={-1}>
            {errorCodeText(errors[EXPERTISES_FIELD])}
          </p>
        )}
        {expertises.length === 0 ? (
          <p className="m-0">{t('skills.noExpertises')}</p>
        ) : (
          <ul className="m-0 flex list-none flex-col p-0">
            {expertises.map((e) => (
              <li key={e.id}>
                <CheckboxField
                  label={e.label}
                  checked={values.expertiseIds.includes(e.id)}
                  onChange={(ev) => {
                    const on = ev.target.checked;
                    setValues((v) => toggleExpertise(v, e.id, on));
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </CardSection>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {saveLabel}
        </Button>
      </div>
    </form>
  );
};

type KindCardProps = {
  kind: SkillKind;
  rows: SkillRow[];
  errors: Partial<SkillsFormErrors>;
  onLabel: (key: string, label: string) => void;
  onGrade: (key: string, grade: number) => void;
  onRemove: (key: string) => void;
  /** What is typed in the add field, and why it cannot be added (after a try). */
  draft: string;
  addError: SkillsFormError | undefined;
  onDraft: (text: string) => void;
  /** Adds the typed entry, or shows why not. */
  onAdd: () => void;
};

/** One kind of skills: its entries, then the field that adds one. */
const KindCard = ({
  kind,
  rows,
  errors,
  onLabel,
  onGrade,
  onRemove,
  draft,
  addError,
  onDraft,
  onAdd: add,
}: KindCardProps) => {
  const addId = useId();
  const kindError = errorCodeText(errors[kindField(kind)]);
  return (
    <CardSection id={`skills-${kind}`} title={t(kindText(kind, 'title'))}>
      {rows.length === 0 ? (
        <p className="m-0 text-muted">{t(kindText(kind, 'empty'))}</p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {rows.map((row) => (
            <SkillRowView
              key={row.key}
              kind={kind}
              row={row}
              error={errorCodeText(errors[labelField(row.key)])}
              onLabel={(label) => onLabel(row.key, label)}
              onGrade={(grade) => onGrade(row.key, grade)}
              onRemove={() => onRemove(row.key)}
            />
          ))}
        </ul>
      )}
      {kindError && (
        <p className="m-0 text-error" data-error-anchor tabIndex={-1}>
          {kindError}
        </p>
      )}
      <div className="flex flex-col gap-1 border-t border-edge pt-3">
        <label htmlFor={addId} className="font-semibold">
          {t(kindText(kind, 'add'))}
        </label>
        <div className="flex gap-2">
          <input
            id={addId}
            type="text"
            value={draft}
            maxLength={SKILL_LABEL_MAX}
            autoComplete="off"
            enterKeyHint="done"
            onChange={(e) => onDraft(e.target.value)}
            onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
              // Enter adds the entry; it does not send the whole form
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            {...errorAria(addError ? 'error' : undefined, `${addId}-error`)}
            className={`min-h-11 min-w-0 flex-1 px-3 ${controlClass(addError ? 'error' : undefined)}`}
          />
          {/* named like its field ('Add a language'): four 'Add' buttons would read alike */}
          <Button variant="secondary" onClick={add} aria-label={t(kindText(kind, 'add'))}>
            <Icon name="plus" />
            {t('skills.add')}
          </Button>
        </div>
        <FieldError id={`${addId}-error`} text={errorCodeText(addError)} />
      </div>
    </CardSection>
  );
};

/** One entry: its name (editable), its grade and a remove button. */
const SkillRowView = ({
  kind,
  row,
  error,
  onLabel,
  onGrade,
  onRemove,
}: {
  kind: SkillKind;
  row: SkillRow;
  error: string | undefined;
  onLabel: (label: string) => void;
  onGrade: (grade: number) => void;
  onRemove: () => void;
}) => {
  const id = useId();
  const name = row.label.trim() || t(kindText(kind, 'item'));
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-edge p-2">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="text"
          value={row.label}
          maxLength={SKILL_LABEL_MAX}
          autoComplete="off"
          aria-label={t(kindText(kind, 'item'))}
          onChange={(e) => onLabel(e.target.value)}
          {...errorAria(error, `${id}-error`)}
          className={`min-h-11 min-w-0 flex-1 px-3 ${controlClass(error)}`}
        />
        <Button
          variant="text"
          className="shrink-0 px-2"
          aria-label={t('skills.remove', { label: name })}
          onClick={onRemove}
        >
          <Icon name="close" />
        </Button>
      </div>
      <FieldError id={`${id}-error`} text={error} />
      <GradeControl name={`grade-${row.key}`} skillLabel={name} grade={row.grade} onChange={onGrade} />
    </li>
  );
};
