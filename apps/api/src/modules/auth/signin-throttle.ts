import { isIPv6 } from 'node:net';
import type { Claim, RateLimits } from '../../plugins/rate-limits';

/*
 * Sign-in throttling (issue 14). Every attempt is counted BEFORE its password is checked, by one
 * atomic statement per counter, and given back when the password was right: concurrent guesses can
 * never get more checks than the counters allow.
 *
 * - Per account, across all addresses (unknown emails alike): a progressive wait after the first
 *   free failures, capped, then one check a day past the ceiling (NIST SP 800-63B asks for at most
 *   100 consecutive failures on an account).
 * - Per address, across accounts (credential stuffing): a fixed window of failures.
 * - A known device (a signed cookie set at a successful sign-in of that account) has a counter of
 *   its own with the same waits instead of these two: a stranger's guesses never slow the real user
 *   on a device where they signed in before, and a stolen device cookie guesses no faster.
 */

/** Consecutive failures on an account that cost no wait. */
export const SIGNIN_FREE_FAILURES = 5;
/** The wait after the first failure past the free ones; it doubles with each failure after. */
export const SIGNIN_FIRST_WAIT_MS = 30 * 1000;
/** The longest wait below the ceiling. */
export const SIGNIN_MAX_WAIT_MS = 15 * 60 * 1000;
/** Consecutive failures after which guessing is stopped (NIST SP 800-63B: no more than 100). */
export const SIGNIN_CEILING_FAILURES = 100;
/** The wait past the ceiling: one check a day (under 500 guesses a year on an account). */
export const SIGNIN_CEILING_WAIT_MS = 24 * 60 * 60 * 1000;
/** Failures from one address (any accounts) in a window, then 429 until the window ends. */
export const SIGNIN_ADDRESS_MAX_FAILURES = 20;
export const SIGNIN_ADDRESS_WINDOW_MS = 15 * 60 * 1000;

/** The wait after the n-th consecutive failure (n >= 1). */
export const waitAfterFailure = (n: number): number => {
  if (n < SIGNIN_FREE_FAILURES) return 0;
  if (n >= SIGNIN_CEILING_FAILURES) return SIGNIN_CEILING_WAIT_MS;
  return Math.min(SIGNIN_MAX_WAIT_MS, SIGNIN_FIRST_WAIT_MS * 2 ** (n - SIGNIN_FREE_FAILURES));
};

/** waitAfterFailure for 1..ceiling (the last one stands for every count beyond). */
const WAITS_MS = Array.from({ length: SIGNIN_CEILING_FAILURES }, (_, i) => waitAfterFailure(i + 1));

/**
 * The address a counter is kept for: IPv4 as is (also when mapped into IPv6), IPv6 by its /64
 * (one subscriber usually holds a whole /64, so single addresses would cost an attacker nothing).
 */
export const addressKeyOf = (ip: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
};

/** Who is trying: the email typed, the client address, and the known device presented, if any. */
export type SignInAttempt = { email: string; ip: string; deviceId: string | null };

/** Admitted: the password may be checked; `succeeded` gives back what was counted. */
export type Admission =
  { admitted: true; succeeded: () => Promise<void> } | { admitted: false; retryAfterSeconds: number };

export const createSignInThrottle = (limits: RateLimits) => {
  const refused = (claim: Claim & { claimed: false }): Admission => ({
    admitted: false,
    retryAfterSeconds: claim.retryAfterSeconds,
  });

  return {
    admit: async ({ email, ip, deviceId }: SignInAttempt): Promise<Admission> => {
      const accountKey = `signin:account:${email}`;
      if (deviceId) {
        const deviceKey = `signin:device:${deviceId}`;
        const byDevice = await limits.claimWithWait(deviceKey, WAITS_MS);
        if (!byDevice.claimed) return refused(byDevice);
        return {
          admitted: true,
          succeeded: async () => {
            await limits.reset(deviceKey);
            await limits.reset(accountKey);
          },
        };
      }
      const addressKey = `signin:address:${addressKeyOf(ip)}`;
      const byAddress = await limits.claimInWindow(
        addressKey,
        SIGNIN_ADDRESS_MAX_FAILURES,
        SIGNIN_ADDRESS_WINDOW_MS,
      );
      if (!byAddress.claimed) return refused(byAddress);
      const byAccount = await limits.claimWithWait(accountKey, WAITS_MS);
      if (!byAccount.claimed) {
        // Nothing was checked: the address did not fail.
        await limits.release(addressKey);
        return refused(byAccount);
      }
      return {
        admitted: true,
        succeeded: async () => {
          await limits.reset(accountKey);
          await limits.release(addressKey);
        },
      };
    },
  };
};

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
