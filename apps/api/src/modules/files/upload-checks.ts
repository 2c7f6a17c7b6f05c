import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  cleanFileName,
  declaredTypeAgrees,
  fileNameAllowed,
  sniffFileType,
  uploadErrors,
  type StoredFileInfo,
} from '@relais/domain';
import { ruleFailure } from '../../plugins/app-error';
import { checkFileContent } from './content-check';
import type { FileStore } from './file-store';
import type { UploadedPart } from './multipart-body';

/** What the first checks of an upload say of its file part: its cleaned name and its sniffed type. */
export type CheckedPart = { name: string; type: StoredFileInfo['type'] };

/**
 * The checks of every upload before its content is read (the assistant's and a staff reply's): the
 * name (cleaned; a path or control character refused), the size, the signature and extension, and
 * that the declared type agrees with the content.
 */
export const checkPart = (part: UploadedPart, options: { pdfOnly: boolean }): CheckedPart => {
  const name = cleanFileName(part.name);
  if (!fileNameAllowed(part.name)) {
    throw ruleFailure([{ errorCode: 'file_name_not_allowed', field: 'file' }], 'This name is not allowed');
  }
  const errors = uploadErrors({ name, size: part.size, bytes: part.head }, options);
  const type = sniffFileType(part.head);
  if (errors.length > 0 || !type) throw ruleFailure(errors, 'This file cannot be accepted');
  if (!declaredTypeAgrees(part.declaredType, type)) {
    throw ruleFailure(
      [{ errorCode: 'file_content_type_not_allowed', field: 'file' }],
      'The declared type is not the content’s',
    );
  }
  return { name, type };
};

/**
 * The whole content checked in a worker thread (images decoded and stripped of their metadata, PDFs
 * checked), then stored under a random key: answers the key and the stored size.
 */
export const checkAndStore = async (
  store: FileStore,
  part: UploadedPart,
  type: CheckedPart['type'],
): Promise<{ storageKey: string; size: number }> => {
  const checked = await checkFileContent(part.path, type);
  if (checked.refused) throw ruleFailure([checked.refused], 'This file is not what it claims to be');
  const storageKey = randomUUID();
  await store.put(storageKey, createReadStream(part.path), checked.size);
  return { storageKey, size: checked.size };
};
