import { beforeAll, describe, expect, it } from 'vitest';
import fr from '../../i18n/console/fr.json';
import { installConsoleTexts } from '../i18n';
import { ageOf } from './age';

beforeAll(() => installConsoleTexts(fr));

const NOW = new Date('2026-03-10T12:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('ageOf', () => {
  it('says under a minute, then minutes, hours up to two days, then days', () => {
    expect(ageOf(before(20_000), NOW)).toBe('moins d’une minute');
    expect(ageOf(before(60_000), NOW)).toBe('1 minute');
    expect(ageOf(before(59 * 60_000), NOW)).toBe('59 minutes');
    expect(ageOf(before(47 * 3_600_000), NOW)).toBe('47 heures');
    expect(ageOf(before(49 * 3_600_000), NOW)).toBe('2 jours');
    // a time in the future (clocks apart) is not a negative age
    expect(ageOf(before(-120_000), NOW)).toBe('moins d’une minute');
  });
});
