import { SKILL_GRADES, type SkillGrade } from '@relais/domain/rules';
import { t } from '../../../lib/i18n';

/**
 * A skill's grade, 1 (notions) to 5 (expert): a radio group of five (native radios, so arrow keys
 * move between them and a screen reader says 'n of 5'), drawn as numbered pills, the meaning of the
 * chosen one written beside them. None chosen: not graded yet.
 */
export const GradeControl = ({
  name,
  skillLabel,
  grade,
  onChange,
}: {
  /** The radio group's name (unique in the form). */
  name: string;
  skillLabel: string;
  grade: number | null;
  onChange: (grade: number) => void;
}) => (
  <fieldset className="m-0 flex flex-wrap items-center gap-x-3 gap-y-1 border-0 p-0">
    <legend className="sr-only">{t('skills.gradeOf', { label: skillLabel || t('skills.thisSkill') })}</legend>
    <div className="flex gap-1">
      {SKILL_GRADES.map((g) => (
        <label key={g} className="relative">
          <input
            type="radio"
            name={name}
            value={g}
            checked={grade === g}
            onChange={() => onChange(g)}
            className="peer absolute inset-0 z-10 m-0 cursor-pointer opacity-0"
            aria-label={t('skills.gradeOption', { grade: g, meaning: t(`skills.grades.${g}`) })}
          />
          <span
            aria-hidden="true"
            className={`flex h-11 w-11 items-center justify-center rounded-full border text-[1.08rem] font-semibold peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary ${
              grade !== null && g <= grade
                ? 'border-primary bg-primary text-white'
                : 'border-edge bg-white text-ink'
            }`}
          >
            {g}
          </span>
        </label>
      ))}
    </div>
    <span className="text-muted" aria-hidden="true">
      {grade === null ? t('skills.notGraded') : t(`skills.grades.${grade as SkillGrade}`)}
    </span>
  </fieldset>
);
