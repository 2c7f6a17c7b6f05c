import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGE_SUBJECT_MAX, type MessageRecipient } from '@relais/domain/rules';
import { t } from '../../../lib/i18n';
import { useForm } from '../../../lib/use-form';
import {
  discard,
  resubmitAction,
  submitAction,
  toFile,
  type PendingOf,
  type SubmitTexts,
} from '../../../offline';
import { Button } from '../../../ui/button';
import { confirmAction } from '../../../ui/confirm-store';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { TextField } from '../../../ui/text-field';
import { useQueryClient } from '@tanstack/react-query';
import type { saveDraftAction } from '../api/compose-actions';
import { composedIdKey, deleteDraftAction, sendMessageAction } from '../api/compose-actions';
import { useDraftSaves } from '../api/use-draft-saves';
import { forgetNewDraftOf, type ComposeDraft } from '../model/compose-draft';
import {
  isBlank,
  syncBodyOf,
  validateCompose,
  withDefaultRecipient,
  type ComposeErrors,
  type ComposeValues,
} from '../model/compose-form';
import { AttachmentsField } from './attachments-field';
import { RecipientField } from './recipient-field';
import { RichTextEditor } from '../../../ui/rich-text-editor/rich-text-editor';
import { useAttachmentPick } from './use-attachment-pick';

const SENT_TEXTS: SubmitTexts = { sent: 'messageCompose.sent', queued: 'messageCompose.sentOffline' };
const DELETED_TEXTS: SubmitTexts = {
  sent: 'messageCompose.deleted',
  queued: 'messageCompose.deletedOffline',
};

type QueuedMessage = PendingOf<typeof saveDraftAction | typeof sendMessageAction>;

/**
 * The message form: recipient, subject, rich-text body, attachments. Every change is written to the
 * device draft at once; the server draft is queued on a pause in the typing and when the screen is
 * left (one waiting save per message: a newer one replaces it). Sending checks the domain's rules,
 * then queues one action that creates, uploads and sends.
 */
export const ComposeForm = ({
  userId,
  draftKey,
  start,
  action,
  recipients,
  recipientsFailed,
  fromDevice = false,
  party,
}: {
  /** The name of the recipient when she is not in the list (the sender answered, a draft's receiver). */
  party?: { id: string; name: string } | null | undefined;
  /**
   * The start is the device draft: what the server holds is unknown (the app may have been killed
   * before its save was queued), so it is saved once the form opens.
   */
  fromDevice?: boolean;
  userId: string;
  draftKey: string;
  start: ComposeDraft;
  /** The queued message this form edits (refused by the server), if any. */
  action: QueuedMessage | undefined;
  recipients: MessageRecipient[] | undefined;
  recipientsFailed: boolean;
}) => {
  const navigate = useNavigate();
  const qc = useQueryClient();
  /** The composition's ids; the server id as soon as a save of it was answered. */
  const idsNow = () => ({
    userId,
    localId: start.localId,
    messageId: start.messageId ?? qc.getQueryData<string>(composedIdKey(start.localId)) ?? null,
    draftKey,
  });
  const form = useForm<ComposeValues, ComposeErrors>({
    initial: withDefaultRecipient(start.values, recipients ?? []),
    validate: (values) => validateCompose(values, false),
  });
  const { values, set, setValues, errors } = form;
  const { writer, finished, everQueued, dropWaitingSaves, saveNow } = useDraftSaves({
    userId,
    draftKey,
    start,
    values,
    ids: idsNow,
    fromDevice,
    editing: action !== undefined,
  });
  const { pick, fileError, preparing } = useAttachmentPick(values.attachments, setValues);
  // the subject of a deletion: what the form holds when the confirmation is answered
  const latest = useRef(values);
  latest.current = values;

  // one recipient: chosen for her once the list arrives
  useEffect(() => {
    if (recipients) setValues((v) => withDefaultRecipient(v, recipients));
  }, [recipients, setValues]);

  const send = async (sent: ComposeValues) => {
    finished.current = true;
    try {
      const { body, files } = syncBodyOf(sent, idsNow());
      await dropWaitingSaves();
      // a refused send is sent again in its place; a refused draft save gives way to the send
      if (action && !sendMessageAction.owns(action)) await discard(action.id);
      const result =
        action && sendMessageAction.owns(action)
          ? await resubmitAction(action.id, body, SENT_TEXTS, files)
          : await submitAction(sendMessageAction, body, SENT_TEXTS, files.map(toFile));
      if (result.kind === 'sent' || result.kind === 'queued') {
        await writer?.discard();
        await forgetNewDraftOf(userId, idsNow().messageId);
        void navigate('/messaging/sent', { replace: true });
      } else if (result.kind === 'fix') {
        void navigate(result.path, { replace: true });
      } else finished.current = false;
    } catch (error) {
      finished.current = false;
      showErrorDialog(error);
    }
  };

  const remove = async () => {
    const ok = await confirmAction({
      title: t('messageCompose.deleteTitle'),
      text: t('messageCompose.deleteText'),
      confirmLabel: t('messageCompose.deleteConfirm'),
      cancelLabel: t('messageCompose.deleteCancel'),
    });
    if (!ok) return;
    finished.current = true;
    try {
      await dropWaitingSaves();
      if (action) await discard(action.id);
      // a device draft may have been saved on the server by an earlier visit
      if (everQueued.current || fromDevice) {
        const { localId, messageId } = idsNow();
        await submitAction(
          deleteDraftAction,
          { userId, localId, messageId, subject: latest.current.subject },
          DELETED_TEXTS,
        );
      }
      await writer?.discard();
      await forgetNewDraftOf(userId, idsNow().messageId);
      void navigate('/messaging/drafts', { replace: true });
    } catch (error) {
      finished.current = false;
      showErrorDialog(error);
    }
  };

  const text = (key: ComposeErrors[keyof ComposeErrors]) => (key ? t(key) : undefined);

  return (
    <form
      {...form.formProps(send)}
      className="flex flex-col gap-4"
      aria-label={t('messageCompose.formLabel')}
    >
      <RecipientField
        value={values.receiverId}
        onChange={(id) => set('receiverId', id)}
        error={text(errors.receiverId)}
        recipients={recipients}
        recipientsFailed={recipientsFailed}
        party={party}
      />
      <TextField
        label={t('messageCompose.subject')}
        error={text(errors.subject)}
        maxLength={MESSAGE_SUBJECT_MAX}
        autoComplete="off"
        {...form.bind('subject')}
      />
      <RichTextEditor
        label={t('messageCompose.body')}
        initialHtml={start.values.content}
        error={text(errors.content)}
        onChange={(html) => set('content', html)}
        onBlur={saveNow}
      />
      <AttachmentsField
        attachments={values.attachments}
        busy={preparing}
        error={fileError ?? text(errors.attachments)}
        onPick={(file) => void pick(file)}
        onRemove={(index) =>
          setValues((v) => ({ ...v, attachments: v.attachments.filter((a) => a.index !== index) }))
        }
      />
      <div className="flex flex-wrap items-center gap-2">
        {(start.messageId !== null || !isBlank(values)) && (
          <button
            type="button"
            onClick={() => void remove()}
            className="inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-[1.08rem] font-semibold text-error hover:bg-error-soft"
          >
            {t('messageCompose.deleteDraft')}
          </button>
        )}
        <Button type="submit" className="ml-auto" disabled={form.busy || preparing}>
          {t('messageCompose.send')}
        </Button>
      </div>
    </form>
  );
};
