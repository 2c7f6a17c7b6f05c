import { describe, expect, it } from 'vitest';
import type { Clock } from '@relais/domain';
import { JWT_AUDIENCE, signToken, verifyAccessToken, verifyToken } from './jwt';

const SECRET = 'a-test-secret-of-thirty-two-bytes!!';
const movable = (iso: string): Clock & { set: (iso: string) => void } => {
  let now = new Date(iso);
  return { now: () => now, set: (next) => (now = new Date(next)) };
};
const content = {
  claims: { role: 'ASSISTANT', sid: 'session-1' },
  subject: 'user-1',
  audience: JWT_AUDIENCE,
};

describe('tokens', () => {
  it('checks a remembered token again for its expiry, its audience and its secret', async () => {
    const clock = movable('2026-03-02T10:00:00Z');
    const { token } = await signToken({ ...content, ttlSeconds: 60 }, SECRET, clock);
    expect(await verifyAccessToken(token, SECRET, clock)).toEqual({
      userId: 'user-1',
      role: 'ASSISTANT',
      sessionId: 'session-1',
    });
    // remembered: the same answer, until it expires
    expect((await verifyAccessToken(token, SECRET, clock))?.userId).toBe('user-1');
    clock.set('2026-03-02T10:00:59Z');
    expect((await verifyAccessToken(token, SECRET, clock))?.userId).toBe('user-1');
    clock.set('2026-03-02T10:01:00Z');
    expect(await verifyAccessToken(token, SECRET, clock)).toBeNull();
    clock.set('2026-03-02T10:00:30Z');
    // another audience, another secret: checked, refused
    expect(await verifyToken(token, SECRET, clock, { audience: 'relais-files', claims: [] })).toBeNull();
    expect(await verifyAccessToken(token, `${SECRET}-other`, clock)).toBeNull();
  });

  it('refuses a token whose signature or payload was changed', async () => {
    const clock = movable('2026-03-02T10:00:00Z');
    const { token } = await signToken({ ...content, ttlSeconds: 60 }, SECRET, clock);
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1) ?? ''}`;
    expect(await verifyAccessToken(`${header}.${payload}.${flipped}`, SECRET, clock)).toBeNull();
    const other = Buffer.from(JSON.stringify({ sub: 'user-2', sid: 's', exp: 9e9, iat: 1 })).toString(
      'base64url',
    );
    expect(await verifyAccessToken(`${header}.${other}.${signature}`, SECRET, clock)).toBeNull();
  });
});
