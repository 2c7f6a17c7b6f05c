import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Assistant } from '@relais/domain/rules';
import { meQueryKey } from '../../../data/assistant';
import { profileEditPath, saveProfileAction } from './profile-action';

const ME = {
  id: 'u1',
  userId: 'u1',
  loginEmail: 'demo@relais.test',
  firstName: 'Camille',
  lastName: 'Durand',
  phone: '+33 6 12 34 56 78',
  city: 'Lyon',
} as Assistant;

describe('save profile action', () => {
  it('shows the queued fields on `me` at once, keeping the others', () => {
    const qc = new QueryClient();
    qc.setQueryData(meQueryKey('u1'), ME);
    saveProfileAction.apply?.(qc, { userId: 'u1', city: 'Amiens', phone: null }, 'a1');
    expect(qc.getQueryData(meQueryKey('u1'))).toEqual({ ...ME, city: 'Amiens', phone: null });
  });

  it("takes the server's answer and makes the dashboards (completion) stale", async () => {
    const qc = new QueryClient();
    qc.setQueryData(['dashboard', 'u1', '2026-11'], { completion: { account: 50 } });
    const answer = { ...ME, city: 'Amiens' };
    saveProfileAction.settled?.(qc, { userId: 'u1', city: 'Amiens' }, answer);
    expect(qc.getQueryData(meQueryKey('u1'))).toEqual(answer);
    expect(qc.getQueryState(['dashboard', 'u1', '2026-11'])?.isInvalidated).toBe(true);
  });

  it('reopens on the account screen', () => {
    expect(profileEditPath('a 1')).toBe('/user/account?action=a%201');
  });
});
