import { describe, expect, it } from 'vitest';
import {
  createSecretBox,
  newRecoveryCodes,
  newTotpSecret,
  totpCodeAt,
  totpStep,
  totpUri,
  verifyTotp,
} from './totp';

// RFC 6238 appendix B's SHA-1 secret ("12345678901234567890"), base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238, SHA-1, 6 digits, 30 s) with a fixed clock', () => {
  it('gives the RFC 6238 test vectors (last 6 digits)', () => {
    expect(totpCodeAt(RFC_SECRET, new Date(59 * 1000))).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, new Date(1111111109 * 1000))).toBe('081804');
    expect(totpCodeAt(RFC_SECRET, new Date(2000000000 * 1000))).toBe('279037');
  });

  it('accepts the code of the step before, the current and the step after, and answers its step', () => {
    const now = new Date('2026-03-11T09:00:15Z');
    const step = totpStep(now);
    for (const delta of [-1, 0, 1]) {
      const code = totpCodeAt(RFC_SECRET, new Date(now.getTime() + delta * 30_000));
      expect(verifyTotp(RFC_SECRET, code, now)).toBe(step + delta);
    }
  });

  it('refuses a code two steps away (window edges)', () => {
    const now = new Date('2026-03-11T09:00:00Z');
    expect(verifyTotp(RFC_SECRET, totpCodeAt(RFC_SECRET, new Date(now.getTime() - 60_000)), now)).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCodeAt(RFC_SECRET, new Date(now.getTime() + 60_000)), now)).toBeNull();
    // the last second of the step before the window is still out; its next second is in
    const edge = new Date(now.getTime() - 30_001);
    expect(verifyTotp(RFC_SECRET, totpCodeAt(RFC_SECRET, edge), now)).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCodeAt(RFC_SECRET, new Date(now.getTime() - 30_000)), now)).toBe(
      totpStep(now) - 1,
    );
  });

  it('refuses a wrong code and another secret’s code', () => {
    const now = new Date('2026-03-11T09:00:00Z');
    const right = totpCodeAt(RFC_SECRET, now);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(verifyTotp(RFC_SECRET, wrong, now)).toBeNull();
    expect(verifyTotp(newTotpSecret(), right, now)).toBeNull();
  });

  it('writes an otpauth URI with the issuer, SHA-1, 6 digits and 30 s', () => {
    const uri = new URL(totpUri(RFC_SECRET, 'demo@relais.test'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(RFC_SECRET);
    expect(uri.searchParams.get('issuer')).toBe('Relais');
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});

describe('secrets at rest and recovery codes', () => {
  it('seals and opens a secret; another server secret or a changed byte cannot open it', () => {
    const box = createSecretBox('server-secret-a');
    const sealed = box.seal(RFC_SECRET);
    expect(sealed).not.toContain(RFC_SECRET);
    expect(box.open(sealed)).toBe(RFC_SECRET);
    expect(() => createSecretBox('server-secret-b').open(sealed)).toThrow();
  });

  it('makes 10 different codes of 10 characters without look-alikes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-hjkmnp-z2-9]{10}$/);
  });
});
