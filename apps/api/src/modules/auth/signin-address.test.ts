import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_PROXIES, trustProxyFromEnv } from '../../config-from-env';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app';
import { addressKeyOf, SIGNIN_ADDRESS_MAX_FAILURES } from './signin-throttle';

describe('TRUST_PROXY', () => {
  it('never trusts every hop: false, the private proxies, or the listed ones', () => {
    expect(trustProxyFromEnv({})).toBe(false);
    expect(trustProxyFromEnv({ TRUST_PROXY: 'false' })).toBe(false);
    expect(trustProxyFromEnv({ TRUST_PROXY: 'true' })).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(PRIVATE_PROXIES).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(trustProxyFromEnv({ TRUST_PROXY: ' 10.0.0.5, 172.16.0.0/12 ' })).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
    ]);
  });
});

describe('the address a sign-in counter is kept for', () => {
  it('is the IPv4 address (also IPv4-mapped), or the /64 of an IPv6 address', () => {
    expect(addressKeyOf('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKeyOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKeyOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKeyOf('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKeyOf('::1')).toBe('0:0:0:0::/64');
  });
});

describe('behind a trusted proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => ctx?.close());

  const viaProxy = (username: string, forwardedFor: string, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin/assistant',
      payload: { username, password: 'bad' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts the address the proxy saw, whatever the client wrote before it', async () => {
    for (let i = 0; i < SIGNIN_ADDRESS_MAX_FAILURES; i += 1)
      expect((await viaProxy(`p${i}@relais.test`, `10.9.9.${i}, 203.0.113.5`)).statusCode).toBe(401);
    expect((await viaProxy('forged@relais.test', '10.9.9.200, 203.0.113.5')).statusCode).toBe(429);
    // another client behind the same proxy is not held back
    expect((await viaProxy(DEMO.email, '203.0.113.6')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For from a client that is not the proxy', async () => {
    await ctx.reset();
    for (let i = 0; i < SIGNIN_ADDRESS_MAX_FAILURES; i += 1)
      await viaProxy(`d${i}@relais.test`, `203.0.113.${i}`, '198.51.100.77');
    expect((await viaProxy('direct@relais.test', '203.0.113.250', '198.51.100.77')).statusCode).toBe(429);
  });
});
