import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropSession, signIn } from '../lib/session';
import { warmUp } from './warm-up';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const TODAY = new Date('2026-11-28T11:00:00Z');
const visit = (id: string, day: string, clientId: string, reportStatus: string | null, remote = false) => ({
  id,
  clientId,
  remote,
  startDate: `${day}T08:00:00.000Z`,
  reportStatus,
});

describe('warm-up (issue 27: what the first day offline needs)', () => {
  let asked: string[];
  let me: { isClient: boolean };

  beforeEach(async () => {
    asked = [];
    me = { isClient: false };
    vi.stubGlobal('fetch', (input: string) => {
      const url = new URL(input, 'http://app.test');
      if (url.pathname.startsWith('/api/auth'))
        return Promise.resolve(json({ access_token: 't', expires_in: 900, userId: 'u1' }));
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/assistants/me') return Promise.resolve(json(me));
      if (url.pathname === '/api/assistants/u1/events') {
        return Promise.resolve(
          json(
            url.searchParams.get('start') === '2026-11-01'
              ? [visit('v1', '2026-11-10', 'c1', null), visit('v2', '2026-12-02', 'c2', null)]
              : [visit('v1', '2026-11-10', 'c1', null), visit('r3', '2026-11-03', 'c1', 'REJECTED', true)],
          ),
        );
      }
      if (url.pathname.endsWith('/taskgroups')) return Promise.resolve(json({ taskGroupIds: [] }));
      return Promise.resolve(json({}));
    });
    await signIn('demo@relais.test', 'relais-demo');
  });
  afterEach(() => {
    dropSession();
    vi.unstubAllGlobals();
  });

  it('reads every bottom-navigation screen, the interventions of the window, their clients’ rates and task groups, and the submitted reports, each once', async () => {
    const qc = new QueryClient();
    await warmUp(qc, 'u1', TODAY);
    expect([...asked].sort()).toEqual(
      [
        '/api/assistants/me',
        '/api/dashboard?userId=u1&date=2026-11-01&kpi=true',
        '/api/assistants/u1/events?start=2026-11-01&end=2026-12-31&sort=asc',
        '/api/assistants/u1/events?start=2026-10-01&end=2026-11-28&sort=asc',
        '/api/assistants/u1/clients?clientsToRetrieve=NEWANDACTIVE',
        '/api/assistants/u1/clients?clientsToRetrieve=INDIRECT',
        '/api/assistants/u1/availability',
        '/api/assistants/u1/leaves',
        '/api/users/u1/preferences',
        '/api/assistants/u1/logs?page=0&size=20&sort=desc',
        '/api/users/u1/messages/recipients',
        '/api/assistants/u1/clients/c1/rates',
        '/api/assistants/u1/clients/c2/rates',
        '/api/assistants/u1/clients/c1/taskgroups',
        '/api/assistants/u1/clients/c2/taskgroups',
        '/api/assistants/u1/remoteworks/r3/report',
      ].sort(),
    );
    // under the screens' keys
    expect(qc.getQueryData(['events', 'u1', '2026-11-01', '2026-12-31'])).toHaveLength(2);
    expect(qc.getQueryData(['clientRates', 'u1', 'c2'])).toBeDefined();
    expect(qc.getQueryData(['report', 'u1', 'r3'])).toBeDefined();
    expect(qc.getQueryData(['logs', 'u1', '', 'desc'])).toBeDefined();

    // at the next start, what is still fresh is not asked again
    asked = [];
    await warmUp(qc, 'u1', TODAY);
    expect(asked).toEqual([]);
  });

  it('reads nothing more for a client user (an assistant’s screens would refuse it)', async () => {
    me = { isClient: true };
    await warmUp(new QueryClient(), 'u1', TODAY);
    expect(asked).toEqual(['/api/assistants/me']);
  });
});
