import { businessDate } from '@relais/domain/rules';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { now } from '../../../lib/clock';
import { itemFailure } from '../../../lib/error-message';
import { t } from '../../../lib/i18n';
import { enqueue, resubmit, useConnectivity } from '../../../offline';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { showSnackbar } from '../../../ui/snackbar-store';
import { createLeaveAction, updateLeaveAction } from '../api/leave-actions';
import { useLeave } from '../api/leaves-query';
import { useShownLeaves } from '../api/use-shown-leaves';
import {
  bodyFromForm,
  emptyLeaveForm,
  formFromLeave,
  validateLeaveForm,
  type LeaveFormValues,
} from '../model/leave-form';
import {
  isPendingLeaveId,
  pendingLeaveId,
  type CreateLeaveBody,
  type UpdateLeaveBody,
} from '../model/pending-leaves';
import { AbsenceForm } from './absence-form';
import { useUserId } from '../../../offline';
import { ItemDenied, ItemLoading, ItemMissing } from '../../../ui/item-state';

const BACK_TO = '/availability';

/** /absence/create and /absence/edit/{id} (with ?action=<id> for an absence still in the outbox). */
export const AbsenceFormPage = () => {
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const userId = useUserId() ?? '';
  const { offline } = useConnectivity();
  const { query, leaves, queued } = useShownLeaves();
  const actionId = search.get('action');
  const action = actionId ? queued.find((a) => a.id === actionId) : undefined;
  const queuedBody = action?.body as CreateLeaveBody | UpdateLeaveBody | undefined;
  const stored = id && !isPendingLeaveId(id) ? query.data?.find((l) => l.id === id) : undefined;
  const shown = id ? leaves?.find((l) => l.id === id) : undefined;
  const missing = Boolean(id && !isPendingLeaveId(id) && !queuedBody && query.data && !shown);
  const single = useLeave(id, missing);

  const goBack = () => {
    const idx: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) void navigate(-1);
    else void navigate(BACK_TO, { replace: true });
  };

  if (id && !queuedBody && !shown) {
    if ((leaves === undefined && !query.isError) || (missing && single.isPending)) return <ItemLoading text={t('absences.loading')} />;
    if (itemFailure(single.error) === 'denied') return <ItemDenied backLabel={t('absences.backToList')} onBack={() => void navigate(BACK_TO)} />;
    return (
      <ItemMissing
        text={t('absences.notFound')}
        backLabel={t('absences.backToList')}
        onBack={() => void navigate(BACK_TO)}
      />
    );
  }

  const initial: LeaveFormValues = queuedBody
    ? formFromLeave(queuedBody.leave)
    : shown
      ? formFromLeave(shown)
      : emptyLeaveForm();
  const selfIds = new Set([id, actionId ? pendingLeaveId(actionId) : undefined]);
  const others = (leaves ?? []).filter((l) => !selfIds.has(l.id));
  const today = businessDate(now());
  const started = stored !== undefined && stored.startDate <= today;
  const validate = (values: LeaveFormValues) =>
    validateLeaveForm(values, { today, existing: stored, others });

  const save = async (values: LeaveFormValues) => {
    const leave = bodyFromForm(values);
    if (action && queuedBody) await resubmit(action.id, { ...queuedBody, leave });
    else if (id) await enqueue(updateLeaveAction, { assistantId: userId, leaveId: id, leave });
    else await enqueue(createLeaveAction, { assistantId: userId, leave });
    showSnackbar({ text: t(offline ? 'absences.savedOffline' : 'absences.saved') });
    goBack();
  };

  return (
    <div className="flex flex-col gap-3">
      {action?.state === 'parked' && action.lastError && (
        <p role="alert" className="m-0 rounded-xl border-l-4 border-l-error bg-error-soft p-3">
          {action.lastError.message}
        </p>
      )}
      <AbsenceForm
        key={action?.id ?? id ?? 'new'}
        initial={initial}
        validate={validate}
        onSubmit={(values) => void save(values).catch(showErrorDialog)}
        onCancel={goBack}
        minStart={started ? undefined : today}
      />
    </div>
  );
};
