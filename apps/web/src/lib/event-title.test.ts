import { afterAll, describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { eventTitle, eventTitleWithClient } from './event-title';
import { installMessages } from './i18n';

const remote = { label: '', remote: true, clientName: 'Cabinet Girard' };

describe('eventTitle', () => {
  afterAll(() => installMessages('en', en));

  it('names a remote work without a label by its kind, in the language, never by its client twice', () => {
    installMessages('fr', fr);
    expect(eventTitle(remote)).toBe('Télétravail');
    expect(eventTitleWithClient(remote)).toBe('Télétravail – Cabinet Girard');
    installMessages('en', en);
    expect(eventTitle(remote)).toBe('Remote work');
  });

  it('keeps a label, and names a visit without one by its client', () => {
    expect(eventTitle({ ...remote, label: 'Saisie' })).toBe('Saisie');
    expect(eventTitle({ label: ' ', remote: false, clientName: 'Lemoine' })).toBe('Lemoine');
    expect(eventTitleWithClient({ label: '', remote: false, clientName: 'Lemoine' })).toBe('Lemoine');
  });
});
