import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { RichTextEditor } from '../../../ui/rich-text-editor/rich-text-editor';
import { ct } from '../../i18n';
import { replyToConversation } from '../api';
import { ReplyFilesField, useReplyFiles } from './reply-files';

const isBlank = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

/**
 * The team's reply: the assistant's own rich-text editor (sanitised the same way by the server) and
 * files (uploaded when picked, sent with the reply by their ids). A refused or failed send keeps what
 * was typed and the files with the translated reason; a sent one empties both.
 */
export const ReplyForm = ({ conversationId, onSent }: { conversationId: string; onSent: () => void }) => {
  const [html, setHtml] = useState('');
  const [sent, setSent] = useState(0);
  const [blank, setBlank] = useState(false);
  const files = useReplyFiles(conversationId);
  const reply = useMutation({
    mutationFn: (content: string) => {
      const fileIds = files.files.map((f) => f.id);
      return replyToConversation(conversationId, { content, ...(fileIds.length > 0 ? { fileIds } : {}) });
    },
    onSuccess: () => {
      setHtml('');
      files.clear();
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
      <ReplyFilesField
        files={files.files}
        busy={files.busy}
        error={files.error}
        onPick={(file) => void files.pick(file)}
        onRemove={files.remove}
      />
      {reply.isError && <FormAlert text={errorText(reply.error)} />}
      {reply.isSuccess && sent > 0 && (
        <p role="status" className="m-0 font-semibold">
          {ct('inbox.sent')}
        </p>
      )}
      <div>
        <Button type="submit" disabled={reply.isPending || files.busy}>
          {ct('inbox.send')}
        </Button>
      </div>
    </form>
  );
};
