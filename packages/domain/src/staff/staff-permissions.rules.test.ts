import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, staffMay, staffPermissionsOf } from './staff-permissions.rules';

describe('staff permissions', () => {
  it('admin may do everything; another permission only its own', () => {
    for (const p of STAFF_PERMISSIONS) expect(staffMay(['admin'], p)).toBe(true);
    expect(staffMay(['finance'], 'finance')).toBe(true);
    expect(staffMay(['finance'], 'operations')).toBe(false);
    expect(staffMay(['finance'], 'admin')).toBe(false);
    expect(staffMay([], 'support')).toBe(false);
  });

  it('reads the stored words, dropping unknown ones', () => {
    expect(staffPermissionsOf(['finance', 'root', 'support'])).toEqual(['finance', 'support']);
    expect(staffPermissionsOf(null)).toEqual([]);
  });
});
