import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestContext, signIn, type Session, type TestContext } from './test-app';

export type SignedIn = { readonly ctx: TestContext; s: Session };

/**
 * The usual set-up of a module test file: one seeded app for the file, reset to the seed and the
 * test clock before each test, with the demo assistant signed in as `s`.
 */
export const useSignedInDemo = (): SignedIn => {
  let ctx: TestContext | undefined;
  let session: Session | undefined;
  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only available inside a test`);
    return value;
  };
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());
  beforeEach(async () => {
    const c = required(ctx, 'the test context');
    await c.reset();
    session = await signIn(c.app);
  });
  return {
    get ctx() {
      return required(ctx, 'the test context');
    },
    get s() {
      return required(session, 'the session');
    },
    set s(value: Session) {
      session = value;
    },
  };
};
