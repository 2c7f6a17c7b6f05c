import { useState, type ReactNode } from 'react';
import { useUserId } from '../../../offline';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { openFile } from '../api/invoice-queries';

/** Opens a stored file (PDF, proof): the short-lived link is asked for at the tap (GET /files/token). */
export const FileButton = ({
  fileId,
  className,
  children,
}: {
  fileId: string;
  className: string;
  children: ReactNode;
}) => {
  const userId = useUserId() ?? '';
  const [busy, setBusy] = useState(false);
  const open = () => {
    setBusy(true);
    openFile(userId, fileId)
      .catch(showErrorDialog)
      .finally(() => setBusy(false));
  };
  return (
    <button type="button" className={`${className} disabled:opacity-60`} disabled={busy} onClick={open}>
      {children}
    </button>
  );
};
