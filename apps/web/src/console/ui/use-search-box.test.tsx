import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-list-search';
import { useSearchBox } from './use-search-box';

describe('useSearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends what is typed once settled, trimmed, and nothing while typing', () => {
    const settled = vi.fn();
    const { result } = renderHook(({ q }) => useSearchBox(q, settled), { initialProps: { q: '' } });
    act(() => result.current[1]('dur'));
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(settled).not.toHaveBeenCalled();
    act(() => result.current[1]('durand '));
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(settled.mock.calls).toEqual([['durand']]);
  });

  it('writes the box again when the URL changes on its own (Back, Forward, filters cleared)', () => {
    const settled = vi.fn();
    const { result, rerender } = renderHook(({ q }) => useSearchBox(q, settled), {
      initialProps: { q: 'lyon' },
    });
    expect(result.current[0]).toBe('lyon');
    rerender({ q: '' }); // Back to the page before the search
    expect(result.current[0]).toBe('');
    rerender({ q: 'paris' }); // Forward
    expect(result.current[0]).toBe('paris');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    });
    // the URL's own changes are not sent back to it
    expect(settled).not.toHaveBeenCalled();
  });

  it('keeps the typing when the URL follows it', () => {
    const settled = vi.fn();
    const { result, rerender } = renderHook(({ q }) => useSearchBox(q, settled), { initialProps: { q: '' } });
    act(() => result.current[1]('comptab'));
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    rerender({ q: 'comptab' });
    act(() => result.current[1]('comptabilité'));
    rerender({ q: 'comptab' });
    expect(result.current[0]).toBe('comptabilité');
  });
});
