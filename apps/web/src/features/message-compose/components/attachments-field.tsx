import { useId, useState } from 'react';
import { MESSAGE_FILES_MAX } from '@relais/domain/rules';
import { formatFileSize } from '../model/file-size';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { FilePickButton } from '../../../ui/file-pick-button';
import { attachmentName, attachmentSize, type Attachment } from '../model/compose-form';

const ACCEPT = 'application/pdf,image/jpeg,image/png';

/**
 * The attachments: each listed with its size and a button removing it, then the button adding one
 * (hidden once MESSAGE_FILES_MAX are attached). A picked file is checked and prepared by `onPick`
 * (images compressed, PDFs checked); its refusal shows under the list, the others stay.
 */
export const AttachmentsField = ({
  attachments,
  busy,
  error,
  onPick,
  onRemove,
}: {
  attachments: readonly Attachment[];
  busy: boolean;
  error: string | undefined;
  onPick: (file: File) => void;
  onRemove: (index: number) => void;
}) => {
  const id = useId();
  const [announce, setAnnounce] = useState('');
  const sorted = [...attachments].sort((a, b) => a.index - b.index);
  const full = attachments.length >= MESSAGE_FILES_MAX;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h2 id={`${id}-title`} className="m-0 text-[1.08rem] font-semibold">
        {t('messageCompose.attachments', { count: attachments.length, max: MESSAGE_FILES_MAX })}
      </h2>
      {sorted.length > 0 && (
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {sorted.map((a) => (
            <li
              key={a.index}
              className="flex items-center justify-between gap-2 rounded-lg border border-edge bg-white p-2"
            >
              <span className="flex min-w-0 flex-col">
                <span className="[overflow-wrap:anywhere]">{attachmentName(a)}</span>
                <span className="text-sm text-muted">{formatFileSize(attachmentSize(a))}</span>
              </span>
              <Button
                variant="text"
                aria-label={t('messageCompose.removeFile', { name: attachmentName(a) })}
                onClick={() => {
                  setAnnounce(t('messageCompose.fileRemoved', { name: attachmentName(a) }));
                  onRemove(a.index);
                }}
              >
                {t('messageCompose.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="m-0 text-sm text-muted">{t('messageCompose.filesFull', { max: MESSAGE_FILES_MAX })}</p>
      ) : (
        <div className="flex flex-col gap-1">
          <FilePickButton
            label={t('messageCompose.addFile')}
            accept={ACCEPT}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            disabled={busy}
            onPick={onPick}
            className="self-start"
          />
          <p id={`${id}-hint`} className="m-0 text-sm text-muted">
            {t('messageCompose.filesHint', { max: MESSAGE_FILES_MAX })}
          </p>
        </div>
      )}
      {busy && (
        <p role="status" className="m-0 text-sm text-muted">
          {t('messageCompose.preparing')}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="m-0 text-error" data-error-anchor>
          {error}
        </p>
      )}
      <p role="status" className="sr-only">
        {announce}
      </p>
    </section>
  );
};
