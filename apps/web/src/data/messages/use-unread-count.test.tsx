import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SSO_COOKIE } from '../../lib/cookies';
import { STORAGE_KEYS, writeItem } from '../../lib/storage';
import { UNREAD_COUNT_KEY, useUnreadCount } from './use-unread-count';

vi.mock('../../lib/api-client', () => ({ call: vi.fn(() => new Promise(() => {})) }));

describe('unread count', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    document.cookie = `${SSO_COOKIE}=; path=/; max-age=0`;
    localStorage.clear();
  });

  it('offline after a reload (no session yet), keeps the saved count of the last user', async () => {
    document.cookie = `${SSO_COOKIE}=1; path=/`;
    writeItem(STORAGE_KEYS.lastUserId, 'u1');
    onlineManager.setOnline(false);
    const qc = new QueryClient();
    qc.setQueryData([...UNREAD_COUNT_KEY, 'u1'], { count: 3 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useUnreadCount(), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(3));
  });
});
