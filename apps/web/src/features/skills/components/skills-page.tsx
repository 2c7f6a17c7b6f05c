import { useNavigate, useSearchParams } from 'react-router';
import { useMe } from '../../../data/assistant';
import { t } from '../../../lib/i18n';
import {
  resubmitAction,
  submitAction,
  usePendingActions,
  useUserId,
  type SubmitResult,
  type SubmitTexts,
} from '../../../offline';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { QueryState } from '../../../ui/query-state';
import { RefusedNotice } from '../../../ui/refused-notice';
import { showSnackbar } from '../../../ui/snackbar-store';
import { saveSkillsAction } from '../api/skills-actions';
import { useExpertiseIds, useExpertiseList, useSkills } from '../api/skills-queries';
import { formFromStored, isEmptySave, savePlan, type SkillsFormValues } from '../model/skills-form';
import { SkillsEditor } from './skills-editor';

const TEXTS: SubmitTexts = { sent: 'skills.saved', queued: 'skills.savedOffline' };

/**
 * /user/skills (and ?action=<id> for a refused save, reopened with what was sent and the server's
 * reason): the signed-in assistant's skills and expertises, read from the cache offline, saved
 * through the outbox.
 */
export const SkillsPage = () => {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const userId = useUserId() ?? '';
  const skills = useSkills();
  const chosen = useExpertiseIds();
  const list = useExpertiseList();
  const warning = useMe().data?.warningUpdateExpertise === true;
  const actionId = search.get('action');
  const action = usePendingActions(saveSkillsAction).find((a) => a.id === actionId);

  if (!skills.data || !chosen.data) {
    return (
      <section aria-labelledby="skills-loading" className="rounded-xl bg-white p-4 shadow-sm">
        <h2 id="skills-loading" className="sr-only">
          {t('skills.title')}
        </h2>
        <QueryState query={skills.data ? chosen : skills} area="skills" />
      </section>
    );
  }

  const stored = { skills: skills.data.skills, expertiseIds: chosen.data };
  // a newer copy from the server (the saved copy shown first, then the fresh read) opens the editor on it
  const storedVersion = `${skills.data.updatedAt ?? ''}|${[...chosen.data].sort().join(',')}`;
  // a refused save reopens with what it sent (a part it did not send: as stored)
  const initial: SkillsFormValues = formFromStored(
    action?.body.skills ?? stored.skills,
    action?.body.expertiseIds ?? stored.expertiseIds,
  );

  const save = async (values: SkillsFormValues) => {
    const plan = savePlan(stored, values, warning);
    if (isEmptySave(plan) && !action) {
      showSnackbar({ text: t('skills.unchanged') });
      return;
    }
    let result: SubmitResult;
    if (action) result = await resubmitAction(action.id, { ...plan, assistantId: userId }, TEXTS);
    else result = await submitAction(saveSkillsAction, { ...plan, assistantId: userId }, TEXTS);
    if (result.kind === 'fix') void navigate(result.path, { replace: true });
    else if (action) void navigate('/user/skills', { replace: true });
  };

  return (
    <div className="flex flex-col gap-3">
      <RefusedNotice action={action} />
      <SkillsEditor
        key={action?.id ?? storedVersion}
        initial={initial}
        expertises={list.data ?? []}
        expertiseWarning={warning}
        saveLabel={t('skills.save')}
        onSubmit={(values) => save(values).catch(showErrorDialog)}
      />
    </div>
  );
};
