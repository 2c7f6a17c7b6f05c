import { routeTable } from '@relais/contract/routes';
import { call } from './api-client';

/**
 * Opens one of the user's files in a new tab: the tab opens at the tap (no popup blocker), the
 * short-lived link follows (GET /files/token). A file the server sends as an attachment (a PDF) is
 * better `download`ed: no tab, which would stay blank while the file downloads.
 */
export const openFile = async (
  userId: string,
  fileId: string,
  opts: { download?: boolean } = {},
): Promise<void> => {
  if (opts.download) {
    const { url } = await call(routeTable.getFileToken, { query: { userId, fileId } });
    const link = document.createElement('a');
    link.href = url;
    link.download = '';
    link.click();
    return;
  }
  const tab = window.open('', '_blank');
  try {
    const { url } = await call(routeTable.getFileToken, { query: { userId, fileId } });
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
};
