import {
  MESSAGE_CONTENT_MAX,
  MESSAGE_FILES_MAX,
  MESSAGE_SUBJECT_MAX,
  type Message,
} from '@relais/domain/rules';
import { describe, expect, it } from 'vitest';
import {
  composeFingerprint,
  emptyCompose,
  freeIndex,
  replySubject,
  syncBodyOf,
  validateCompose,
  valuesOfBody,
  valuesOfMessage,
  withDefaultRecipient,
  type Attachment,
  type ComposeValues,
} from './compose-form';

const file = (name: string, text = name) => ({
  name,
  type: 'application/pdf',
  data: new TextEncoder().encode(text).buffer,
});
const filled: ComposeValues = {
  receiverId: 'team-1',
  subject: 'Planning',
  content: '<p>Bonjour</p>',
  attachments: [],
};

describe('the rules checked before sending (messageRuleErrors)', () => {
  it('a complete message passes', () => {
    expect(validateCompose(filled, false)).toEqual({});
  });

  it('sending needs a recipient, a subject and words in the body', () => {
    expect(
      validateCompose({ ...filled, receiverId: '', subject: '  ', content: '<p><br></p>' }, false),
    ).toEqual({
      receiverId: 'messageCompose.errors.receiverRequired',
      subject: 'messageCompose.errors.subjectRequired',
      content: 'messageCompose.errors.contentRequired',
    });
  });

  it('a draft may be incomplete, but not too long', () => {
    expect(validateCompose(emptyCompose(), true)).toEqual({});
    expect(
      validateCompose(
        {
          ...filled,
          subject: 'x'.repeat(MESSAGE_SUBJECT_MAX + 1),
          content: 'x'.repeat(MESSAGE_CONTENT_MAX + 1),
        },
        true,
      ),
    ).toEqual({
      subject: 'messageCompose.errors.subjectTooLong',
      content: 'messageCompose.errors.contentTooLong',
    });
  });

  it('refuses more than MESSAGE_FILES_MAX attachments', () => {
    const attachments: Attachment[] = Array.from({ length: MESSAGE_FILES_MAX + 1 }, (_, index) => ({
      index,
      kind: 'local',
      file: file(`f${index}.pdf`),
    }));
    expect(validateCompose({ ...filled, attachments }, false).attachments).toBe(
      'messageCompose.errors.tooManyFiles',
    );
  });
});

describe('the form', () => {
  it('chooses the only recipient, not one of several, never over a choice', () => {
    const team = { id: 'team-1', name: 'Agence', kind: 'TEAM' as const };
    const cs = { id: 'cs-1', name: 'Suivi', kind: 'CUSTOMER_SUCCESS' as const };
    expect(withDefaultRecipient(emptyCompose(), [team]).receiverId).toBe('team-1');
    expect(withDefaultRecipient(emptyCompose(), [team, cs]).receiverId).toBe('');
    expect(withDefaultRecipient({ ...emptyCompose(), receiverId: 'cs-1' }, [team]).receiverId).toBe('cs-1');
  });

  it('a reply is "Re: subject" once', () => {
    expect(replySubject('Planning')).toBe('Re: Planning');
    expect(replySubject('Re: Planning')).toBe('Re: Planning');
    expect(replySubject('RE : re: Planning')).toBe('Re: Planning');
  });

  it('an attachment takes the lowest free index; none past the maximum', () => {
    const at = (index: number): Attachment => ({ index, kind: 'local', file: file(`${index}.pdf`) });
    expect(freeIndex([])).toBe(0);
    expect(freeIndex([at(0), at(2)])).toBe(1);
    expect(freeIndex([0, 1, 2, 3, 4].map(at))).toBeNull();
  });

  it('the action body points at its files, remote files by their id, and reads back the same', () => {
    const values: ComposeValues = {
      ...filled,
      attachments: [
        { index: 2, kind: 'local', file: file('b.pdf') },
        { index: 0, kind: 'remote', fileId: 'f9', name: 'a.pdf', type: 'application/pdf', size: 12 },
        { index: 1, kind: 'local', file: file('c.pdf', 'ccc') },
      ],
    };
    const { body, files } = syncBodyOf(values, {
      userId: 'u1',
      localId: 'l1',
      messageId: 'm1',
      draftKey: 'message:m1',
    });
    expect(body.slots).toEqual([
      { index: 0, name: 'a.pdf', size: 12, fileId: 'f9' },
      { index: 1, name: 'c.pdf', size: 3, file: 0 },
      { index: 2, name: 'b.pdf', size: 5, file: 1 },
    ]);
    expect(files.map((f) => f.name)).toEqual(['c.pdf', 'b.pdf']);
    const back = valuesOfBody(body, files);
    expect(composeFingerprint(back)).toBe(composeFingerprint(values));
  });

  it('a server draft opens with its text and its files', () => {
    const m: Message = {
      id: 'm1',
      subject: 'Brouillon',
      content: '<p>texte</p>',
      draft: true,
      archived: false,
      read: true,
      sender: { id: 'u1', name: 'Camille' },
      receiver: { id: 'team-1', name: 'Agence' },
      sentAt: null,
      updatedAt: '2026-11-26T00:00:00.000Z',
      files: [{ id: 'f1', index: 1, name: 'a.pdf', type: 'application/pdf', size: 10 }],
    };
    expect(valuesOfMessage(m)).toEqual({
      receiverId: 'team-1',
      subject: 'Brouillon',
      content: '<p>texte</p>',
      attachments: [
        { index: 1, kind: 'remote', fileId: 'f1', name: 'a.pdf', type: 'application/pdf', size: 10 },
      ],
    });
  });
});
