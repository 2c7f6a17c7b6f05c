import { HISTORY_EVENT_TYPES, HISTORY_OBJECT_TYPES, type LogEntry, type LogPage } from '@relais/domain/rules';
import { notifyManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import { installMessages } from '../../../lib/i18n';
import { objectLink } from '../model/labels';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-list-search';
import { HistoryPage } from './history-page';
import { flush, renderRoutes, type RenderedScreen } from '../../../lib/test-kit/screen';

type Query = { page: number; size: number; sort: string; search?: string };
const server = vi.hoisted(() => ({ calls: [] as Query[], pages: new Map<string, LogPage>(), hang: false }));
vi.mock('../../../offline', () => ({ useUserId: () => 'u1' }));
vi.mock('../../../lib/api-client', () => ({
  call: vi.fn((_ep: unknown, opts: { query: Query }) => {
    server.calls.push(opts.query);
    if (server.hang) return new Promise(() => {});
    const page = server.pages.get(`${opts.query.search ?? ''}|${opts.query.sort}|${opts.query.page}`);
    return Promise.resolve(
      page ?? { content: [], page: opts.query.page, size: 20, totalElements: 0, totalPages: 0 },
    );
  }),
}));

const entry = (id: string, over: Partial<LogEntry> = {}): LogEntry => ({
  id,
  at: '2026-11-20T09:00:00Z',
  objectType: 'VISIT',
  eventType: 'CREATED',
  objectId: `obj-${id}`,
  label: `Line ${id}`,
  details: null,
  ...over,
});
const page = (n: number, totalPages: number, content: LogEntry[]): LogPage => ({
  content,
  page: n,
  size: 20,
  totalElements: 30,
  totalPages,
});

let router: RenderedScreen['router'];
const renderAt = (path: string) => {
  router = renderRoutes([{ path: '/history', element: <HistoryPage /> }], path).router;
};

describe('history', () => {
  beforeAll(() => {
    installMessages('en', en);
    // query updates reach React on microtasks, not timers (one test fakes the timers)
    notifyManager.setScheduler(queueMicrotask);
  });
  beforeEach(() => {
    server.calls = [];
    server.pages.clear();
    server.hang = false;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('has a French and an English text for every object and event type', () => {
    for (const type of HISTORY_OBJECT_TYPES) {
      expect(fr.history.objectTypes[type], type).toBeTruthy();
      expect(en.history.objectTypes[type], type).toBeTruthy();
    }
    for (const type of HISTORY_EVENT_TYPES) {
      expect(fr.history.eventTypes[type], type).toBeTruthy();
      expect(en.history.eventTypes[type], type).toBeTruthy();
    }
  });

  it('links an object while it exists: events to /home/{id}, absences to their form', () => {
    expect(objectLink(entry('1'))).toBe('/home/obj-1');
    expect(objectLink(entry('2', { objectType: 'REMOTE_WORK' }))).toBe('/home/obj-2');
    expect(objectLink(entry('3', { objectType: 'ABSENCE' }))).toBe('/absence/edit/obj-3');
    expect(objectLink(entry('4', { objectId: null }))).toBeNull();
    expect(objectLink(entry('5', { eventType: 'DELETED' }))).toBeNull();
    expect(objectLink(entry('6', { objectType: 'AVAILABILITY' }))).toBeNull();
  });

  it('shows the lines translated, then the next page on demand', async () => {
    server.pages.set(
      '|desc|0',
      page(0, 2, [entry('1'), entry('2', { objectType: 'ABSENCE', eventType: 'DELETED', objectId: null })]),
    );
    server.pages.set('|desc|1', page(1, 2, [entry('3', { objectType: 'REPORT', eventType: 'SUBMITTED' })]));
    renderAt('/history');
    await flush();
    const list = screen.getByRole('list', { name: 'Activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Open: Visit added: Line 1' }).getAttribute('href')).toBe(
      '/home/obj-1',
    );
    expect(within(list).getByText('Absence deleted: Line 2')).toBeTruthy();
    expect(within(list).queryByRole('link', { name: /Line 2/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await flush();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: 'Open: Report sent: Line 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(server.calls.map((c) => c.page)).toEqual([0, 1]);
  });

  it('searches once typing settles, keeps the search in the URL, and toggles the sort', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.pages.set('lemoine|desc|0', page(0, 1, [entry('9', { label: 'Boulangerie Lemoine' })]));
    renderAt('/history');
    await flush();
    const field = screen.getByLabelText('Search');
    fireEvent.change(field, { target: { value: 'lem' } });
    fireEvent.change(field, { target: { value: 'lemoine ' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(router.state.location.search).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await flush();
    expect(router.state.location.search).toBe('?q=lemoine');
    expect(screen.getByText('Visit added: Boulangerie Lemoine')).toBeTruthy();
    expect(server.calls.map((c) => c.search)).toEqual([undefined, 'lemoine']);
    fireEvent.click(screen.getByRole('button', { name: /show oldest first/ }));
    await flush();
    expect(router.state.location.search).toBe('?q=lemoine&sort=asc');
    expect(server.calls.at(-1)).toMatchObject({ search: 'lemoine', sort: 'asc', page: 0 });
    expect(screen.getByText('No result for this search.')).toBeTruthy();
  });

  it('empty and loading states', async () => {
    renderAt('/history');
    await flush();
    expect(screen.getByText('No activity yet.')).toBeTruthy();
    cleanup();
    server.hang = true;
    renderAt('/history?q=x');
    expect(screen.getByRole('status').textContent).toBe('Loading the history…');
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('x');
  });
});
