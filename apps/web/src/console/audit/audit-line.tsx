import type { AuditPerson, StaffAuditLine } from '@relais/contract';
import { ct } from '../i18n';

/** A person a line names: name and role, or the id of an account no longer known. */
export const personText = (p: AuditPerson | null): string => {
  if (!p) return ct('audit.nobody');
  if (p.name === null) return ct('audit.unknown', { id: p.id });
  return p.role ? `${p.name} (${ct(`audit.roles.${p.role}`)})` : p.name;
};

/** Keys said first, in this order (the database keeps a detail's keys in its own order). */
const FIRST = ['before', 'after'];
const rank = (key: string): number => (FIRST.includes(key) ? FIRST.indexOf(key) : FIRST.length);

/** A line's stored details, `key: value`, lists joined (before, then after, then the others). */
export const detailText = (detail: StaffAuditLine['detail']): string =>
  Object.entries(detail)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') || '∅' : String(value)}`)
    .join(' · ');
