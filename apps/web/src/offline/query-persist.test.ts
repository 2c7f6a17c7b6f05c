import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { snapshot } from './query-persist';

describe('the saved query cache', () => {
  it('keeps a query whose refetch failed offline, as data, and skips queries without data', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    qc.setQueryData(['availability'], { cells: [1, 2] });
    await qc
      .fetchQuery({
        queryKey: ['availability'],
        queryFn: () => Promise.reject(new Error('offline')),
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(qc.getQueryState(['availability'])?.status).toBe('error');
    await qc
      .fetchQuery({ queryKey: ['never-loaded'], queryFn: () => Promise.reject(new Error('offline')) })
      .catch(() => undefined);

    const saved = snapshot(qc);
    expect(saved.queries.map((q) => q.queryKey)).toEqual([['availability']]);
    expect(saved.queries[0]?.state).toMatchObject({
      status: 'success',
      error: null,
      data: { cells: [1, 2] },
    });
  });
});
