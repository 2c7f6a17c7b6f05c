import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { itemFailure } from '../../../lib/error-message';
import { draftStore } from '../../../lib/drafts/draft-store';
import { t } from '../../../lib/i18n';
import { uuid } from '../../../lib/uuid';
import { getActionFiles, usePendingActions, useUserId, type StoredFile } from '../../../offline';
import { ItemMissing, ItemUnavailable } from '../../../ui/item-state';
import { RefusedNotice } from '../../../ui/refused-notice';
import { saveDraftAction, sendMessageAction } from '../api/compose-actions';
import { useMessage, useRecipients } from '../api/compose-queries';
import { composeDraftKey, type ComposeDraft } from '../model/compose-draft';
import { emptyCompose, replySubject, valuesOfBody, valuesOfMessage } from '../model/compose-form';
import { ComposeForm } from './compose-form';

const BACK_TO = '/messaging/drafts';

/** The device draft of this screen: undefined while read, null when there is none. */
const useDeviceDraft = (userId: string | undefined, key: string): ComposeDraft | null | undefined => {
  const [found, setFound] = useState<{ key: string; draft: ComposeDraft | null } | undefined>();
  useEffect(() => {
    if (!userId) return undefined;
    let live = true;
    draftStore()
      .load<ComposeDraft>(userId, key)
      .then(
        (draft) => live && setFound({ key, draft: draft ?? null }),
        () => live && setFound({ key, draft: null }),
      );
    return () => {
      live = false;
    };
  }, [userId, key]);
  return found?.key === key ? found.draft : undefined;
};

/** The files queued with an action (undefined while read). */
const useActionFiles = (actionId: string | undefined): StoredFile[] | undefined => {
  const [files, setFiles] = useState<{ id: string; files: StoredFile[] } | undefined>();
  useEffect(() => {
    if (!actionId) return undefined;
    let live = true;
    void getActionFiles(actionId).then((found) => live && setFiles({ id: actionId, files: found ?? [] }));
    return () => {
      live = false;
    };
  }, [actionId]);
  return files && files.id === actionId ? files.files : undefined;
};

/**
 * /messaging/create (`?replyTo=<messageId>` answers a message), /messaging/edit/{id} (a server
 * draft), and either with `?action=<id>` (a queued message the server refused, opened with its
 * values and files). What the device kept wins over the server's draft, so nothing typed is lost.
 */
export const ComposePage = () => {
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const userId = useUserId();
  const replyTo = id ? undefined : (search.get('replyTo') ?? undefined);
  const actionId = search.get('action') ?? undefined;
  const pending = usePendingActions(saveDraftAction, sendMessageAction);
  const action = actionId ? pending.find((a) => a.id === actionId) : undefined;
  const actionFiles = useActionFiles(action?.id);
  const draftKey = composeDraftKey({ messageId: id, replyTo });
  const kept = useDeviceDraft(userId, draftKey);
  // A device draft of the create or reply screen whose server message was since sent or deleted
  // elsewhere (e.g. from its edit screen) is over: it is dropped rather than saved onto a sent message.
  const keptServer = useMessage(!id && kept?.messageId ? kept.messageId : undefined);
  const checking = Boolean(!id && kept?.messageId) && keptServer.fetchStatus === 'fetching';
  const over =
    !id &&
    Boolean(kept?.messageId) &&
    (keptServer.data ? !keptServer.data.draft : itemFailure(keptServer.error) === 'missing');
  const device = over ? null : kept;
  useEffect(() => {
    if (over && userId)
      void draftStore()
        .clear(userId, draftKey)
        .catch(() => undefined);
  }, [over, userId, draftKey]);
  const [newId] = useState(uuid);
  const recipients = useRecipients();
  const server = useMessage(id && device === null && !action ? id : undefined);
  const original = useMessage(replyTo && device === null ? replyTo : undefined);
  const back = () => void navigate(BACK_TO);

  const party = original.data?.sender ?? server.data?.receiver;
  const form = (start: ComposeDraft, fromDevice = false) => (
    <div className="flex flex-col gap-3">
      <RefusedNotice action={action} />
      <ComposeForm
        key={`${draftKey}|${action?.id ?? ''}`}
        userId={userId ?? ''}
        draftKey={draftKey}
        start={start}
        action={action}
        recipients={recipients.data?.recipients}
        recipientsFailed={recipients.isError && !recipients.data}
        fromDevice={fromDevice}
        party={party}
      />
    </div>
  );

  if (!userId) return null;
  if (action) {
    if (!actionFiles) return null;
    return form({
      localId: action.body.localId,
      messageId: action.body.messageId,
      values: valuesOfBody(action.body, actionFiles),
    });
  }
  if (device === undefined || checking) return null;
  if (device) return form(device, true);
  if (id) {
    if (!server.data) {
      return (
        <ItemUnavailable
          loading={server.isPending}
          denied={itemFailure(server.error) === 'denied'}
          loadingText={t('messageCompose.loading')}
          missingText={t('messageCompose.notFound')}
          backLabel={t('messageCompose.backToDrafts')}
          onBack={back}
        />
      );
    }
    if (!server.data.draft) {
      return (
        <ItemMissing
          text={t('messageCompose.notEditable')}
          backLabel={t('messageCompose.backToDrafts')}
          onBack={back}
        />
      );
    }
    return form({ localId: id, messageId: id, values: valuesOfMessage(server.data) });
  }
  if (replyTo) {
    // offline with the message not in the cache: an answer without its subject rather than no answer
    if (original.isPending && original.fetchStatus !== 'idle') return null;
    const answered = original.data;
    return form({
      localId: newId,
      messageId: null,
      values: answered
        ? { ...emptyCompose(), receiverId: answered.sender.id, subject: replySubject(answered.subject) }
        : emptyCompose(),
    });
  }
  return form({ localId: newId, messageId: null, values: emptyCompose() });
};
