import { describe, expect, it } from 'vitest';
import { AUDIT_TRAIL_ACTIONS } from '@relais/domain/rules';
import en from '../../i18n/console/en.json';
import fr from '../../i18n/console/fr.json';
import { installConsoleTexts } from '../i18n';
import { detailText, personText } from './audit-line';

describe('the audit trail’s lines', () => {
  it('has a French and an English text for every action it shows', () => {
    for (const texts of [fr, en]) {
      const actions: Record<string, string> = texts.audit.actions;
      for (const a of AUDIT_TRAIL_ACTIONS) expect(actions[a], a).toMatch(/\S/);
      expect(Object.keys(actions).sort()).toEqual([...AUDIT_TRAIL_ACTIONS].sort());
    }
  });

  it('says who: name and role, an unknown account by its id', () => {
    installConsoleTexts(en);
    expect(personText({ id: 'u1', name: 'Ana Lopez', role: 'STAFF' })).toBe('Ana Lopez (staff)');
    expect(personText({ id: 'u2', name: null, role: null })).toBe('unknown account (u2)');
    expect(personText(null)).toBe('—');
    installConsoleTexts(fr);
    expect(personText({ id: 'u1', name: 'Léa Martin', role: 'ASSISTANT' })).toBe('Léa Martin (assistante)');
  });

  it('writes the stored details in words: known keys named and first, permissions named, instants as dates', () => {
    installConsoleTexts(en);
    expect(detailText({ after: ['finance', 'support'], count: 2, before: ['finance'] })).toBe(
      'before: finance · after: finance, support · count: 2',
    );
    installConsoleTexts(fr);
    expect(detailText({ eventId: 'e1', after: ['admin'], before: [], remote: false })).toBe(
      'avant: aucune · après: administration · eventId: e1 · remote: non',
    );
    expect(detailText({ expiresAt: '2026-03-11T09:00:00.000Z' })).toMatch(/^expire le: \d{2}\/03\/2026/);
    expect(detailText({})).toBe('');
  });
});
