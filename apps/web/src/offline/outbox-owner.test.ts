import { describe, expect, it } from 'vitest';
import { outboxOwnerOf } from './outbox-owner';

describe('outboxOwnerOf', () => {
  it("keeps a support session's queue apart from the user's own", () => {
    expect(outboxOwnerOf('u1', false)).toBe('u1');
    expect(outboxOwnerOf('u1', true)).toBe('u1#support');
    expect(outboxOwnerOf('u1', true)).not.toBe(outboxOwnerOf('u1', false));
    expect(outboxOwnerOf(null, true)).toBeNull();
  });
});
