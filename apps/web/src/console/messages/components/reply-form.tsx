import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { RichTextEditor } from '../../../ui/rich-text-editor/rich-text-editor';
import { ct } from '../../i18n';
import { replyToConversation } from '../api';

const isBlank = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

/**
 * The team's reply: the assistant's own rich-text editor (sanitised the same way by the server). A
 * refused or failed send keeps what was typed with the translated reason; a sent one empties it.
 */
export const ReplyForm = ({ conversationId, onSent }: { conversationId: string; onSent: () => void }) => {
  const [html, setHtml] = useState('');
  const [sent, setSent] = useState(0);
  const [blank, setBlank] = useState(false);
  const reply = useMutation({
    mutationFn: (content: string) => replyToConversation(conversationId, { content }),
    onSuccess: () => {
      setHtml('');
      setSent((n) => n + 1);
      onSent();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (isBlank(html)) {
      setBlank(true);
      return;
    }
    setBlank(false);
    reply.mutate(html);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label={ct('inbox.reply')}>
      <RichTextEditor
        key={sent}
        label={ct('inbox.replyLabel')}
        initialHtml=""
        onChange={(next) => {
          setHtml(next);
          if (blank) setBlank(false);
        }}
        error={blank ? ct('inbox.replyEmpty') : undefined}
      />
      {reply.isError && <FormAlert text={errorText(reply.error)} />}
      {reply.isSuccess && sent > 0 && (
        <p role="status" className="m-0 font-semibold">
          {ct('inbox.sent')}
        </p>
      )}
      <div>
        <Button type="submit" disabled={reply.isPending}>
          {ct('inbox.send')}
        </Button>
      </div>
    </form>
  );
};
