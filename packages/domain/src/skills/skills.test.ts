import { describe, expect, it } from 'vitest';
import {
  duplicateSkillIndexes,
  isInRecruitment,
  prospectLinkOpens,
  SKILL_GRADES,
  skillsBodySchema,
} from '../index';

describe('skills', () => {
  it('grades from 1 to 5', () => {
    expect(SKILL_GRADES).toEqual([1, 2, 3, 4, 5]);
    const one = (grade: number | null) =>
      skillsBodySchema.safeParse({ skills: [{ kind: 'lang', label: 'Anglais', grade }] });
    expect(one(1).success).toBe(true);
    expect(one(5).success).toBe(true);
    expect(one(0).success).toBe(false);
    expect(one(6).success).toBe(false);
    expect(one(2.5).success).toBe(false);
    // not graded yet: kept, but the completion does not count it
    expect(one(null).success).toBe(true);
  });

  it('finds a repeated skill whatever its case, accents and spaces, within one kind only', () => {
    expect(
      duplicateSkillIndexes([
        { kind: 'computer', label: 'Excel' },
        { kind: 'job', label: 'excel' },
        { kind: 'computer', label: ' EXCEL ' },
        { kind: 'lang', label: 'Français' },
        { kind: 'lang', label: 'francais' },
      ]),
    ).toEqual([2, 4]);
    const res = skillsBodySchema.safeParse({
      skills: [
        { kind: 'lang', label: 'Anglais', grade: 3 },
        { kind: 'lang', label: 'anglais', grade: 4 },
      ],
    });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]).toMatchObject({ path: ['skills', 1, 'label'], message: 'duplicate_skill' });
  });

  it('refuses a blank label and an unknown kind', () => {
    expect(skillsBodySchema.safeParse({ skills: [{ kind: 'lang', label: '  ', grade: 3 }] }).success).toBe(
      false,
    );
    expect(
      skillsBodySchema.safeParse({ skills: [{ kind: 'music', label: 'Piano', grade: 3 }] }).success,
    ).toBe(false);
  });

  it('is in recruitment while a status is set and is not a final one', () => {
    expect(isInRecruitment('IN_PROGRESS')).toBe(true);
    expect(isInRecruitment(null)).toBe(false);
    expect(isInRecruitment('')).toBe(false);
    expect(isInRecruitment('RECRUITED')).toBe(false);
    expect(isInRecruitment('REFUSED')).toBe(false);
  });

  it('opens a prospect link until its expiry instant, only in recruitment', () => {
    const expiresAt = new Date('2026-04-10T09:00:00.000Z');
    const link = { expiresAt, recruitmentStatus: 'IN_PROGRESS' };
    expect(prospectLinkOpens(link, new Date('2026-04-10T08:59:59.999Z'))).toBe(true);
    expect(prospectLinkOpens(link, expiresAt)).toBe(false);
    expect(prospectLinkOpens({ ...link, recruitmentStatus: 'RECRUITED' }, new Date('2026-04-01'))).toBe(
      false,
    );
  });
});
