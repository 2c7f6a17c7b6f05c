import { describe, expect, it } from 'vitest';
import type { Client } from './client.schema';
import { clientLabel, drawerClients } from './client.rules';

const base: Client = {
  id: 'c1',
  pro: true,
  company: 'Acme',
  relaisAccount: {
    civility: null,
    firstName: null,
    lastName: null,
    address: null,
    address2: null,
    zipCode: null,
    mobilePhone: '0600000000',
    phone: null,
    email: null,
  },
  csName: null,
  csEmail: null,
  brief: null,
  other: false,
  name: 'Acme',
  color: '#000000',
  phone: null,
  active: true,
};

describe('clients', () => {
  it('labels individuals and unknown companies', () => {
    expect(clientLabel({ pro: false, company: 'X' })).toEqual({ kind: 'individual' });
    expect(clientLabel({ pro: true, company: ' ' })).toEqual({ kind: 'unknown' });
    expect(clientLabel({ pro: true, company: 'Acme' })).toEqual({ kind: 'company', company: 'Acme' });
  });
  it('keeps active non-other clients with a phone for the drawer', () => {
    const noPhone = { ...base, id: 'c2', relaisAccount: { ...base.relaisAccount, mobilePhone: null } };
    const other = { ...base, id: 'c3', other: true };
    const inactive = { ...base, id: 'c4', active: false };
    expect(drawerClients([base, noPhone, other, inactive]).map((c) => c.id)).toEqual(['c1']);
  });
});
