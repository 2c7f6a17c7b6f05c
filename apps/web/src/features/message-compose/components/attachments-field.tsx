import { MESSAGE_FILES_MAX } from '@relais/domain/rules';
import { formatFileSize } from '../model/file-size';
import { t } from '../../../lib/i18n';
import { FilesField } from '../../../ui/files-field';
import { attachmentName, attachmentSize, type Attachment } from '../model/compose-form';

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
}) => (
  <FilesField
    files={[...attachments]
      .sort((a, b) => a.index - b.index)
      .map((a) => ({
        key: String(a.index),
        name: attachmentName(a),
        detail: formatFileSize(attachmentSize(a)),
      }))}
    texts={{
      title: t('messageCompose.attachments', { count: attachments.length, max: MESSAGE_FILES_MAX }),
      add: t('messageCompose.addFile'),
      hint: t('messageCompose.filesHint', { max: MESSAGE_FILES_MAX }),
      full: t('messageCompose.filesFull', { max: MESSAGE_FILES_MAX }),
      busy: t('messageCompose.preparing'),
      remove: t('messageCompose.remove'),
      removeLabel: (name) => t('messageCompose.removeFile', { name }),
      removed: (name) => t('messageCompose.fileRemoved', { name }),
    }}
    full={attachments.length >= MESSAGE_FILES_MAX}
    busy={busy}
    error={error}
    onPick={onPick}
    onRemove={(key) => onRemove(Number(key))}
  />
);
