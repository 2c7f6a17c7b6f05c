import type { Notification } from '@relais/domain/rules';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';

/** Where a notification leads: the refused report, the folder's document, the invoice, the message. */
export const notificationPath = (n: Notification): string => {
  switch (n.kind) {
    case 'REPORT_REJECTED':
    case 'REPORT_VALIDATED':
      return n.params.remote ? `/remote/view/${n.params.eventId}` : `/visit/report/view/${n.params.eventId}`;
    case 'DOCUMENT_REFUSED':
      return `/user/file#${n.params.fileType}`;
    case 'INVOICE_STATUS':
      return `/activity/invoices/view/${n.params.invoiceId}`;
    case 'MESSAGE_RECEIVED':
      return `/messaging/reception/${n.params.messageId}`;
    case 'INTERVENTION_CANCELLED':
      // the intervention is gone: her history has the line of its cancellation
      return '/history';
  }
};

/** A month 'YYYY-MM' as the language writes it ('février 2026', 'February 2026'). */
const monthName = (month: string): string => formatDate(`${month}-15T12:00:00`, 'MMMM yyyy');

/**
 * Its sentence, in the user's language, from the kind and the parameters (the server stores no
 * prose): a title saying what was decided and a line naming the item.
 */
export const notificationText = (n: Notification): { title: string; detail: string } => {
  switch (n.kind) {
    case 'REPORT_REJECTED':
    case 'REPORT_VALIDATED': {
      const kind = n.kind === 'REPORT_REJECTED' ? 'reportRejected' : 'reportValidated';
      return {
        title: t(`notifications.${kind}${n.params.remote ? 'Remote' : ''}`),
        detail: t('notifications.reportDetail', {
          client: n.params.clientName,
          date: formatDate(n.params.date, 'PP'),
        }),
      };
    }
    case 'DOCUMENT_REFUSED':
      return {
        title: t('notifications.documentRefused'),
        detail: t(`folder.types.${n.params.fileType}`),
      };
    case 'INVOICE_STATUS':
      return {
        title: t('notifications.invoiceStatus', { status: t(`invoices.status.${n.params.status}`) }),
        detail: t('notifications.invoiceDetail', {
          number: n.params.invoiceNumber,
          month: monthName(n.params.month),
        }),
      };
    case 'MESSAGE_RECEIVED':
      return { title: t('notifications.messageReceived'), detail: n.params.subject };
    case 'INTERVENTION_CANCELLED':
      return {
        title: t(`notifications.interventionCancelled${n.params.remote ? 'Remote' : ''}`),
        detail: t('notifications.cancelledDetail', {
          client: n.params.clientName,
          date: formatDate(n.params.date, 'PP'),
          reason: n.params.reason,
        }),
      };
  }
};
