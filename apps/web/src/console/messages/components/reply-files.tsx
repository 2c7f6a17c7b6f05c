import { useState } from 'react';
import { MESSAGE_FILES_MAX } from '@relais/domain/rules';
import { errorText } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { hasTranslation, t } from '../../../lib/i18n';
import { prepareProof } from '../../../lib/image/compress';
import { FilesField } from '../../../ui/files-field';
import { ct } from '../../i18n';
import { removeReplyFile, uploadReplyFile } from '../api';

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
}) => (
  <FilesField
    heading="h3"
    files={files.map((f) => ({ key: f.id, name: f.name }))}
    texts={{
      title: ct('inbox.attachments', { count: files.length, max: MESSAGE_FILES_MAX }),
      add: ct('inbox.addFile'),
      hint: ct('inbox.filesHint', { max: MESSAGE_FILES_MAX }),
      full: ct('inbox.filesFull', { max: MESSAGE_FILES_MAX }),
      busy: ct('inbox.uploading'),
      remove: ct('inbox.remove'),
      removeLabel: (name) => ct('inbox.removeFile', { name }),
      removed: (name) => ct('inbox.fileRemoved', { name }),
    }}
    full={files.length >= MESSAGE_FILES_MAX}
    busy={busy}
    error={error}
    onPick={onPick}
    onRemove={onRemove}
  />
);
