import { BlockList, isIPv4, isIPv6, type Socket } from 'node:net';
import type { Server, ServerOptions } from 'node:http';
import type { HttpLimits, TrustProxy } from '../config';

/**
 * The `http.createServer` options: Node checks the request and headers timeouts on every
 * connection each `connectionsCheckingInterval` (30 s by default, so a 30 s headers timeout could
 * take a minute); here a quarter of the shorter one, at most 5 s.
 */
export const httpServerOptionsOf = (limits: HttpLimits): ServerOptions => ({
  requestTimeout: limits.requestTimeoutMs,
  headersTimeout: limits.headersTimeoutMs,
  keepAliveTimeout: limits.keepAliveTimeoutMs,
  connectionsCheckingInterval: Math.max(
    10,
    Math.min(5_000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)),
  ),
});

/** What TRUST_PROXY's presets name (the same ranges as proxy-addr's, which Fastify uses). */
const PRESETS: Record<string, readonly string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** An IPv4 address written as IPv6 (`::ffff:1.2.3.4`, a dual-stack socket) as plain IPv4. */
const plainAddress = (address: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
};

/** Whether an address is one of the trusted proxies' (addresses, CIDRs, presets); none when false. */
export const trustedProxyMatcher = (trustProxy: TrustProxy): ((address: string) => boolean) => {
  if (trustProxy === false || trustProxy.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of trustProxy.flatMap((e) => PRESETS[e] ?? [e])) {
    const [address = '', bits] = entry.split('/');
    const plain = plainAddress(address);
    const type = isIPv4(plain) ? 'ipv4' : isIPv6(plain) ? 'ipv6' : undefined;
    if (!type) throw new Error(`TRUST_PROXY: not an address, a CIDR or a preset: ${entry}`);
    if (bits === undefined) list.addAddress(plain, type);
    else list.addSubnet(plain, Number(bits), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    if (isIPv4(plain)) return list.check(plain, 'ipv4');
    return isIPv6(plain) && list.check(plain, 'ipv6');
  };
};

/**
 * At most `max` connections open at once from one address: the next is destroyed as it opens
 * (before Node reads a byte of it), and counted again when one closes. Behind a proxy the socket's
 * address is the proxy's, shared by all its clients: a trusted proxy's connections are not counted
 * (the proxy limits its own clients), any other address is.
 */
export const limitConnectionsPerAddress = (server: Server, max: number, trustProxy: TrustProxy): void => {
  if (max <= 0) return;
  const trusted = trustedProxyMatcher(trustProxy);
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) {
      socket.destroy();
      return;
    }
    const key = plainAddress(address);
    if (trusted(key)) return;
    const count = open.get(key) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
};
