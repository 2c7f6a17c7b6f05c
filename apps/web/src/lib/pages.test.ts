import { describe, expect, it } from 'vitest';
import { nextPage } from './pages';

describe('nextPage', () => {
  it('is the page after the last one read, and none after the last page or of an empty list', () => {
    expect(nextPage({ page: 0, totalPages: 3 })).toBe(1);
    expect(nextPage({ page: 1, totalPages: 3 })).toBe(2);
    expect(nextPage({ page: 2, totalPages: 3 })).toBeUndefined();
    expect(nextPage({ page: 0, totalPages: 0 })).toBeUndefined();
  });
});
