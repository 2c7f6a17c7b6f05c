import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with the design guide's cost (section 7). */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password; with no stored hash (unknown user) it still verifies against a dummy hash,
 * so both failures take the same time and say the same thing.
 */
export const verifyPassword = async (storedHash: string | null, password: string): Promise<boolean> => {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
};
