import { describe, expect, it } from 'vitest';
import { visitBodySchema } from './intervention.schema';
import { NO_VISIT_TEXTS, pickVisitTexts, VISIT_TEXT_NAMES, VISIT_TEXTS, visitTexts } from './visit-texts';

describe('visit texts', () => {
  it('are stored trimmed, an empty or absent one null', () => {
    expect(visitTexts({ comment: '  Badge at the desk ' })).toEqual({
      ...NO_VISIT_TEXTS,
      comment: 'Badge at the desk',
    });
    expect(visitTexts({ comment: '   ' })).toEqual(NO_VISIT_TEXTS);
    expect(visitTexts({})).toEqual(NO_VISIT_TEXTS);
  });

  it('are read back as they are', () => {
    expect(pickVisitTexts({ comment: ' kept ' })).toEqual({ ...NO_VISIT_TEXTS, comment: ' kept ' });
  });

  it('are each a field of the visit body, bounded by its length', () => {
    const base = { clientId: 'c1', startDate: '2026-03-20T09:00:00+01:00', duration: 60, label: 'L' };
    for (const name of VISIT_TEXT_NAMES) {
      const max = VISIT_TEXTS[name];
      expect(visitBodySchema.safeParse({ ...base, [name]: ` ${'a'.repeat(max)} ` }).data?.[name]).toBe(
        'a'.repeat(max),
      );
      expect(visitBodySchema.safeParse({ ...base, [name]: 'a'.repeat(max + 1) }).success).toBe(false);
      expect(visitBodySchema.safeParse({ ...base, [name]: null }).success).toBe(true);
    }
  });
});
