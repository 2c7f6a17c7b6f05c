import type { Client } from '@relais/domain/rules';
import { describe, expect, it } from 'vitest';
import { clientChoices } from './clients-query';

const c = (id: string, over: Partial<Client> = {}) =>
  ({ id, name: `Name ${id}`, color: '#aa0000', active: true, other: false, ...over }) as Client;

describe('the clients a visit or a remote work may be for', () => {
  it('lists the main clients, then the active other ones, each once', () => {
    expect(
      clientChoices(
        [c('a'), c('b')],
        [c('b', { other: true }), c('o', { other: true }), c('x', { other: true, active: false })],
      ),
    ).toEqual([
      { id: 'a', name: 'Name a', color: '#aa0000', other: false },
      { id: 'b', name: 'Name b', color: '#aa0000', other: false },
      { id: 'o', name: 'Name o', color: '#aa0000', other: true },
    ]);
  });
});
