import {
  businessDate,
  movesOutOfCurrentMonth,
  type InterventionEvent,
  type VisitBody,
} from '@relais/domain/rules';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { now } from '../../../lib/clock';
import { itemFailure } from '../../../lib/error-message';
import { t } from '../../../lib/i18n';
import { discard, enqueue, resubmit, useConnectivity, useUserId } from '../../../offline';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { showSnackbar } from '../../../ui/snackbar-store';
import { createVisitAction, deleteVisitAction, updateVisitAction } from '../api/visit-actions';
import { useVisitSource } from '../api/use-visit-source';
import { isLocked } from '../model/links';
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
import { ItemDenied, ItemLoading, ItemMissing } from '../../../ui/item-state';
import { useClientChoices, type ClientChoice } from '../../clients';

const BACK_TO = '/home';

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
  const { offline } = useConnectivity();
  const { clients } = useClientChoices();
  const { action, event, fields, loading, error } = useVisitSource(id, search.get('action'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const clock = now();

  const goBack = () => {
    const idx: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) void navigate(-1);
    else void navigate(BACK_TO, { replace: true });
  };
  const saved = () => {
    showSnackbar({ text: t(offline ? 'interventions.savedOffline' : 'interventions.saved') });
    goBack();
  };

  if (id && !fields) {
    if (loading) return <ItemLoading text={t('interventions.loading')} />;
    if (itemFailure(error) === 'denied') return <ItemDenied backLabel={t('interventions.backHome')} onBack={() => void navigate(BACK_TO)} />;
    return (
      <ItemMissing
        text={t('interventions.notFound')}
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
  const initial = fields ? formFromVisit(fields) : emptyVisitForm(businessDate(clock));
  const code = action?.state === 'parked' ? action.lastError?.code : undefined;
  const serverField = code ? fieldOfServerCode(code) : null;
  const initialErrors: VisitFormErrors = serverField && code ? { [serverField]: `errors.${code}` } : {};
  const validate = (values: VisitFormValues) => validateVisitForm(values, { create });

  const enqueueCreate = (visit: VisitBody, display: ClientDisplay) =>
    enqueue(createVisitAction, { assistantId: userId, visit, display });
  const enqueueDelete = (stored: InterventionEvent, reason: string | null) =>
    enqueue(deleteVisitAction, { assistantId: userId, visitId: stored.id, reason, event: stored });

  const save = async (values: VisitFormValues) => {
    const display = displayOf(clients, values.clientId, fields);
    const start = startOf(values);
    if (stored && start && movesOutOfCurrentMonth(new Date(stored.startDate), start, clock)) {
      setDialog({ mode: 'recreate', values });
      return;
    }
    if (action) {
      const visit = bodyFromForm(values, { create: false });
      await resubmit(action.id, {
        ...action.body,
        visit: { ...visit, recurrence: queuedCreation?.visit.recurrence ?? null },
        display,
      });
    } else if (id && event) {
      await enqueue(updateVisitAction, {
        assistantId: userId,
        visitId: id,
        visit: bodyFromForm(values, { create: false }),
        display,
        previous: fieldsOf(event, event),
      });
    } else {
      await enqueueCreate(bodyFromForm(values, { create: true }), display);
    }
    saved();
  };

  const remove = async (reason: string | null) => {
    setDialog(null);
    if (queuedCreation && action) await discard(action.id);
    else if (stored) {
      if (queuedUpdate && action) await discard(action.id);
      await enqueueDelete(stored, reason);
    }
    showSnackbar({ text: t(offline ? 'interventions.deletedOffline' : 'interventions.deleted') });
    goBack();
  };

  const recreate = async (values: VisitFormValues, reason: string | null) => {
    setDialog(null);
    if (!stored) return;
    // a queued change of it is replaced; then, one after the other: the deletion, the new intervention
    if (queuedUpdate && action) await discard(action.id);
    await enqueueDelete(stored, reason);
    await enqueueCreate(bodyFromForm(values, { create: false }), displayOf(clients, values.clientId, stored));
    saved();
  };

  const start = stored ? new Date(stored.startDate) : clock;
  const deletable = Boolean(event) || Boolean(queuedCreation);
  return (
    <div className="flex flex-col gap-3">
      {action?.state === 'parked' && action.lastError && (
        <p role="alert" className="m-0 rounded-xl border-l-4 border-l-error bg-error-soft p-3">
          {action.lastError.message}
        </p>
      )}
      <VisitForm
        key={action?.id ?? id ?? 'new'}
        initial={initial}
        clients={clients}
        create={create}
        validate={validate}
        initialErrors={initialErrors}
        onSubmit={(values) => void save(values).catch(showErrorDialog)}
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
