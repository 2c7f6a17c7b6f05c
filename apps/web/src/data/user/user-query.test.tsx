import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SSO_COOKIE } from '../../lib/cookies';
import { STORAGE_KEYS, writeItem } from '../../lib/storage';
import { useUserQuery, type UserQuery } from './user-query';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

const query = (read: (userId: string) => Promise<string>): UserQuery<string> => ({
  key: (userId) => ['thing', userId],
  read,
  staleTime: 0,
});

describe('useUserQuery', () => {
  afterEach(() => {
    document.cookie = `${SSO_COOKIE}=; path=/; max-age=0`;
    localStorage.clear();
  });

  it("reads the signed-in user's data by default", async () => {
    document.cookie = `${SSO_COOKIE}=1; path=/`;
    writeItem(STORAGE_KEYS.lastUserId, 'me');
    const read = vi.fn((userId: string) => Promise.resolve(`of ${userId}`));
    const { result } = renderHook(() => useUserQuery(query(read)), { wrapper });
    await waitFor(() => expect(result.current.data).toBe('of me'));
  });

  it("reads the subject's data when one is given (the console reading an assistant)", async () => {
    document.cookie = `${SSO_COOKIE}=1; path=/`;
    writeItem(STORAGE_KEYS.lastUserId, 'me');
    const read = vi.fn((userId: string) => Promise.resolve(`of ${userId}`));
    const { result } = renderHook(() => useUserQuery(query(read), 'assistant-7'), { wrapper });
    await waitFor(() => expect(result.current.data).toBe('of assistant-7'));
    expect(read).toHaveBeenCalledWith('assistant-7');
    expect(read).not.toHaveBeenCalledWith('me');
  });

  it('waits while nobody is known and no subject is given', () => {
    const read = vi.fn((userId: string) => Promise.resolve(`of ${userId}`));
    const { result } = renderHook(() => useUserQuery(query(read)), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(read).not.toHaveBeenCalled();
  });
});
