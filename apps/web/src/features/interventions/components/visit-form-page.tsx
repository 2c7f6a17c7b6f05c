import {
  addDays,
  businessDate,
  movesOutOfCurrentMonth,
  zonedDateTime,
  type InterventionEvent,
  type VisitBody,
} from '@relais/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { now } from '../../../lib/clock';
import { STORAGE_KEYS, writeItem } from '../../../lib/storage';
import { itemFailure } from '../../../lib/error-message';
import { t } from '../../../lib/i18n';
import { useFormExit } from '../../../lib/use-form-exit';
import {
  discard,
  requireOnline,
  resubmitAction,
  submitAction,
  useUserId,
  type SubmitTexts,
} from '../../../offline';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { RefusedNotice } from '../../../ui/refused-notice';
import { showSnackbar } from '../../../ui/snackbar-store';
import { createVisitAction, deleteVisitAction, updateVisitAction } from '../api/visit-actions';
import { useVisitSource } from '../api/use-visit-source';
import { requestCancellation } from '../api/cancellation';
import { isLocked } from '../../../data/events';
import { messageKeys } from '../../../data/messages';
import { CREATE_VISIT, fieldsOf, type ClientDisplay } from '../model/pending-visits';
import {
  bodyFromForm,
  emptyVisitForm,
  fieldOfServerCode,
  formFromVisit,
  startOf,
  validateVisitForm,
  type VisitFormErrors,
  type VisitFormValues,
} from '../model/visit-form';
import { DeleteVisitDialog } from './delete-visit-dialog';
import { LockedVisit } from './locked-visit';
import { VisitForm } from './visit-form';
import { ItemUnavailable } from '../../../ui/item-state';
import { useClientChoices, type ClientChoice } from '../../../data/clients';

const BACK_TO = '/home';
const SAVE_TEXTS: SubmitTexts = { sent: 'interventions.saved', queued: 'interventions.savedOffline' };
const DELETE_TEXTS: SubmitTexts = { sent: 'interventions.deleted', queued: 'interventions.deletedOffline' };

const displayOf = (
  clients: readonly ClientChoice[],
  clientId: string,
  fallback?: ClientDisplay,
): ClientDisplay => {
  const c = clients.find((x) => x.id === clientId);
  return c ? { clientName: c.name, clientColor: c.color } : (fallback ?? { clientName: '', clientColor: '' });
};

type Dialog = { mode: 'delete' } | { mode: 'recreate'; values: VisitFormValues } | null;

/** /visit/create and /visit/edit/{id} (with ?action=<id> for a visit change still in the outbox). */
export const VisitFormPage = () => {
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const userId = useUserId() ?? '';
  const { clients } = useClientChoices();
  const { action, event, fields, loading, error } = useVisitSource(id, search.get('action'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const queryClient = useQueryClient();
  const clock = now();

  // sent or queued: back where the user came from; refused: the form of the refused action
  const { back: goBack, settle: after } = useFormExit(BACK_TO);

  if (id && !fields) {
    return (
      <ItemUnavailable
        loading={loading}
        denied={itemFailure(error) === 'denied'}
        loadingText={t('interventions.loading')}
        missingText={t('interventions.notFound')}
        backLabel={t('interventions.backHome')}
        onBack={() => void navigate(BACK_TO)}
      />
    );
  }
  if (event && isLocked(event)) return <LockedVisit event={event} />;

  const create = !id;
  const queuedCreation = action?.type === CREATE_VISIT ? action.body : undefined;
  const queuedUpdate = action && 'previous' in action.body ? action.body : undefined;
  // what the server holds (a queued update is not sent yet): the month and deletion rules are about it
  const stored = event && queuedUpdate ? { ...event, ...queuedUpdate.previous } : event;
  const today = businessDate(clock);
  // a new visit starts at 09:00 today, or tomorrow once 09:00 has passed (a visit is planned ahead);
  // `?remote=1`: planning a remote work
  const firstDay = zonedDateTime(today, '09:00') < clock ? addDays(today, 1) : today;
  const initial = fields
    ? formFromVisit(fields)
    : { ...emptyVisitForm(firstDay), remote: search.get('remote') === '1' };
  const code = action?.state === 'parked' ? action.lastError?.code : undefined;
  const serverField = code ? fieldOfServerCode(code) : null;
  const initialErrors: VisitFormErrors = serverField && code ? { [serverField]: `errors.${code}` } : {};
  const validate = (values: VisitFormValues) =>
    validateVisitForm(values, {
      create,
      now: clock,
      today,
      storedStart: stored ? new Date(stored.startDate) : null,
    });

  const submitCreate = (visit: VisitBody, display: ClientDisplay) =>
    submitAction(createVisitAction, { assistantId: userId, visit, display }, SAVE_TEXTS);
  const deleteBody = (stored: InterventionEvent, reason: string | null) => ({
    assistantId: userId,
    visitId: stored.id,
    reason,
    event: stored,
  });

  const save = async (values: VisitFormValues) => {
    const display = displayOf(clients, values.clientId, fields);
    const start = startOf(values);
    if (stored && start && movesOutOfCurrentMonth(new Date(stored.startDate), start, clock)) {
      setDialog({ mode: 'recreate', values });
      return;
    }
    if (action) {
      const visit = bodyFromForm(values, { create: false });
      const body = {
        ...action.body,
        visit: { ...visit, recurrence: queuedCreation?.visit.recurrence ?? null },
        display,
      };
      after(await resubmitAction(action.id, body, SAVE_TEXTS));
    } else if (id && event) {
      const body = {
        assistantId: userId,
        visitId: id,
        visit: bodyFromForm(values, { create: false }),
        display,
        previous: fieldsOf(event, event),
      };
      after(await submitAction(updateVisitAction, body, SAVE_TEXTS));
    } else {
      const result = await submitCreate(bodyFromForm(values, { create: true }), display);
      // home then shows its day, even beyond the first few it lists
      if (result.kind === 'sent' || result.kind === 'queued') {
        writeItem(STORAGE_KEYS.scrollToDay, values.date, 'session');
      }
      after(result);
    }
  };

  const remove = async (reason: string | null) => {
    setDialog(null);
    if (queuedCreation && action) {
      // never sent: it is simply forgotten
      await discard(action.id);
      showSnackbar({ text: t('interventions.deleted') });
      goBack();
    } else if (stored) {
      if (queuedUpdate && action) await discard(action.id);
      after(await submitAction(deleteVisitAction, deleteBody(stored, reason), DELETE_TEXTS));
    }
  };

  const recreate = async (values: VisitFormValues, reason: string | null) => {
    setDialog(null);
    if (!stored) return;
    // a queued change of it is replaced; then, one after the other: the deletion, the new intervention
    if (queuedUpdate && action) await discard(action.id);
    // the new one is queued only once the deletion is accepted or waiting in the outbox before it
    const deleted = await submitAction(deleteVisitAction, deleteBody(stored, reason), null);
    if (deleted.kind === 'fix' || deleted.kind === 'refused') return after(deleted);
    after(
      await submitCreate(
        bodyFromForm(values, { create: false }),
        displayOf(clients, values.clientId, stored),
      ),
    );
  };

  const requestCancel = async (reason: string) => {
    if (!stored || !requireOnline()) return;
    // on a failure the dialog stays open with the reason typed
    await requestCancellation(userId, stored.id, reason);
    // her request is a message to the team: the sent list shows it
    void queryClient.invalidateQueries({ queryKey: messageKeys.lists(userId) });
    setDialog(null);
    showSnackbar({ text: t('interventions.cancelRequested') });
  };

  const start = stored ? new Date(stored.startDate) : clock;
  const deletable = Boolean(event) || Boolean(queuedCreation);
  return (
    <div className="flex flex-col gap-3">
      <RefusedNotice action={action} />
      <VisitForm
        key={action?.id ?? id ?? 'new'}
        initial={initial}
        clients={clients}
        create={create}
        validate={validate}
        initialErrors={initialErrors}
        onSubmit={(values) => save(values).catch(showErrorDialog)}
        onCancel={goBack}
        footer={
          deletable && (
            <div className="flex justify-start border-t border-edge pt-3">
              <button
                type="button"
                className="inline-flex min-h-11 items-center rounded-lg px-4 text-[1.08rem] font-semibold text-error hover:bg-error-soft"
                onClick={() => setDialog({ mode: 'delete' })}
              >
                {t('interventions.delete')}
              </button>
            </div>
          )
        }
      />
      {dialog && (
        <DeleteVisitDialog
          open
          mode={dialog.mode}
          start={queuedCreation ? new Date(clock.getTime() + 365 * 86_400_000) : start}
          now={clock}
          onCancel={() => setDialog(null)}
          onRequestCancel={(reason) => void requestCancel(reason).catch(showErrorDialog)}
          onConfirm={(reason) =>
            void (dialog.mode === 'recreate' ? recreate(dialog.values, reason) : remove(reason)).catch(
              showErrorDialog,
            )
          }
        />
      )}
    </div>
  );
};
