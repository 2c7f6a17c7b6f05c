import { describeAction } from '../features/outbox/describe';
import { t } from '../lib/i18n';
import { editPathOf, type OfflineReport } from '../offline';
import { confirmAction } from '../ui/confirm-store';
import { errorDialogStore } from '../ui/error-dialog-store';
import { dismissSnackbar, showSnackbar } from '../ui/snackbar-store';

/** A queued action the server refused after it waited: say so, and offer its form (or the list). */
const announceRefused = (
  action: Extract<OfflineReport, { kind: 'refused' }>['action'],
  navigate: (path: string) => void,
): void => {
  const id = showSnackbar({
    text: t('offline.refusedLater', {
      action: describeAction(action),
      reason: action.lastError?.message ?? '',
    }),
    timeoutMs: null,
    actions: [
      { label: t('offline.fix'), onAction: () => navigate(editPathOf(action) ?? '/pending-actions') },
      { label: t('offline.close'), onAction: () => dismissSnackbar(id) },
    ],
  });
};

/** How the app shows what the offline engine reports (the engine shows nothing itself). */
export const presentOfflineReport =
  (navigate: (path: string) => void) =>
  (report: OfflineReport): void => {
    switch (report.kind) {
      case 'processed':
        showSnackbar({ text: t('offline.processed') });
        return;
      case 'refused':
        announceRefused(report.action, navigate);
        return;
      case 'unknown-action':
        // kept in the outbox, parked ('needs you'): a type missing from app/offline-actions.ts
        console.error(
          `queued action of unknown type '${report.action.type}': add it to app/offline-actions.ts`,
        );
        return;
      case 'no-space':
        errorDialogStore.set({ title: t('offline.noSpaceTitle'), text: t('offline.noSpaceText') });
        return;
      case 'needs-network':
        errorDialogStore.set({ title: t('offline.dialogTitle'), text: t('offline.cannotPerform') });
        return;
      case 'submitted':
        showSnackbar({ text: t(report.text) });
        return;
      case 'undone':
        errorDialogStore.set({
          title: t('offline.refusedTitle'),
          text: report.reason ?? t('errors.bad_request'),
        });
        return;
    }
  };

/** Before a logout, when actions still wait: they will be deleted, confirm first. */
export const confirmDiscardOnLogout = (count: number): Promise<boolean> =>
  confirmAction({
    title: t('offline.logoutTitle'),
    text: t('offline.logoutText', { count }),
    confirmLabel: t('offline.logoutConfirm'),
    cancelLabel: t('offline.cancel'),
  });
