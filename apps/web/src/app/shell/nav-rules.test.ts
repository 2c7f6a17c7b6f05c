import { describe, expect, it } from 'vitest';
import { clientMayOpen, isNavItemActive, NAV_ITEMS } from './nav-rules';

const activeFor = (pathname: string) =>
  NAV_ITEMS.filter((i) => isNavItemActive(i, pathname)).map((i) => i.to);

describe('bottom navigation highlighting (spec 2)', () => {
  it('highlights each item on its own path and sub-paths', () => {
    expect(activeFor('/home')).toEqual(['/home']);
    expect(activeFor('/availability')).toEqual(['/availability']);
    expect(activeFor('/history')).toEqual(['/history']);
  });

  it('highlights activity for missions and invoices', () => {
    expect(activeFor('/activity')).toEqual(['/activity']);
    expect(activeFor('/activity/missions')).toEqual(['/activity']);
    expect(activeFor('/activity/missions/c1')).toEqual(['/activity']);
    expect(activeFor('/activity/invoices/view/3')).toEqual(['/activity']);
  });

  it('highlights nothing elsewhere, and no prefix look-alikes', () => {
    expect(activeFor('/about')).toEqual([]);
    expect(activeFor('/homework')).toEqual([]);
    expect(activeFor('/messaging/reception')).toEqual([]);
  });
});

describe('the screens of a client user', () => {
  it('are its home, about and the pending actions; an assistant screen is not', () => {
    expect(['/home', '/about', '/pending-actions'].every(clientMayOpen)).toBe(true);
    expect(
      ['/availability', '/activity/missions', '/user/account', '/messaging/reception'].some(clientMayOpen),
    ).toBe(false);
  });
});
