import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { oneOf, present, useConsoleSearch } from './use-console-search';

const at = (url: string) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ search: useConsoleSearch(), location: useLocation() }), { wrapper });
};

describe('useConsoleSearch', () => {
  it('reads the 1-based page of the URL as 0-based, a bad one as the first', () => {
    expect(at('/x?page=3').result.current.search.page).toBe(2);
    expect(at('/x?page=abc').result.current.search.page).toBe(0);
    expect(at('/x?page=-4').result.current.search.page).toBe(0);
  });

  it('goes back to page 1 on a new filter, removes emptied values', () => {
    const { result } = at('/x?page=3&status=A&q=x');
    act(() => result.current.search.update({ status: 'B', q: '' }));
    expect(result.current.location.search).toBe('?status=B');
  });

  it('keeps the page when a line is opened or closed, or when asked to', () => {
    const { result } = at('/x?page=3&status=A');
    act(() => result.current.search.update({ open: 'l1' }));
    expect(result.current.location.search).toBe('?page=3&status=A&open=l1');
    expect(result.current.search.open).toBe('l1');
    act(() => result.current.search.close());
    expect(result.current.location.search).toBe('?page=3&status=A');
    act(() => result.current.search.update({ status: 'C' }, { keepPage: true }));
    expect(result.current.location.search).toBe('?page=3&status=C');
  });

  it('closes the open line on another page; page 1 is not written', () => {
    const { result } = at('/x?status=A&open=l1');
    act(() => result.current.search.setPage(1));
    expect(result.current.location.search).toBe('?status=A&page=2');
    act(() => result.current.search.setPage(0));
    expect(result.current.location.search).toBe('?status=A');
  });

  it("links a line with the list's state kept, and clears everything", () => {
    const { result } = at('/x?status=A&page=2');
    expect(result.current.search.hrefOpening('l 2')).toBe('?status=A&page=2&open=l+2');
    act(() => result.current.search.clear());
    expect(result.current.location.search).toBe('');
  });
});

describe('URL value helpers', () => {
  it('spreads a present value only', () => {
    const params = new URLSearchParams('a=1&b=');
    expect({ ...present(params, 'a'), ...present(params, 'b'), ...present(params, 'c') }).toEqual({ a: '1' });
  });
  it('accepts only an allowed value', () => {
    expect(oneOf(['X', 'Y'] as const, 'Y')).toBe('Y');
    expect(oneOf(['X', 'Y'] as const, 'Z')).toBeUndefined();
    expect(oneOf(['X', 'Y'] as const, null)).toBeUndefined();
  });
});
