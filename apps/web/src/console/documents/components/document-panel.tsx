import type { StaffDocumentItem } from '@relais/contract';
import type { FolderReviewBody } from '@relais/domain/rules';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { ct } from '../../i18n';
import { useMay } from '../../shell/use-staff-me';
import { DocumentDecision } from './document-decision';
import { DocumentPreview } from './document-preview';

export const typeName = (item: Pick<StaffDocumentItem, 'fileType'>) => ct(`documents.types.${item.fileType}`);

/**
 * The document opened in place, beside the list: what was sent, its file, and the decision for who
 * may take it (recruitment). Focus goes to its heading when it opens; Close gives the list back.
 */
export const DocumentPanel = ({
  item,
  onClose,
  onDecided,
  onMoved,
  moved,
}: {
  item: StaffDocumentItem | null;
  onClose: () => void;
  onDecided: (item: StaffDocumentItem, decision: FolderReviewBody['decision']) => void;
  onMoved: (text: string) => void;
  /** Why the document left the list while it was open (a 409's text), if it did. */
  moved: string;
}) => {
  const may = useMay('recruitment');
  const heading = useRef<HTMLHeadingElement>(null);
  const key = item ? `${item.assistant.id}.${item.fileType}.${item.fileId ?? ''}` : null;
  useEffect(() => {
    heading.current?.focus();
  }, [key]);

  return (
    <section
      aria-labelledby="document-panel-title"
      className="flex flex-col gap-4 rounded-xl border border-edge bg-white p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="document-panel-title" ref={heading} tabIndex={-1} className="m-0 text-[1.3rem] font-bold">
          {item
            ? ct('documents.panel', { type: typeName(item), name: item.assistant.name })
            : ct('documents.title')}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          {ct('documents.close')}
        </Button>
      </div>
      {item === null ? (
        <>
          {moved && <FormAlert text={moved} />}
          <p className="m-0">{ct('documents.gone')}</p>
        </>
      ) : (
        <>
          {item.replacing && <p className="m-0 font-semibold">{ct('documents.replacing')}</p>}
          {item.status === 'PENDING' && item.expirationDate && (
            <p className="m-0">{ct('documents.sentExpiry', { date: formatDate(item.expirationDate) })}</p>
          )}
          {item.status === 'VALIDATED' && item.expirationDate && (
            <p className="m-0">
              {ct('documents.validatedExpiry', { date: formatDate(item.expirationDate) })}
            </p>
          )}
          <DocumentPreview item={item} />
          {item.status === 'PENDING' &&
            (may ? (
              <DocumentDecision
                key={key}
                item={item}
                onDecided={(decision) => onDecided(item, decision)}
                onMoved={onMoved}
              />
            ) : (
              <p className="m-0 text-muted">{ct('documents.noPermission')}</p>
            ))}
        </>
      )}
    </section>
  );
};
