import { useState, type Dispatch, type SetStateAction } from 'react';
import { hasTranslation, t } from '../../../lib/i18n';
import { prepareProof } from '../../../lib/image/compress';
import { freeIndex, type ComposeValues } from '../model/compose-form';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

const fileErrorText = (code: string): string => {
  const key = `messageCompose.fileErrors.${code}`;
  return hasTranslation(key) ? t(key) : t('messageCompose.fileErrors.other');
};

/**
 * A file picked for the message: refused at once when every place is taken or an image is of a
 * type the server refuses; otherwise prepared as reports' proofs are (images compressed, 5 MB at
 * most) and added at the first free place.
 */
export const useAttachmentPick = (
  attachments: ComposeValues['attachments'],
  setValues: Dispatch<SetStateAction<ComposeValues>>,
) => {
  const [fileError, setFileError] = useState<string | undefined>();
  const [preparing, setPreparing] = useState(false);

  const pick = async (file: File) => {
    setFileError(undefined);
    if (freeIndex(attachments) === null) {
      setFileError(t('messageCompose.errors.tooManyFiles'));
      return;
    }
    if (file.type.startsWith('image/') && !IMAGE_TYPES.has(file.type)) {
      setFileError(fileErrorText('file_content_type_not_allowed'));
      return;
    }
    setPreparing(true);
    try {
      const prepared = await prepareProof(file);
      if (!prepared.ok) {
        setFileError(fileErrorText(prepared.code));
        return;
      }
      setValues((v) => {
        const at = freeIndex(v.attachments);
        return at === null
          ? v
          : { ...v, attachments: [...v.attachments, { index: at, kind: 'local', file: prepared.file }] };
      });
    } finally {
      setPreparing(false);
    }
  };

  return { pick, fileError, preparing };
};
