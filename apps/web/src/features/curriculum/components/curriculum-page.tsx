import { t } from '../../../lib/i18n';
import {
  resubmitAction,
  submitAction,
  usePendingActions,
  useUserId,
  type SubmitTexts,
} from '../../../offline';
import { CardSection } from '../../../ui/card-section';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { isSettled, QueryState } from '../../../ui/query-state';
import { RefusedNotice } from '../../../ui/refused-notice';
import { saveCurriculumAction } from '../api/curriculum-actions';
import { useCurriculum } from '../api/curriculum-queries';
import { bodyFromForm, formFromCurriculum, type CurriculumFormValues } from '../model/curriculum-form';
import { CurriculumForm } from './curriculum-form';
import { CvSection } from './cv-section';

const TEXTS: SubmitTexts = { sent: 'curriculum.saved', queued: 'curriculum.savedOffline' };

/**
 * /user/curriculum: the curriculum (saved through the outbox, shown at once, readable offline from
 * the persisted cache) and the CV file, shown once the curriculum is settled (the form grows into
 * empty space, moving nothing).
 */
export const CurriculumPage = () => {
  const userId = useUserId() ?? '';
  const curriculum = useCurriculum();
  const saves = usePendingActions(saveCurriculumAction);
  const parked = saves.find((a) => a.state === 'parked');
  const waiting = saves.some((a) => a.state !== 'parked');

  const save = async (values: CurriculumFormValues) => {
    const body = { assistantId: userId, curriculum: bodyFromForm(values) };
    if (parked) await resubmitAction(parked.id, body, TEXTS);
    else await submitAction(saveCurriculumAction, body, TEXTS);
  };

  // a parked save shows its own values (what was refused), anything else the cached curriculum
  const initial = parked ? formFromCurriculum(parked.body.curriculum) : formFromCurriculum(curriculum.data);

  return (
    <div className="flex flex-col gap-4">
      <CardSection id="curriculum-form-title" title={t('curriculum.formTitle')}>
        <RefusedNotice action={parked} />
        {waiting && (
          <p
            className="m-0 text-sm font-semibold text-secondary"
            role="status"
            data-curriculum-state="awaiting"
          >
            {t('curriculum.pendingSave')}
          </p>
        )}
        {curriculum.data === undefined && !parked ? (
          <QueryState query={curriculum} area="curriculum" />
        ) : (
          <CurriculumForm
            // a newer server copy (the refetch after a restored cache, the answer to a save) is shown
            key={parked?.id ?? curriculum.data?.updatedAt ?? 'curriculum'}
            initial={initial}
            onSubmit={(values) => save(values).catch(showErrorDialog)}
          />
        )}
      </CardSection>
      {(isSettled(curriculum) || parked) && <CvSection />}
    </div>
  );
};
