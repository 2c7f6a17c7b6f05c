import { routeTable } from '@relais/contract/routes';
import { callMultipart } from '../lib/api-client';
import { derivedKey } from '../lib/derived-key';
import type { StoredFile } from './types';

/**
 * Uploads one of a queued action's files (`POST /files`) with a key derived from the action's own
 * (`file:<index>`), so a replay re-sends it with the same key and the server answers the file it
 * already stored: one file per action, however often it is replayed. The text fields go before the
 * file part, so the server has them when the bytes arrive. Answers the stored file's id.
 */
export const uploadStoredFile = async (
  fields: Readonly<Record<string, string>>,
  file: StoredFile,
  action: { idempotencyKey: string; index: number },
): Promise<string> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new File([file.data], file.name, { type: file.type }), file.name);
  const key = await derivedKey(action.idempotencyKey, `file:${action.index}`);
  const stored = await callMultipart(routeTable.uploadFile, form, { idempotencyKey: key });
  return stored.id;
};
