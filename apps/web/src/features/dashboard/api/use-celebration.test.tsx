import type { Dashboard, Gauge } from '@relais/domain/rules';
import { CONFETTI_MS } from '@relais/domain/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decideGauge } from '../model/celebration';
import { dashboardKey } from '../../../data/dashboard';
import { useCelebration } from './use-celebration';

const net = vi.hoisted(() => {
  const state: { offline: boolean; gauge: unknown; calls: string[] } = {
    offline: false,
    gauge: null,
    calls: [],
  };
  return state;
});
vi.mock('../../../offline', () => ({
  useUserId: () => 'u1',
  useConnectivity: () => ({ offline: net.offline }),
}));
vi.mock('../../../lib/api-client', () => ({
  call: vi.fn((_ep: unknown, opts: { query: { update: string } }) => {
    net.calls.push(opts.query.update);
    return net.offline ? Promise.reject(new Error('network')) : Promise.resolve(net.gauge);
  }),
}));

const completion = { file: 80, skills: 80, availability: 100, account: 80, curriculum: 75, total: 83 };
const gauge = (over: Partial<Gauge> = {}): Gauge => ({
  completion,
  previousTotal: 60,
  celebrate: true,
  ...over,
});

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await act(async () => {});
};
const mount = () => {
  const qc = new QueryClient();
  qc.setQueryData<Partial<Dashboard>>(dashboardKey('u1', '2026-11'), {
    completion: { ...completion, total: 60 },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  return { qc, ...renderHook(() => useCelebration(), { wrapper }) };
};

describe('celebration', () => {
  beforeEach(() => {
    net.offline = false;
    net.calls = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('decides from the server answer, never offline', () => {
    expect(decideGauge(gauge(), false)).toEqual({ celebrate: true, record: true });
    expect(decideGauge(gauge({ celebrate: false, previousTotal: 83 }), false)).toEqual({
      celebrate: false,
      record: false,
    });
    expect(decideGauge(gauge({ celebrate: false, previousTotal: 40 }), false)).toEqual({
      celebrate: false,
      record: true,
    });
    expect(decideGauge(gauge(), true)).toEqual({ celebrate: false, record: false });
  });

  it('plays the confetti for CONFETTI_MS, opens the dialog, then records it was shown (once)', async () => {
    net.gauge = gauge();
    const { result, qc, rerender } = mount();
    await flush();
    expect(net.calls).toEqual(['false', 'true']);
    expect(result.current.confetti).toBe(true);
    expect(result.current.dialog).toBe(true);
    // the gauge shows the server's figures
    expect(qc.getQueryData<Dashboard>(dashboardKey('u1', '2026-11'))?.completion.total).toBe(83);
    act(() => {
      vi.advanceTimersByTime(CONFETTI_MS - 1);
    });
    expect(result.current.confetti).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.confetti).toBe(false);
    expect(result.current.dialog).toBe(true);
    act(() => result.current.closeDialog());
    expect(result.current.dialog).toBe(false);
    // re-rendering home does not ask again during the same visit
    rerender();
    await flush();
    expect(net.calls).toEqual(['false', 'true']);
  });

  it('the server said no: nothing plays; the total seen is recorded only when it changed', async () => {
    net.gauge = gauge({ celebrate: false, previousTotal: 83 });
    const first = mount();
    await flush();
    expect(first.result.current).toMatchObject({ confetti: false, dialog: false });
    expect(net.calls).toEqual(['false']);
    cleanup();
    net.calls = [];
    net.gauge = gauge({ celebrate: false, previousTotal: 50 });
    mount();
    await flush();
    expect(net.calls).toEqual(['false', 'true']);
  });

  it('offline: no call, no celebration', async () => {
    net.offline = true;
    net.gauge = gauge();
    const { result } = mount();
    await flush();
    expect(net.calls).toEqual([]);
    expect(result.current).toMatchObject({ confetti: false, dialog: false });
  });
});
