import { hashDemoPasswords, type SeedOptions } from '../db/seed/seed';
import type { DemoPasswordHashes } from '../db/seed/seed-people';
import { seedDeps } from '../services';

let cachedHashes: Promise<DemoPasswordHashes> | null = null;
/** Hashing is slow: the demo accounts' passwords are hashed once per process. */
const demoPasswordHashes = (): Promise<DemoPasswordHashes> => (cachedHashes ??= hashDemoPasswords());

/** The seed's options in tests: what the wiring root gives it, and the demo password hashed once. */
export const demoSeedOptions = async (): Promise<SeedOptions> => ({
  ...seedDeps,
  passwordHashes: await demoPasswordHashes(),
});
