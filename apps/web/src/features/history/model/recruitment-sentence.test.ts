import type { HistoryDetails, LogEntry } from '@relais/domain/rules';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import { installMessages } from '../../../lib/i18n';
import { historySentence } from './sentence';

type Line = Pick<LogEntry, 'objectType' | 'eventType' | 'label'> & { details: HistoryDetails | null };
const line = (eventType: string, label: string, details: HistoryDetails): Line =>
  ({ objectType: 'PROFILE', eventType, label, details }) as Line;
const both = (l: Line): [string, string] => {
  installMessages('fr', fr);
  const french = historySentence(l);
  installMessages('en', en);
  return [french, historySentence(l)];
};

describe('recruitment history sentences', () => {
  afterAll(() => installMessages('en', en));

  it('names the document sent, and the status it moved to', () => {
    expect(
      both(line('SUBMITTED', 'casier.pdf', { kind: 'RECRUITMENT', step: 'CRIMINAL_RECORD', status: null })),
    ).toEqual([
      'Recrutement : document envoyé (Extrait de casier judiciaire)',
      'Recruitment: document sent (Criminal record extract)',
    ]);
    expect(
      both(
        line('SUBMITTED', 'kbis.pdf', {
          kind: 'RECRUITMENT',
          step: 'REGISTRATION_CERTIFICATE',
          status: 'COMPLETE',
        }),
      ),
    ).toEqual([
      "Recrutement : document envoyé (Attestation d'immatriculation), dossier complet",
      'Recruitment: document sent (Registration certificate), application complete',
    ]);
  });

  it("says the staff's decision, with the reason of a refusal", () => {
    expect(both(line('VALIDATED', '', { kind: 'RECRUITMENT', step: null, status: 'RECRUITED' }))).toEqual([
      'Statut du recrutement : recrutement validé',
      'Recruitment status: recruitment confirmed',
    ]);
    expect(
      both(
        line('REJECTED', 'Pas de mission près de chez vous', {
          kind: 'RECRUITMENT',
          step: null,
          status: 'REFUSED',
        }),
      ),
    ).toEqual([
      'Statut du recrutement : candidature non retenue (Pas de mission près de chez vous)',
      'Recruitment status: application not accepted (Pas de mission près de chez vous)',
    ]);
  });
});
