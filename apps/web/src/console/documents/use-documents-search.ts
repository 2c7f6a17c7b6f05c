import { FOLDER_FILE_TYPES } from '@relais/domain/rules';
import { oneOf, present, useConsoleSearch } from '../ui/use-console-search';
import type { DocumentsSearch } from './api';

/**
 * The queue's list, filters, page and open document in the URL:
 * `?state=expiring&assistantId=…&fileType=…&page=2&open=…`.
 */
export const useDocumentsSearch = () => {
  const list = useConsoleSearch();
  const fileType = oneOf(FOLDER_FILE_TYPES, list.params.get('fileType'));
  const search: DocumentsSearch = {
    state: list.params.get('state') === 'expiring' ? 'expiring' : 'waiting',
    ...present(list.params, 'assistantId'),
    ...(fileType ? { fileType } : {}),
    page: list.page,
  };
  return { ...list, search };
};
