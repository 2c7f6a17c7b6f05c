import type { StaffConversationThread } from '@relais/contract';
import type { Message } from '@relais/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorText } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { richText } from '../../../ui/rich-text';
import { SelectField } from '../../../ui/select-field';
import { ct } from '../../i18n';
import { ListState } from '../../ui/list-state';
import { assignConversation, getConversation, setConversationState, staffInboxKeys } from '../api';
import { AttachmentButton } from './attachment-button';
import { ReplyForm } from './reply-form';

const ThreadMessage = ({ message, assistantId }: { message: Message; assistantId: string }) => {
  // the conversation's id is hers
  const when = message.sentAt ?? message.updatedAt;
  const hers = message.sender.id === assistantId;
  return (
    <li
      className={`flex flex-col gap-2 rounded-lg border border-edge p-3 ${hers ? 'bg-white' : 'bg-secondary-soft'}`}
    >
      <p className="m-0 text-sm">
        <span className="font-semibold">{message.sender.name}</span> ·{' '}
        <time dateTime={when}>{formatDate(when, 'PPp')}</time>
      </p>
      <p className="m-0 font-semibold break-words">{message.subject}</p>
      <div className="flex flex-col gap-2 break-words [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:m-0 [&_ul]:list-disc [&_ul]:pl-6">
        {richText(message.content)}
      </div>
      {message.files.length > 0 && (
        <ul className="m-0 list-none p-0 text-sm" aria-label={ct('inbox.files')}>
          {message.files.map((f) => (
            <li key={f.id}>
              <AttachmentButton conversationId={assistantId} file={f} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
};

const Thread = ({ thread, conversationId }: { thread: StaffConversationThread; conversationId: string }) => {
  const qc = useQueryClient();
  const { conversation, messages, team } = thread;
  const refresh = () => void qc.invalidateQueries({ queryKey: staffInboxKeys.all });
  const assign = useMutation({
    mutationFn: (assigneeId: string | null) => assignConversation(conversationId, assigneeId),
    onSuccess: refresh,
  });
  const state = useMutation({
    mutationFn: () => setConversationState(conversationId, conversation.state === 'done' ? 'open' : 'done'),
    onSuccess: refresh,
  });
  const failed = assign.error ?? state.error;
  return (
    <>
      <p className="m-0 text-muted">
        {ct('inbox.stateIs', { state: ct(`inbox.states.${conversation.state}`) })}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={ct('inbox.assignTo')}
          value={conversation.assignee?.id ?? ''}
          disabled={assign.isPending}
          onChange={(e) => assign.mutate(e.target.value || null)}
        >
          <option value="">{ct('inbox.nobody')}</option>
          {team.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" disabled={state.isPending} onClick={() => state.mutate()}>
          {ct(conversation.state === 'done' ? 'inbox.reopen' : 'inbox.markDone')}
        </Button>
      </div>
      {failed && <FormAlert text={errorText(failed)} />}
      <ol className="m-0 flex list-none flex-col gap-3 p-0" aria-label={ct('inbox.thread')}>
        {messages.map((m) => (
          <ThreadMessage key={m.id} message={m} assistantId={conversation.assistant.id} />
        ))}
      </ol>
      <ReplyForm conversationId={conversationId} onSent={refresh} />
    </>
  );
};

/** One conversation opened beside the inbox: the whole thread, assign, done / open again, reply. */
export const ConversationPanel = ({
  conversationId,
  onClose,
}: {
  conversationId: string;
  onClose: () => void;
}) => {
  const qc = useQueryClient();
  const thread = useQuery({
    queryKey: staffInboxKeys.thread(conversationId),
    queryFn: () => getConversation(conversationId),
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const read = thread.data !== undefined;
  useEffect(() => {
    if (!read) return;
    heading.current?.focus();
    // opening reads hers: the list's unread marks change
    void qc.invalidateQueries({ queryKey: [...staffInboxKeys.all, 'list'] });
  }, [read, qc]);
  return (
    <section
      aria-labelledby="inbox-conversation"
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-edge bg-white p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id="inbox-conversation" ref={heading} tabIndex={-1} className="m-0 text-[1.3rem] font-bold">
          {thread.data
            ? ct('inbox.with', { name: thread.data.conversation.assistant.name })
            : ct('inbox.conversation')}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          {ct('inbox.close')}
        </Button>
      </div>
      <ListState query={thread}>
        {(data) => <Thread thread={data} conversationId={conversationId} />}
      </ListState>
    </section>
  );
};
