import { routeTable } from '@relais/contract/routes';
import { call, callBlob } from '../../../lib/api-client';

/**
 * 'Download my data': GET /users/{id}/export (a ZIP the server streams), saved by the browser under
 * the server's name. Needs the network (the caller checks with requireOnline).
 */
export const downloadMyData = async (userId: string): Promise<void> => {
  const { blob, fileName } = await callBlob(routeTable.exportAccount, { params: { id: userId } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? 'relais-data.zip';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the URL; the next task may free it
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** DELETE /users/{id} with the password typed again. Online only: never queued. */
export const deleteMyAccount = (userId: string, password: string) =>
  call(routeTable.deleteAccount, { params: { id: userId }, body: { password } });
