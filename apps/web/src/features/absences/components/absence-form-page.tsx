import { businessDate } from '@relais/domain/rules';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { now } from '../../../lib/clock';
import { itemFailure } from '../../../lib/error-message';
import { t } from '../../../lib/i18n';
import { useFormExit } from '../../../lib/use-form-exit';
import {
  resubmitAction,
  submitAction,
  useUserId,
  type SubmitResult,
  type SubmitTexts,
} from '../../../offline';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { RefusedNotice } from '../../../ui/refused-notice';
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
import { DELETE_LEAVE, isPendingLeaveId, pendingLeaveId } from '../model/pending-leaves';
import { AbsenceForm } from './absence-form';
import { ItemLoading, ItemUnavailable } from '../../../ui/item-state';
import { isSettled } from '../../../ui/query-state';
import { useCoveredEvents } from './covered-warning';

const BACK_TO = '/availability';
const TEXTS: SubmitTexts = { sent: 'absences.saved', queued: 'absences.savedOffline' };

/** /absence/create and /absence/edit/{id} (with ?action=<id> for an absence still in the outbox). */
export const AbsenceFormPage = () => {
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const userId = useUserId() ?? '';
  const { query, leaves, queued } = useShownLeaves();
  const actionId = search.get('action');
  const action = actionId
    ? queued.filter((a) => a.type !== DELETE_LEAVE).find((a) => a.id === actionId)
    : undefined;
  const queuedBody = action?.body;
  const stored = id && !isPendingLeaveId(id) ? query.data?.find((l) => l.id === id) : undefined;
  const shown = id ? leaves?.find((l) => l.id === id) : undefined;
  const missing = Boolean(id && !isPendingLeaveId(id) && !queuedBody && query.data && !shown);
  const single = useLeave(id, missing);

  const { back: goBack, settle } = useFormExit(BACK_TO);
  // an absence opened shows once what its dates cover is known: the warning under its dates would
  // otherwise push the fields below it down as it arrives
  const opened = queuedBody?.leave ?? shown;
  const covered = useCoveredEvents(opened?.startDate ?? '', opened?.endDate ?? '');

  if (id && !queuedBody && !shown) {
    return (
      <ItemUnavailable
        loading={(leaves === undefined && !query.isError) || (missing && single.isPending)}
        denied={itemFailure(single.error) === 'denied'}
        loadingText={t('absences.loading')}
        missingText={t('absences.notFound')}
        backLabel={t('absences.backToList')}
        onBack={() => void navigate(BACK_TO)}
      />
    );
  }

  if (!isSettled(covered)) return <ItemLoading text={t('absences.loading')} />;

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
    let result: SubmitResult;
    if (action && queuedBody) result = await resubmitAction(action.id, { ...queuedBody, leave }, TEXTS);
    else if (id)
      result = await submitAction(updateLeaveAction, { assistantId: userId, leaveId: id, leave }, TEXTS);
    else result = await submitAction(createLeaveAction, { assistantId: userId, leave }, TEXTS);
    settle(result);
  };

  return (
    <div className="flex flex-col gap-3">
      <RefusedNotice action={action} />
      <AbsenceForm
        key={action?.id ?? id ?? 'new'}
        initial={initial}
        validate={validate}
        onSubmit={(values) => save(values).catch(showErrorDialog)}
        onCancel={goBack}
        minStart={started ? undefined : today}
      />
    </div>
  );
};
