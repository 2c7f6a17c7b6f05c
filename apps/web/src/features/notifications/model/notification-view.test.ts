import type { Notification } from '@relais/domain/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { installMessages } from '../../../lib/i18n';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import { notificationPath, notificationText } from './notification-view';

const common = { id: 'n1', createdAt: '2026-03-11T10:00:00.000Z', readAt: null };
const report = (
  remote: boolean,
  kind: 'REPORT_REJECTED' | 'REPORT_VALIDATED' = 'REPORT_REJECTED',
): Notification => ({
  ...common,
  kind,
  params: { eventId: 'e1', remote, clientName: 'Boulangerie Lemoine', date: '2026-03-10T08:00:00.000Z' },
});
const invoice: Notification = {
  ...common,
  kind: 'INVOICE_STATUS',
  params: { invoiceId: 'i1', status: 'INVALID', month: '2026-02', invoiceNumber: 'FA-12' },
};
const document: Notification = {
  ...common,
  kind: 'DOCUMENT_REFUSED',
  params: { fileType: 'SIGNED_CONTRACT' },
};
const message: Notification = {
  ...common,
  kind: 'MESSAGE_RECEIVED',
  params: { messageId: 'm1', subject: 'Votre planning' },
};

const cancelled: Notification = {
  ...common,
  kind: 'INTERVENTION_CANCELLED',
  params: {
    eventId: 'e2',
    remote: false,
    clientName: 'Boulangerie Lemoine',
    date: '2026-03-12T08:00:00.000Z',
    reason: 'Client en congés',
  },
};

describe('notificationPath: each opens its item', () => {
  it('the report (a visit or a remote work), the folder document, the invoice, the message', () => {
    expect(notificationPath(report(false))).toBe('/visit/report/view/e1');
    expect(notificationPath(report(true, 'REPORT_VALIDATED'))).toBe('/remote/view/e1');
    expect(notificationPath(document)).toBe('/user/file#SIGNED_CONTRACT');
    expect(notificationPath(invoice)).toBe('/activity/invoices/view/i1');
    expect(notificationPath(message)).toBe('/messaging/reception/m1');
    // a cancelled intervention is gone: her history names its cancellation
    expect(notificationPath(cancelled)).toBe('/history');
  });
});

describe('notificationText: written in her language from the kind and the parameters', () => {
  afterEach(() => {
    installMessages('fr', fr);
  });

  it('in French', () => {
    installMessages('fr', fr);
    expect(notificationText(report(false))).toEqual({
      title: 'Rapport refusé',
      detail: 'Boulangerie Lemoine, 10 mars 2026',
    });
    expect(notificationText(report(true, 'REPORT_VALIDATED')).title).toBe('Rapport de télétravail validé');
    expect(notificationText(document)).toEqual({ title: 'Document refusé', detail: 'Contrat signé' });
    expect(notificationText(invoice)).toEqual({
      title: 'Facture : Invalide',
      detail: 'N° FA-12, février 2026',
    });
    expect(notificationText(message)).toEqual({
      title: "Nouveau message de l'équipe",
      detail: 'Votre planning',
    });
    expect(notificationText(cancelled)).toEqual({
      title: "Visite annulée par l'équipe",
      detail: 'Boulangerie Lemoine, 12 mars 2026 : Client en congés',
    });
  });

  it('in English', () => {
    installMessages('en', en);
    expect(notificationText(report(false))).toEqual({
      title: 'Report refused',
      detail: 'Boulangerie Lemoine, 10 Mar 2026',
    });
    expect(notificationText(invoice).detail).toBe('No. FA-12, February 2026');
    expect(notificationText(message).title).toBe('New message from the team');
    expect(notificationText({ ...cancelled, params: { ...cancelled.params, remote: true } })).toEqual({
      title: 'Remote work cancelled by the team',
      detail: 'Boulangerie Lemoine, 12 Mar 2026: Client en congés',
    });
  });
});
