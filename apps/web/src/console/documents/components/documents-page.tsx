import type { StaffDocumentItem } from '@relais/contract';
import { FOLDER_FILE_TYPES, type FolderReviewBody } from '@relais/domain/rules';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { consoleHomeKeys } from '../../home/console-home';
import { ct } from '../../i18n';
import { useConsoleTitle } from '../../shell/use-console-title';
import { ageOf } from '../../ui/age';
import { ListState } from '../../ui/list-state';
import { DataTable, type ConsoleColumn } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { documentChoices, documentKey, DOCUMENTS_PAGE_SIZE, listDocuments, staffDocumentKeys } from '../api';
import { useDocumentsSearch } from '../use-documents-search';
import { DocumentPanel, typeName } from './document-panel';

const LISTS = ['waiting', 'expiring'] as const;

/**
 * /staff/documents: the documents waiting for review (oldest sent first), or the validated ones
 * expiring within 30 days or expired; filters and page in the URL; a row opens the document in place
 * beside the list, with the decision.
 */
export const DocumentsPage = () => {
  useConsoleTitle('documents.title');
  const { search, open, update, hrefOpening, setPage, close } = useDocumentsSearch();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const [moved, setMoved] = useState('');
  const list = useQuery({
    queryKey: staffDocumentKeys.list(search),
    queryFn: () => listDocuments(search),
    placeholderData: keepPreviousData,
  });
  const choices = useQuery({ queryKey: staffDocumentKeys.choices, queryFn: documentChoices });
  const expiring = search.state === 'expiring';
  const items = list.data?.items ?? [];
  const opened = open ? (items.find((i) => documentKey(i) === open) ?? null) : undefined;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: staffDocumentKeys.all });
    void queryClient.invalidateQueries({ queryKey: consoleHomeKeys.queue('documents') });
  };
  const decided = (item: StaffDocumentItem, decision: FolderReviewBody['decision']) => {
    const vars = { type: typeName(item), name: item.assistant.name };
    setNotice(ct(decision === 'VALIDATE' ? 'documents.validated' : 'documents.refused', vars));
    close();
    refresh();
  };

  const columns: ConsoleColumn<StaffDocumentItem>[] = [
    // the first cell opens the document: its type, named for her in the link's accessible name
    {
      id: 'type',
      header: ct('documents.type'),
      cell: (i) => (
        <>
          {typeName(i)}
          <span className="sr-only"> – {i.assistant.name}</span>
        </>
      ),
      sortValue: typeName,
    },
    {
      id: 'assistant',
      header: ct('documents.assistant'),
      cell: (i) => i.assistant.name,
      sortValue: (i) => i.assistant.name,
    },
    expiring
      ? {
          id: 'expires',
          header: ct('documents.expires'),
          cell: (i) => (i.expirationDate ? formatDate(i.expirationDate) : ct('documents.noExpiry')),
          sortValue: (i) => i.expirationDate ?? '',
        }
      : {
          id: 'sent',
          header: ct('documents.sent'),
          cell: (i) =>
            i.sentAt ? ct('documents.sentAgo', { date: formatDate(i.sentAt), age: ageOf(i.sentAt) }) : '',
          sortValue: (i) => i.sentAt ?? '',
        },
    {
      id: 'state',
      header: ct('documents.state'),
      cell: (i) =>
        i.replacing
          ? `${ct(`documents.states.${i.state}`)} · ${ct('documents.replacing')}`
          : ct(`documents.states.${i.state}`),
    },
  ];

  return (
    <section className="flex flex-col gap-4">
      <h1 className="m-0 text-[1.6rem] font-bold">{ct('documents.title')}</h1>
      <div
        role="status"
        aria-live="polite"
        className={notice ? 'rounded-lg bg-secondary-soft px-3 py-2 font-semibold' : 'sr-only'}
      >
        {notice}
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div role="group" aria-label={ct('documents.tabs')} className="flex gap-2">
          {LISTS.map((l) => (
            <Button
              key={l}
              variant={search.state === l ? 'primary' : 'secondary'}
              aria-pressed={search.state === l}
              onClick={() => update({ state: l === 'waiting' ? undefined : l, open: undefined })}
            >
              {ct(`documents.${l}`)}
            </Button>
          ))}
        </div>
        <SelectField
          label={ct('documents.assistant')}
          value={search.assistantId ?? ''}
          onChange={(e) => update({ assistantId: e.target.value, open: undefined })}
        >
          <option value="">{ct('documents.allAssistants')}</option>
          {(choices.data?.assistants ?? []).map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={ct('documents.type')}
          value={search.fileType ?? ''}
          onChange={(e) => update({ fileType: e.target.value, open: undefined })}
        >
          <option value="">{ct('documents.allTypes')}</option>
          {FOLDER_FILE_TYPES.map((type) => (
            <option key={type} value={type}>
              {ct(`documents.types.${type}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div
        className={
          opened !== undefined ? 'grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(26rem,1fr)]' : ''
        }
      >
        <div className="flex min-w-0 flex-col gap-3">
          <ListState query={list}>
            {(data) => (
              <>
                <p className="m-0 text-muted">{ct('documents.count', { count: data.total })}</p>
                <DataTable
                  caption={ct(expiring ? 'documents.captionExpiring' : 'documents.caption')}
                  rows={items}
                  columns={columns}
                  rowId={documentKey}
                  rowLabel={(i) => `${i.assistant.name} – ${typeName(i)}`}
                  rowHref={(i) => hrefOpening(documentKey(i))}
                  emptyText={ct(expiring ? 'documents.emptyExpiring' : 'documents.emptyWaiting')}
                />
                <Pager page={search.page} size={DOCUMENTS_PAGE_SIZE} total={data.total} onPage={setPage} />
              </>
            )}
          </ListState>
        </div>
        {opened !== undefined && list.data && (
          <DocumentPanel
            item={opened}
            moved={moved}
            onClose={() => {
              setMoved('');
              close();
            }}
            onDecided={decided}
            onMoved={(text) => {
              setMoved(text);
              refresh();
            }}
          />
        )}
      </div>
    </section>
  );
};
