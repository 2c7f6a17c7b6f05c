import { useState, type ReactNode } from 'react';
import { useUserId } from '../../../offline';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { openFile } from '../api/invoice-queries';

/**
 * Opens a stored file (proof) in a tab, or downloads it (`download`: a PDF, which the server sends
 * as an attachment): the short-lived link is asked for at the tap (GET /files/token).
 */
export const FileButton = ({
  fileId,
  className,
  children,
  download = false,
}: {
  fileId: string;
  className: string;
  children: ReactNode;
  download?: boolean;
}) => {
  const userId = useUserId() ?? '';
  const [busy, setBusy] = useState(false);
  const open = () => {
    setBusy(true);
    openFile(userId, fileId, { download })
      .catch(showErrorDialog)
      .finally(() => setBusy(false));
  };
  return (
    <button type="button" className={`${className} disabled:opacity-60`} disabled={busy} onClick={open}>
      {children}
    </button>
  );
};
