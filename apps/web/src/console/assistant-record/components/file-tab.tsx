import type { StaffDocumentItem } from '@relais/contract';
import type { FolderDocument } from '@relais/domain/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { DocumentDecision, DocumentPreview } from '../../documents';
import { ct } from '../../i18n';
import { ListState } from '../../ui/list-state';
import { getFile, recordKeys } from '../api';

/** The version waiting for staff (the document itself, or a new one beside the validated one). */
export const waitingItem = (
  doc: FolderDocument,
  assistant: StaffDocumentItem['assistant'],
): StaffDocumentItem | null => {
  const replacing = doc.replacement?.status === 'PENDING';
  if (!replacing && doc.status !== 'PENDING') return null;
  const version = replacing && doc.replacement ? doc.replacement : doc;
  const file = version.file;
  return {
    assistant,
    fileType: doc.fileType,
    state: 'SENT',
    status: 'PENDING',
    replacing,
    sentAt: null,
    expirationDate: version.expirationDate,
    expiry: doc.expiry,
    fileId: file?.id ?? null,
    file: file ? { id: file.id, name: file.name, type: file.type, size: file.size } : null,
  };
};

/**
 * Her administrative file: every document with its state, and for one waiting, the documents
 * queue's own decision (validate with its expiry date, or refuse with a reason), one at a time.
 */
export const FileTab = ({ id, name }: { id: string; name: string }) => {
  const queryClient = useQueryClient();
  const file = useQuery({ queryKey: recordKeys.file(id), queryFn: () => getFile(id) });
  const [open, setOpen] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: recordKeys.of(id) });

  return (
    <ListState query={file}>
      {({ folder }) => (
        <div className="flex flex-col gap-3">
          {said && (
            <p role="status" className="m-0 font-semibold">
              {said}
            </p>
          )}
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {folder.documents.map((doc) => {
              const item = waitingItem(doc, { id, name });
              const type = ct(`documents.types.${doc.fileType}`);
              return (
                <li
                  key={doc.fileType}
                  className="flex flex-col gap-2 rounded-lg border border-edge bg-white p-3"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold">{type}</span>
                    <span>
                      {ct(`documents.states.${doc.state}`)}
                      {doc.expirationDate &&
                        ` · ${ct('record.expires', { date: formatDate(doc.expirationDate) })}`}
                      {item?.replacing && ` · ${ct('documents.replacing')}`}
                    </span>
                  </div>
                  {doc.refusalReason && (
                    <p className="m-0 text-muted">
                      {ct('record.refusalReason', { reason: doc.refusalReason })}
                    </p>
                  )}
                  {item &&
                    (open === doc.fileType ? (
                      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
                        <DocumentPreview item={item} />
                        <DocumentDecision
                          item={item}
                          onDecided={(decision) => {
                            setOpen(null);
                            setSaid(
                              ct(decision === 'VALIDATE' ? 'record.docValidated' : 'record.docRefused', {
                                type,
                              }),
                            );
                            void reload();
                          }}
                          onMoved={(text) => {
                            setOpen(null);
                            setSaid(text);
                            void reload();
                          }}
                        />
                      </div>
                    ) : (
                      <Button
                        variant="secondary"
                        className="self-start"
                        onClick={() => {
                          setSaid(null);
                          setOpen(doc.fileType);
                        }}
                      >
                        {ct('record.review', { type })}
                      </Button>
                    ))}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </ListState>
  );
};
