import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMessages } from '../lib/i18n';
import { dropSession, signIn } from '../lib/session';
import { prefetchReference, referenceQueries } from './reference';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('reference data (spec 4)', () => {
  let version = 1;
  let calls: string[] = [];
  beforeEach(async () => {
    localStorage.clear();
    calls = [];
    vi.stubGlobal('fetch', (url: string) => {
      calls.push(url);
      if (url.startsWith('/api/auth'))
        return Promise.resolve(json({ access_token: 't', expires_in: 900, userId: 'u1' }));
      return Promise.resolve(json([{ version }]));
    });
    await signIn('demo@relais.test', 'relais-demo');
    calls = [];
  });
  afterEach(() => {
    dropSession();
    vi.unstubAllGlobals();
  });

  it('is fetched once, then again only when a new version of the app runs, keeping the old copy until then', async () => {
    const qc = new QueryClient();
    await prefetchReference(qc, 'build-1');
    expect(calls.sort()).toEqual(['/api/expertises', '/api/rates/active', '/api/taskgroups']);
    calls = [];
    await prefetchReference(qc, 'build-1');
    expect(calls).toEqual([]);

    version = 2;
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    await prefetchReference(qc, 'build-2');
    expect(qc.getQueryData(referenceQueries.taskGroups.queryKey)).toEqual([{ version: 1 }]);

    vi.stubGlobal('fetch', () => Promise.resolve(json([{ version }])));
    await prefetchReference(qc, 'build-2');
    expect(qc.getQueryData(referenceQueries.taskGroups.queryKey)).toEqual([{ version: 2 }]);
  });

  it("keeps one copy per language: after a change of language, the other language's copy is not shown", async () => {
    const qc = new QueryClient();
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      const language = (init.headers as Record<string, string>)['accept-language'] ?? '';
      asked.push(`${url} ${language}`);
      return Promise.resolve(json([{ label: language === 'en' ? 'Reception' : 'Accueil' }]));
    });
    installMessages('fr', {});
    await prefetchReference(qc, 'build-1');
    expect(qc.getQueryData(referenceQueries.taskGroups.queryKey)).toEqual([{ label: 'Accueil' }]);
    installMessages('en', {});
    expect(qc.getQueryData(referenceQueries.taskGroups.queryKey)).toBeUndefined();
    await prefetchReference(qc, 'build-1');
    expect(qc.getQueryData({ ...referenceQueries.taskGroups }.queryKey)).toEqual([{ label: 'Reception' }]);
    expect(asked).toContain('/api/taskgroups en');
  });
});
