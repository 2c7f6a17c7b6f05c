import type { HistoryDetails, LogEntry } from '@relais/domain/rules';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import { installMessages } from '../../../lib/i18n';
import { historySentence } from './sentence';

type Line = Pick<LogEntry, 'objectType' | 'eventType' | 'label'> & { details: HistoryDetails | null };
const line = (
  objectType: string,
  eventType: string,
  label: string,
  details: HistoryDetails | null = null,
): Line => ({ objectType, eventType, label, details }) as Line;

/** The same lines in French then in English. */
const both = (l: Line): [string, string] => {
  installMessages('fr', fr);
  const french = historySentence(l);
  installMessages('en', en);
  return [french, historySentence(l)];
};

describe('history sentences', () => {
  afterAll(() => installMessages('en', en));

  it('writes an availability change with the day, the half-day and the state', () => {
    expect(
      both(
        line('AVAILABILITY', 'UPDATED', '', {
          kind: 'AVAILABILITY',
          numDay: 6,
          part: 'MORNING',
          available: true,
        }),
      ),
    ).toEqual(['Disponibilité : samedi matin, disponible', 'Availability: Saturday morning, available']);
    expect(
      both(
        line('AVAILABILITY', 'UPDATED', '', {
          kind: 'AVAILABILITY',
          numDay: 3,
          part: 'AFTERNOON',
          available: false,
        }),
      ),
    ).toEqual([
      'Disponibilité : mercredi après-midi, indisponible',
      'Availability: Wednesday afternoon, unavailable',
    ]);
  });

  it('writes absences and the planning reminder with dates in the language (1er in French)', () => {
    expect(
      both(
        line('ABSENCE', 'CREATED', 'Congés', {
          kind: 'ABSENCE',
          startDate: '2027-02-01',
          endDate: '2027-02-03',
        }),
      ),
    ).toEqual([
      'Absence ajoutée : Congés, du 1er févr. 2027 au 3 févr. 2027',
      'Absence added: Congés, from 1 Feb 2027 to 3 Feb 2027',
    ]);
    expect(
      both(
        line('ABSENCE', 'DELETED', 'Mariage', {
          kind: 'ABSENCE',
          startDate: '2027-04-08',
          endDate: '2027-04-08',
        }),
      ),
    ).toEqual(['Absence supprimée : Mariage, le 8 avr. 2027', 'Absence deleted: Mariage, on 8 Apr 2027']);
    expect(both(line('AVAILABILITY', 'SNOOZED', '', { kind: 'SNOOZE', untilDate: '2026-12-01' }))).toEqual([
      "Rappel du planning : masqué jusqu'au 1er déc. 2026",
      'Planning reminder: hidden until 1 Dec 2026',
    ]);
  });

  it('writes an intervention with its client and local time, and a remote work without a label as remote work', () => {
    const at = { clientName: 'Cabinet Girard', startAt: '2026-10-21T12:00:00.000Z' };
    expect(
      both(line('VISIT', 'CREATED', 'Saisie comptable', { kind: 'INTERVENTION', ...at, remote: false })),
    ).toEqual([
      'Visite ajoutée : Saisie comptable chez Cabinet Girard, le mercredi 21 oct. 2026 à 14:00',
      'Visit added: Saisie comptable for Cabinet Girard, on Wednesday 21 Oct 2026 at 14:00',
    ]);
    expect(both(line('REMOTE_WORK', 'CREATED', '', { kind: 'INTERVENTION', ...at, remote: true }))).toEqual([
      'Télétravail ajouté : Cabinet Girard, le mercredi 21 oct. 2026 à 14:00',
      'Remote work added: Cabinet Girard, on Wednesday 21 Oct 2026 at 14:00',
    ]);
    expect(both(line('REPORT', 'SUBMITTED', '', { kind: 'INTERVENTION', ...at, remote: true }))[1]).toBe(
      'Report sent: Remote work for Cabinet Girard, on Wednesday 21 Oct 2026 at 14:00',
    );
  });

  it("writes invoices as one sentence, with French elision ('d'octobre')", () => {
    const invoice = (status: 'PROPOSED' | 'PAYED'): HistoryDetails => ({
      kind: 'INVOICE',
      invoiceNumber: 'QA-2026-10',
      month: '2026-10',
      status,
    });
    expect(both(line('INVOICE', 'SUBMITTED', 'QA-2026-10', invoice('PROPOSED')))).toEqual([
      "Facture QA-2026-10 d'octobre 2026 envoyée",
      'Invoice QA-2026-10 for October 2026 sent',
    ]);
    expect(both(line('INVOICE', 'UPDATED', 'QA-2026-10', invoice('PAYED')))).toEqual([
      "Facture QA-2026-10 d'octobre 2026 : Payée",
      'Invoice QA-2026-10 for October 2026: Paid',
    ]);
    expect(
      both(
        line('INVOICE', 'SUBMITTED', 'QA-2026-03', {
          kind: 'INVOICE',
          invoiceNumber: 'QA-2026-03',
          month: '2026-03',
          status: 'PROPOSED',
        }),
      )[0],
    ).toBe('Facture QA-2026-03 de mars 2026 envoyée');
  });

  it('reads sensibly without details, for a pair without a headline and for types this app does not know', () => {
    expect(both(line('VISIT', 'CREATED', 'Facturation mensuelle'))).toEqual([
      'Visite ajoutée : Facturation mensuelle',
      'Visit added: Facturation mensuelle',
    ]);
    expect(both(line('FILE', 'UPLOADED', 'Attestation.pdf'))).toEqual([
      'Fichier déposé : Attestation.pdf',
      'File uploaded: Attestation.pdf',
    ]);
    expect(both(line('PROFILE', 'UPDATED', '', { kind: 'CURRICULUM' }))).toEqual([
      'Profil : curriculum mis à jour',
      'Profile: CV updated',
    ]);
    expect(both(line('PROFILE', 'UPDATED', 'Mon CV.pdf', { kind: 'CV' }))).toEqual([
      'Profil : nouveau CV déposé (Mon CV.pdf)',
      'Profile: new CV file uploaded (Mon CV.pdf)',
    ]);
    expect(both(line('PROFILE', 'UPDATED', '', { kind: 'SKILLS' }))).toEqual([
      'Profil : compétences mises à jour',
      'Profile: skills updated',
    ]);
    expect(both(line('PROFILE', 'UPDATED', '', { kind: 'EXPERTISE' }))).toEqual([
      'Profil : expertises mises à jour',
      'Profile: expertises updated',
    ]);
    expect(both(line('MESSAGE', 'DELETED', 'Question'))).toEqual([
      'Message, Suppression : Question',
      'Message, Deleted: Question',
    ]);
    expect(both(line('LOYALTY_POINTS', 'EARNED', '10 points'))[1]).toBe('loyalty points, earned: 10 points');
  });
});
