import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { t } from '../../../lib/i18n';
import { getActionFiles, usePendingActions } from '../../../offline';
import { QueryState } from '../../../ui/query-state';
import { RefusedNotice } from '../../../ui/refused-notice';
import { useFolder } from '../api/folder-queries';
import { sendFolderDocumentAction } from '../api/send-action';
import { DocumentCard } from './document-card';
import type { QueuedSend } from './document-form';

/** The refused send named by `?action=`, with its file read back from the outbox. */
const useQueuedSend = (actionId: string | null) => {
  const pending = usePendingActions(sendFolderDocumentAction);
  const action = actionId ? pending.find((a) => a.id === actionId) : undefined;
  const [file, setFile] = useState<QueuedSend['file'] | undefined>(undefined);
  useEffect(() => {
    if (!action) return;
    let live = true;
    void getActionFiles(action.id).then((files) => {
      if (live) setFile(files?.[0] ?? null);
    });
    return () => {
      live = false;
    };
  }, [action]);
  return {
    pending,
    action,
    queued: action && file !== undefined ? { actionId: action.id, body: action.body, file } : undefined,
  };
};

/**
 * `/user/file`: the administrative file of spec 3, one card per document with its state, and the
 * form to send or replace it. Read from the cache offline; each send goes through the outbox.
 * `#TYPE` scrolls to a document's card (the home reminders and the invoice blockers link there).
 */
export const FolderPage = () => {
  const query = useFolder();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const { pending, action, queued } = useQueuedSend(params.get('action'));
  const documents = query.data?.documents;
  const loaded = documents !== undefined;

  useEffect(() => {
    if (!loaded || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  return (
    <div className="flex flex-col gap-3 p-4">
      <p className="m-0 text-muted">{t('folder.intro')}</p>
      <RefusedNotice action={action} />
      {documents === undefined ? (
        <QueryState query={query} area="folder" />
      ) : (
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {documents.map((doc) => {
            // the latest queued send of this document
            const mine = pending.filter((a) => a.body.fileType === doc.fileType).at(-1);
            const fixing = queued && queued.body.fileType === doc.fileType ? queued : undefined;
            return (
              <DocumentCard
                key={fixing ? `${doc.fileType}:${fixing.actionId}` : doc.fileType}
                doc={doc}
                pending={mine?.state ?? null}
                queued={fixing}
              />
            );
          })}
        </ul>
      )}
    </div>
  );
};
