import {
  MESSAGE_FILES_MAX,
  messageRuleErrors,
  richTextPlain,
  type Message,
  type MessageRecipient,
} from '@relais/domain/rules';
import type { TranslationKey } from '../../../lib/i18n';
import type { StoredFile } from '../../../offline';
import type { MessageSyncBody, SlotBody } from './sync-body';

/**
 * An attachment of the form, at its fixed index (0 .. MESSAGE_FILES_MAX - 1): picked on this device
 * (its bytes kept in the device draft and queued with the action), or already on the server.
 */
export type Attachment =
  | { index: number; kind: 'local'; file: StoredFile }
  | { index: number; kind: 'remote'; fileId: string; name: string; type: string; size: number };

export type ComposeValues = {
  receiverId: string;
  subject: string;
  /** The body's HTML, already normalised to the allow-list by the editor. */
  content: string;
  attachments: Attachment[];
};

type ComposeField = 'receiverId' | 'subject' | 'content' | 'attachments';
/** The form's errors: translation keys by field. */
export type ComposeErrors = Partial<Record<ComposeField, TranslationKey>>;

const RULE_TEXTS: Record<
  'receiverId' | 'subject' | 'content',
  { required: TranslationKey; tooLong: TranslationKey }
> = {
  receiverId: {
    required: 'messageCompose.errors.receiverRequired',
    tooLong: 'messageCompose.errors.receiverRequired',
  },
  subject: {
    required: 'messageCompose.errors.subjectRequired',
    tooLong: 'messageCompose.errors.subjectTooLong',
  },
  content: {
    required: 'messageCompose.errors.contentRequired',
    tooLong: 'messageCompose.errors.contentTooLong',
  },
};

export const emptyCompose = (): ComposeValues => ({
  receiverId: '',
  subject: '',
  content: '',
  attachments: [],
});

/** The only recipient is chosen for her (a choice with one answer is no choice). */
export const withDefaultRecipient = (
  values: ComposeValues,
  recipients: readonly MessageRecipient[],
): ComposeValues =>
  values.receiverId === '' && recipients.length === 1 && recipients[0]
    ? { ...values, receiverId: recipients[0].id }
    : values;

/** "Re: subject", never "Re: Re: subject". */
export const replySubject = (subject: string): string => {
  const bare = subject.replace(/^\s*(re\s*:\s*)+/i, '');
  return `Re: ${bare}`;
};

/** The lowest free index, or null when MESSAGE_FILES_MAX are attached. */
export const freeIndex = (attachments: readonly Attachment[]): number | null => {
  for (let i = 0; i < MESSAGE_FILES_MAX; i += 1) if (!attachments.some((a) => a.index === i)) return i;
  return null;
};

export const attachmentName = (a: Attachment): string => (a.kind === 'local' ? a.file.name : a.name);
export const attachmentSize = (a: Attachment): number =>
  a.kind === 'local' ? a.file.data.byteLength : a.size;

/** The domain's rules of a message (`messageRuleErrors`) as the form shows them, for a draft or a send. */
export const validateCompose = (values: ComposeValues, draft: boolean): ComposeErrors => {
  const errors: ComposeErrors = {};
  for (const e of messageRuleErrors({
    receiverId: values.receiverId,
    subject: values.subject,
    content: values.content,
    draft,
  })) {
    const field = e.field;
    if (field !== 'receiverId' && field !== 'subject' && field !== 'content') continue;
    if (errors[field]) continue;
    errors[field] = e.errorCode === 'required-field' ? RULE_TEXTS[field].required : RULE_TEXTS[field].tooLong;
  }
  if (values.attachments.length > MESSAGE_FILES_MAX)
    errors.attachments = 'messageCompose.errors.tooManyFiles';
  return errors;
};

/** The action body and its files (the local attachments' bytes, in slot order) of the form's values. */
export const syncBodyOf = (
  values: ComposeValues,
  ids: { userId: string; localId: string; messageId: string | null; draftKey: string },
): { body: MessageSyncBody; files: StoredFile[] } => {
  const files: StoredFile[] = [];
  const slots: SlotBody[] = [...values.attachments]
    .sort((a, b) => a.index - b.index)
    .map((a) => {
      if (a.kind === 'remote') return { index: a.index, name: a.name, size: a.size, fileId: a.fileId };
      files.push(a.file);
      return { index: a.index, name: a.file.name, size: a.file.data.byteLength, file: files.length - 1 };
    });
  return {
    body: {
      ...ids,
      receiverId: values.receiverId,
      subject: values.subject,
      content: values.content,
      slots,
    },
    files,
  };
};

/** The form's values of a queued action (its files by position). */
export const valuesOfBody = (body: MessageSyncBody, files: readonly StoredFile[]): ComposeValues => ({
  receiverId: body.receiverId,
  subject: body.subject,
  content: body.content,
  attachments: body.slots.flatMap((s): Attachment[] => {
    if (s.fileId !== undefined)
      return [{ index: s.index, kind: 'remote', fileId: s.fileId, name: s.name, type: '', size: s.size }];
    const file = files[s.file];
    return file ? [{ index: s.index, kind: 'local', file }] : [];
  }),
});

/** The form's values of a server draft. */
export const valuesOfMessage = (m: Message): ComposeValues => ({
  receiverId: m.receiver?.id ?? '',
  subject: m.subject,
  content: m.content,
  attachments: m.files
    .filter((f) => f.index >= 0 && f.index < MESSAGE_FILES_MAX)
    .map((f) => ({ index: f.index, kind: 'remote', fileId: f.id, name: f.name, type: f.type, size: f.size })),
});

/** A fingerprint of what the server must hold (a change of it calls for a draft save). */
export const composeFingerprint = (values: ComposeValues): string =>
  JSON.stringify([
    values.receiverId,
    values.subject,
    values.content,
    [...values.attachments]
      .sort((a, b) => a.index - b.index)
      .map((a) => [a.index, attachmentName(a), attachmentSize(a)]),
  ]);

/** Nothing typed: no subject, no words in the body, no attachment (a recipient alone is not a draft). */
export const isBlank = (values: ComposeValues): boolean =>
  values.subject.trim() === '' && richTextPlain(values.content) === '' && values.attachments.length === 0;
