import { businessDate } from '@relais/domain/rules';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMe } from '../../../data/assistant';
import { now } from '../../../lib/clock';
import { t } from '../../../lib/i18n';
import {
  resubmitAction,
  submitAction,
  usePendingActions,
  useUserId,
  type SubmitResult,
  type SubmitTexts,
} from '../../../offline';
import { CardSection, cardClass } from '../../../ui/card-section';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { QueryState } from '../../../ui/query-state';
import { RefusedNotice } from '../../../ui/refused-notice';
import { saveProfileAction } from '../api/profile-action';
import {
  bodyFromForm,
  formFromProfile,
  validateProfileForm,
  type ProfileFormValues,
} from '../model/profile-form';
import { ProfileForm } from './profile-form';

const TEXTS: SubmitTexts = { sent: 'account.profile.saved', queued: 'account.profile.savedOffline' };

/**
 * The profile card of /user/account: the fields as stored (or as queued, shown at once), saved
 * through the outbox; `?action=<id>` reopens a refused save with what was typed and the reason.
 */
export const ProfileSection = () => {
  const me = useMe();
  const userId = useUserId() ?? '';
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const actionId = search.get('action');
  const queued = usePendingActions(saveProfileAction);
  const action = actionId ? queued.find((a) => a.id === actionId) : undefined;

  const today = businessDate(now());
  const validate = (values: ProfileFormValues) => validateProfileForm(values, today);

  const save = async (values: ProfileFormValues) => {
    const body = bodyFromForm(values, userId);
    const result: SubmitResult = action
      ? await resubmitAction(action.id, body, TEXTS)
      : await submitAction(saveProfileAction, body, TEXTS);
    if (result.kind === 'fix') void navigate(result.path, { replace: true });
    else if (action && result.kind !== 'refused') void navigate('/user/account', { replace: true });
  };

  // the form takes its values once: from a fresh read when one is under way (a copy restored after a
  // reload may be older than the last save), else from the cache (offline, or read a moment ago)
  const [ready, setReady] = useState(false);
  if (!ready && me.data && me.fetchStatus !== 'fetching') setReady(true);

  const source = action?.body ?? me.data;
  const shown = Boolean(ready && me.data && source);
  return (
    // while loading it holds a screen's height (the form is taller): the sections below stay below
    // the fold before and after, and the form's arrival moves nothing in sight
    <CardSection
      id="account-profile"
      title={t('account.profile.title')}
      className={shown ? cardClass : `${cardClass} min-h-screen`}
    >
      <RefusedNotice action={action} />
      {ready && me.data && source ? (
        <ProfileForm
          key={action?.id ?? 'stored'}
          initial={formFromProfile({ ...me.data, ...withoutUndefined(source) })}
          validate={validate}
          onSubmit={(values) => save(values).catch(showErrorDialog)}
        />
      ) : (
        <QueryState query={me} area="account" />
      )}
    </CardSection>
  );
};

const withoutUndefined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
