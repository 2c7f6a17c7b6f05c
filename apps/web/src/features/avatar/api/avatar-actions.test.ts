import type { Assistant } from '@relais/domain/rules';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../../data/assistant';
import { pictureKey } from '../../../data/avatar';
import { derivedKey } from '../../../lib/derived-key';

const api = vi.hoisted(() => ({
  calls: [] as {
    what: string;
    key: string | undefined;
    params?: unknown;
    body?: unknown;
    fields?: unknown;
  }[],
}));
vi.mock('../../../lib/api-client', () => ({
  call: (
    ep: { method: string; path: string },
    opts: { idempotencyKey?: string; body?: unknown; params?: unknown },
  ) => {
    api.calls.push({
      what: `${ep.method} ${ep.path}`,
      key: opts.idempotencyKey,
      params: opts.params,
      body: opts.body,
    });
    return Promise.resolve({ avatarUrl: '/api/pictures?userId=u1&v=server-file' });
  },
  callMultipart: (
    ep: { method: string; path: string },
    form: FormData,
    opts: { idempotencyKey?: string },
  ) => {
    const fields: Record<string, string> = {};
    form.forEach((v, k) => {
      fields[k] = typeof v === 'string' ? v : `file:${v.name}:${v.type}`;
    });
    api.calls.push({ what: `${ep.method} ${ep.path}`, key: opts.idempotencyKey, fields });
    return Promise.resolve({ id: 'server-file' });
  },
}));

const { localVersion, removeAvatarAction, setAvatarAction } = await import('./avatar-actions');
const { avatarBadgeSeenAction } = await import('./badge-action');

const KEY = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const picture = { name: 'avatar.jpg', type: 'image/jpeg', data: new Uint8Array([0xff, 0xd8, 0xff]).buffer };
const me = { userId: 'u1', avatarUrl: null, avatarBadgeShownAt: '2026-11-01' } as unknown as Assistant;

describe('avatar actions', () => {
  beforeEach(() => {
    api.calls = [];
  });

  it('uploads the cropped picture (usage AVATAR, derived key) then makes it the avatar with the action key', async () => {
    await setAvatarAction.run.send(
      { id: 'a1', type: 'avatar.set', version: 1, body: { userId: 'u1', preview: 'data:x' } } as never,
      { idempotencyKey: KEY, files: [picture] },
    );
    expect(api.calls.map((c) => c.what)).toEqual(['POST /files', 'PUT /users/:id/picture']);
    expect(api.calls[0]).toMatchObject({ key: await derivedKey(KEY, 'file:0'), fields: { usage: 'AVATAR' } });
    expect(api.calls[1]).toMatchObject({ key: KEY, params: { id: 'u1' }, body: { fileId: 'server-file' } });
  });

  it('shows the new picture at once, and the initials at once when removed', () => {
    const qc = new QueryClient();
    qc.setQueryData(meQueryKey('u1'), me);
    setAvatarAction.apply?.(qc, { userId: 'u1', preview: 'data:image/jpeg;base64,AA' }, 'a1');
    const url = qc.getQueryData<Assistant>(meQueryKey('u1'))?.avatarUrl;
    expect(url).toBe(`/api/pictures?userId=u1&v=${localVersion('a1')}`);
    expect(qc.getQueryData(pictureKey('u1', localVersion('a1')))).toBe('data:image/jpeg;base64,AA');
    removeAvatarAction.apply?.(qc, { userId: 'u1' }, 'a2');
    expect(qc.getQueryData<Assistant>(meQueryKey('u1'))?.avatarUrl).toBeNull();
  });

  it('clears the badge at once with the day the menu was opened', () => {
    const qc = new QueryClient();
    qc.setQueryData(meQueryKey('u1'), me);
    avatarBadgeSeenAction.apply?.(qc, { userId: 'u1', date: '2026-11-25' }, 'a3');
    expect(qc.getQueryData<Assistant>(meQueryKey('u1'))?.avatarBadgeShownAt).toBe('2026-11-25');
  });
});
