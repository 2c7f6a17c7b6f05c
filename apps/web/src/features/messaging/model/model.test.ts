import type { MessagePage, MessageSummary } from '@relais/domain/rules';
import { describe, expect, it } from 'vitest';
import { archiveActionOf, boxPath, destinationOf, messagePath } from './boxes';
import { distinctPages } from './pages';
import { allOrNone, keptTo, toggled } from './selection';

const m = (id: string, senderId = 'team') => ({ id, sender: { id: senderId, name: 'x' } }) as MessageSummary;
const page = (n: number, ...content: MessageSummary[]): MessagePage => ({
  content,
  page: n,
  size: 20,
  totalElements: 40,
  totalPages: 2,
});

describe('messaging model', () => {
  it('maps the tabs to the lists and a line to where it opens', () => {
    expect(boxPath('received')).toBe('/messaging/reception');
    expect(boxPath('draft')).toBe('/messaging/drafts');
    expect(messagePath('archived', 'a b')).toBe('/messaging/archives/a%20b');
    expect(messagePath('sent', '7')).toBe('/messaging/sent/7');
    expect(messagePath('draft', '7')).toBe('/messaging/edit/7');
  });

  it('archives from received and sent, unarchives from archives, and sends a line back where it belongs', () => {
    expect([archiveActionOf('received'), archiveActionOf('sent'), archiveActionOf('archived')]).toEqual([
      'archive',
      'archive',
      'unarchive',
    ]);
    expect(archiveActionOf('draft')).toBeNull();
    expect(destinationOf('archive', m('1'), 'u1')).toBe('archived');
    expect(destinationOf('unarchive', m('1'), 'u1')).toBe('received');
    expect(destinationOf('unarchive', m('1', 'u1'), 'u1')).toBe('sent');
  });

  it('selects, keeps the selection to the lines shown, and toggles all or none', () => {
    const one = toggled(new Set(), 'a');
    expect([...toggled(one, 'b')]).toEqual(['a', 'b']);
    expect([...toggled(one, 'a')]).toEqual([]);
    const shown = [m('a'), m('b')];
    const both = new Set(['a', 'b']);
    expect(keptTo(both, shown)).toBe(both);
    expect([...keptTo(both, [m('b')])]).toEqual(['b']);
    expect([...allOrNone(one, shown)]).toEqual(['a', 'b']);
    expect([...allOrNone(both, shown)]).toEqual([]);
  });

  it('shows a line once when a page shifted under a new message, keeping pages without repeats as they were', () => {
    const first = page(0, m('9'), m('8'));
    const second = page(1, m('8'), m('7'));
    const chunks = distinctPages([first, second]);
    expect(chunks.map((c) => c.map((l) => l.id))).toEqual([['9', '8'], ['7']]);
    expect(chunks[0]).toBe(first.content);
    expect(distinctPages(undefined)).toEqual([]);
  });
});
