import { useId, useState } from 'react';
import { MESSAGE_FILES_MAX } from '@relais/domain/rules';
import { errorText } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { hasTranslation, t } from '../../../lib/i18n';
import { prepareProof } from '../../../lib/image/compress';
import { Button } from '../../../ui/button';
import { FilePickButton } from '../../../ui/file-pick-button';
import { ct } from '../../i18n';
import { removeReplyFile, uploadReplyFile } from '../api';

const ACCEPT = 'application/pdf,image/jpeg,image/png';
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

/** A file of the reply, uploaded and pending on the server until the reply is sent. */
export type ReplyFile = { id: string; name: string };

/** Her compose's text for a refused file (`messageCompose.fileErrors`), whatever refused it. */
const fileErrorText = (code: string): string => {
  const key = `messageCompose.fileErrors.${code}`;
  return hasTranslation(key) ? t(key) : t('messageCompose.fileErrors.other');
};

/** The server's refusal: her compose's text for a file code, else the usual text of the error. */
const refusalText = (error: unknown): string => {
  if (!(error instanceof ApiError) || error.kind === 'network') return errorText(error);
  const code = error.codes.find((c) => hasTranslation(`messageCompose.fileErrors.${c}`));
  return code ? fileErrorText(code) : errorText(error);
};

/**
 * The reply's files: a picked file is prepared as her compose does (images compressed, PDFs
 * checked, the same refusal texts), then uploaded at once for this conversation; taking one off the
 * list removes its upload. `clear` empties the list once the reply is sent (its files went with it).
 */
export const useReplyFiles = (conversationId: string) => {
  const [files, setFiles] = useState<ReplyFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const pick = async (file: File) => {
    setError(undefined);
    if (files.length >= MESSAGE_FILES_MAX) {
      setError(t('messageCompose.errors.tooManyFiles'));
      return;
    }
    if (file.type.startsWith('image/') && !IMAGE_TYPES.has(file.type)) {
      setError(fileErrorText('file_content_type_not_allowed'));
      return;
    }
    setBusy(true);
    try {
      const prepared = await prepareProof(file);
      if (!prepared.ok) {
        setError(fileErrorText(prepared.code));
        return;
      }
      const stored = await uploadReplyFile(conversationId, prepared.file);
      setFiles((list) => [...list, { id: stored.id, name: stored.name }]);
    } catch (e) {
      setError(refusalText(e));
    } finally {
      setBusy(false);
    }
  };

  const remove = (id: string) => {
    setFiles((list) => list.filter((f) => f.id !== id));
    // a removal that fails leaves an upload no reply names: the server drops it after a day
    removeReplyFile(conversationId, id).catch(() => undefined);
  };

  return { files, busy, error, pick, remove, clear: () => setFiles([]) };
};

/** The list of the reply's files, each with a button removing it, and the button adding one. */
export const ReplyFilesField = ({
  files,
  busy,
  error,
  onPick,
  onRemove,
}: {
  files: readonly ReplyFile[];
  busy: boolean;
  error: string | undefined;
  onPick: (file: File) => void;
  onRemove: (id: string) => void;
}) => {
  const id = useId();
  const [announce, setAnnounce] = useState('');
  const full = files.length >= MESSAGE_FILES_MAX;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h3 id={`${id}-title`} className="m-0 text-base font-semibold">
        {ct('inbox.attachments', { count: files.length, max: MESSAGE_FILES_MAX })}
      </h3>
      {files.length > 0 && (
        <ul className="m-0 flex list-none flex-col gap-1 p-0">
          {files.map((f) => (
            <li key={f.id} className="flex items-center justify-between gap-2 rounded border border-edge p-2">
              <span className="[overflow-wrap:anywhere]">{f.name}</span>
              <Button
                variant="text"
                aria-label={ct('inbox.removeFile', { name: f.name })}
                onClick={() => {
                  setAnnounce(ct('inbox.fileRemoved', { name: f.name }));
                  onRemove(f.id);
                }}
              >
                {ct('inbox.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="m-0 text-sm text-muted">{ct('inbox.filesFull', { max: MESSAGE_FILES_MAX })}</p>
      ) : (
        <div className="flex flex-col gap-1">
          <FilePickButton
            label={ct('inbox.addFile')}
            accept={ACCEPT}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            disabled={busy}
            onPick={onPick}
            className="self-start"
          />
          <p id={`${id}-hint`} className="m-0 text-sm text-muted">
            {ct('inbox.filesHint', { max: MESSAGE_FILES_MAX })}
          </p>
        </div>
      )}
      {busy && (
        <p role="status" className="m-0 text-sm text-muted">
          {ct('inbox.uploading')}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="m-0 text-error">
          {error}
        </p>
      )}
      <p role="status" className="sr-only">
        {announce}
      </p>
    </section>
  );
};
