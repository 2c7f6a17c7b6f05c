import { useState } from 'react';
import { errorText } from '../../../lib/error-message';
import { ct } from '../../i18n';
import { attachmentBlob } from '../api';

/**
 * An attachment of the thread: a click reads its bytes with the staff call (audited) and saves the
 * file under its name; a failure is said beside it.
 */
export const AttachmentButton = ({
  conversationId,
  file,
}: {
  conversationId: string;
  file: { id: string; name: string };
}) => {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const save = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const url = URL.createObjectURL(await attachmentBlob(conversationId, file.id));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      setFailed(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="cursor-pointer border-0 bg-transparent p-0 text-left text-primary underline disabled:cursor-wait"
        disabled={busy}
        onClick={() => void save()}
        aria-label={ct('inbox.saveFile', { name: file.name })}
      >
        {file.name}
      </button>
      {failed && (
        <span role="alert" className="ml-2 font-semibold text-error">
          {failed}
        </span>
      )}
    </>
  );
};
