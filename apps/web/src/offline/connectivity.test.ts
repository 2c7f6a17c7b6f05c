import { describe, expect, it } from 'vitest';
import { isOffline, observeResponse } from './connectivity';
import { setReporter, type OfflineReport } from './reports';
import { requireOnline } from './require-online';

describe('offline mode', () => {
  it('is entered on no answer or a 503, and left on a real answer', () => {
    observeResponse(null);
    expect(isOffline()).toBe(true);
    observeResponse(new Response('{}', { status: 200 }));
    expect(isOffline()).toBe(false);
    observeResponse(new Response('{}', { status: 503 }));
    expect(isOffline()).toBe(true);
    observeResponse(new Response('{}', { status: 404 }));
    expect(isOffline()).toBe(false);
  });
});

describe('an action that cannot wait', () => {
  it('is refused while offline and reported (the app shows the spec 8 dialog)', () => {
    const reports: OfflineReport[] = [];
    setReporter((r) => reports.push(r));
    observeResponse(null);
    expect(requireOnline()).toBe(false);
    expect(reports).toEqual([{ kind: 'needs-network' }]);
    observeResponse(new Response('{}', { status: 200 }));
    expect(requireOnline()).toBe(true);
    expect(reports).toHaveLength(1);
  });
});
