import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGE_SUBJECT_MAX, type MessageRecipient } from '@relais/domain/rules';
import { useDraftWriter } from '../../../lib/drafts/use-draft-writer';
import { useDebounced } from '../../../lib/use-debounced';
import { hasTranslation, t } from '../../../lib/i18n';
import { prepareProof } from '../../../lib/image/compress';
import { useForm } from '../../../lib/use-form';
import {
  discard,
  enqueue,
  resubmitAction,
  submitAction,
  toFile,
  usePendingActions,
  type PendingOf,
  type SubmitTexts,
} from '../../../offline';
import { Button } from '../../../ui/button';
import { confirmAction } from '../../../ui/confirm-store';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { OptionList, SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { composedIdKey, deleteDraftAction, saveDraftAction, sendMessageAction } from '../api/compose-actions';
import { forgetNewDraftOf, type ComposeDraft } from '../model/compose-draft';
import {
  composeFingerprint,
  freeIndex,
  isBlank,
  syncBodyOf,
  validateCompose,
  withDefaultRecipient,
  type ComposeErrors,
  type ComposeValues,
} from '../model/compose-form';
import { AttachmentsField } from './attachments-field';
import { RichTextEditor } from './rich-text-editor';

/** How long the typing must pause before the draft is queued for the server. */
export const SERVER_SAVE_PAUSE_MS = 2_000;
const SENT_TEXTS: SubmitTexts = { sent: 'messageCompose.sent', queued: 'messageCompose.sentOffline' };
const DELETED_TEXTS: SubmitTexts = {
  sent: 'messageCompose.deleted',
  queued: 'messageCompose.deletedOffline',
};
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

type QueuedMessage = PendingOf<typeof saveDraftAction | typeof sendMessageAction>;

const fileErrorText = (code: string): string => {
  const key = `messageCompose.fileErrors.${code}`;
  return hasTranslation(key) ? t(key) : t('messageCompose.fileErrors.other');
};

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
  const ids = useRef(idsNow);
  ids.current = idsNow;
  const form = useForm<ComposeValues, ComposeErrors>({
    initial: withDefaultRecipient(start.values, recipients ?? []),
    validate: (values) => validateCompose(values, false),
  });
  const { values, set, setValues, errors } = form;
  const [fileError, setFileError] = useState<string | undefined>();
  const [preparing, setPreparing] = useState(false);
  const writer = useDraftWriter<ComposeDraft>(userId, draftKey);
  const pending = usePendingActions(saveDraftAction);

  // refs the leave handlers read (they outlive the render that made them)
  const latest = useRef(values);
  latest.current = values;
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const finished = useRef(false);
  const serverHas = useRef(fromDevice ? '' : composeFingerprint(start.values));
  const everQueued = useRef(start.messageId !== null);
  const first = useRef(true);

  // one recipient: chosen for her once the list arrives
  useEffect(() => {
    if (recipients) setValues((v) => withDefaultRecipient(v, recipients));
  }, [recipients, setValues]);

  // the device draft: every change, at once
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!finished.current) {
      const { localId, messageId } = ids.current();
      void writer?.save({ localId, messageId, values });
    }
  }, [values, writer]);

  const dropWaitingSaves = async (): Promise<void> => {
    for (const a of pendingRef.current)
      if (a.body.localId === start.localId && a.state === 'waiting') await discard(a.id);
  };

  const queueServerSave = async (): Promise<void> => {
    if (finished.current || action) return;
    const now = latest.current;
    // nothing typed yet (a recipient chosen for her is not a draft): nothing for the server
    if (!everQueued.current && isBlank(now)) return;
    const fingerprint = composeFingerprint(now);
    if (fingerprint === serverHas.current) return;
    serverHas.current = fingerprint;
    everQueued.current = true;
    const { body, files } = syncBodyOf(now, ids.current());
    await dropWaitingSaves();
    await enqueue(saveDraftAction, body, files.map(toFile)).catch(() => {
      // not queued (a full disk): the device draft holds it, the next pause tries again
      serverHas.current = '';
    });
  };
  const queueRef = useRef(queueServerSave);
  queueRef.current = queueServerSave;

  // the server draft: on a pause in the typing
  const paused = useDebounced(composeFingerprint(values), SERVER_SAVE_PAUSE_MS);
  useEffect(() => {
    void queueRef.current();
  }, [paused]);

  // and when the screen is left (another screen, the app put away)
  useEffect(() => {
    const leave = () => void queueRef.current();
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      leave();
    };
  }, []);

  const pick = async (file: File) => {
    setFileError(undefined);
    const index = freeIndex(latest.current.attachments);
    if (index === null) {
      setFileError(t('messageCompose.errors.tooManyFiles'));
      return;
    }
    if (file.type.startsWith('image/') && !IMAGE_TYPES.has(file.type)) {
      setFileError(fileErrorText('file_content_type_not_allowed'));
      return;
    }
    setPreparing(true);
    try {
      const prepared = await prepareProof(file);
      if (!prepared.ok) {
        setFileError(fileErrorText(prepared.code));
        return;
      }
      setValues((v) => {
        const at = freeIndex(v.attachments);
        return at === null
          ? v
          : { ...v, attachments: [...v.attachments, { index: at, kind: 'local', file: prepared.file }] };
      });
    } finally {
      setPreparing(false);
    }
  };

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
  const options = (recipients ?? []).map((r) => ({
    value: r.id,
    label: r.name,
    group: t(r.kind === 'TEAM' ? 'messageCompose.groupTeam' : 'messageCompose.groupCustomerSuccess'),
  }));

  return (
    <form
      {...form.formProps(send)}
      className="flex flex-col gap-4"
      aria-label={t('messageCompose.formLabel')}
    >
      <SelectField
        label={t('messageCompose.recipient')}
        error={text(errors.receiverId)}
        value={values.receiverId}
        onChange={(e) => set('receiverId', e.target.value)}
        aria-describedby={recipientsFailed ? 'compose-recipients-failed' : undefined}
      >
        {(recipients?.length ?? 0) !== 1 && <option value="">{t('messageCompose.chooseRecipient')}</option>}
        {values.receiverId !== '' && !recipients?.some((r) => r.id === values.receiverId) && (
          <option value={values.receiverId}>
            {party?.id === values.receiverId && party.name
              ? party.name
              : t('messageCompose.unknownRecipient')}
          </option>
        )}
        <OptionList
          options={options.length === 1 ? options.map((o) => ({ ...o, group: undefined })) : options}
        />
      </SelectField>
      {recipientsFailed && (
        <p id="compose-recipients-failed" className="-mt-3 m-0 text-sm text-muted">
          {t('messageCompose.recipientsOffline')}
        </p>
      )}
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
        onBlur={() => void queueRef.current()}
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
