import { describe, expect, it } from 'vitest';
import { historySearchKey } from './history.rules';

describe('historySearchKey', () => {
  it('drops accents and case, spells out ligatures, keeps the rest', () => {
    expect(historySearchKey('Congés d’ÉTÉ')).toBe('conges d’ete');
    expect(historySearchKey('CŒUR Ægée')).toBe('coeur aegee');
    expect(historySearchKey('Remise 10 % _x_')).toBe('remise 10 % _x_');
    expect(historySearchKey('Télétravail')).toBe(historySearchKey('TELETRAVAIL'));
  });
});
