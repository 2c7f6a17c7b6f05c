import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
} from '@relais/domain';

/** The issuer shown by authenticator apps. */
export const TOTP_ISSUER = 'Relais';

const totpOf = (secretBase32: string, label = ''): TOTP =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new secret (160 random bits, RFC 4226's recommended size), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI of a secret for an account label (the login email). */
export const totpUri = (secretBase32: string, label: string): string =>
  totpOf(secretBase32, label).toString();

/** The time step of an instant. */
export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The code of a secret at an instant (tests, and nothing else on the server). */
export const totpCodeAt = (secretBase32: string, at: Date): string =>
  totpOf(secretBase32).generate({ timestamp: at.getTime() });

/**
 * The time step a code belongs to, if it is right at `at` within +-TOTP_WINDOW_STEPS (RFC 6238
 * clock drift), else null. The caller refuses a step not after the last one accepted (no replay).
 */
export const verifyTotp = (secretBase32: string, code: string, at: Date): number | null => {
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: at.getTime(),
    window: TOTP_WINDOW_STEPS,
  });
  return delta === null ? null : totpStep(at) + delta;
};

/** New recovery codes: 10 characters each from a 31-letter alphabet (about 50 random bits). */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join(''),
  );

/**
 * The secret at rest: AES-256-GCM under a key derived (HKDF) from the server's secret, so a copy
 * of the database alone does not give the codes. `iv.tag.ciphertext`, base64url.
 */
export const createSecretBox = (serverSecret: string) => {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'relais', 'totp-secret', 32));
  return {
    seal: (plain: string): string => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
    },
    open: (sealed: string): string => {
      const [iv = '', tag = '', data = ''] = sealed.split('.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
};
