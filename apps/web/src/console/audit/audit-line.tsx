import type { AuditPerson, StaffAuditLine } from '@relais/contract';
import { STAFF_PERMISSIONS, type StaffPermission } from '@relais/domain/rules';
import { formatDate } from '../../lib/format';
import { ct } from '../i18n';

const isPermission = (v: string): v is StaffPermission =>
  (STAFF_PERMISSIONS as readonly string[]).includes(v);

/** A person a line names: name and role, or the id of an account no longer known. */
export const personText = (p: AuditPerson | null): string => {
  if (!p) return ct('audit.nobody');
  if (p.name === null) return ct('audit.unknown', { id: p.id });
  return p.role ? `${p.name} (${ct(`audit.roles.${p.role}`)})` : p.name;
};

/** The detail keys said in words (others are shown as stored), in the order they are said. */
const NAMED = [
  'before',
  'after',
  'from',
  'to',
  'reason',
  'route',
  'count',
  'expiresAt',
  'startDate',
  'email',
] as const;
type Named = (typeof NAMED)[number];
const isNamed = (key: string): key is Named => (NAMED as readonly string[]).includes(key);
const rank = (key: string): number => (isNamed(key) ? NAMED.indexOf(key) : NAMED.length);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value in words: an instant as a date and time, permissions by their names, lists joined. */
const valueText = (value: StaffAuditLine['detail'][string]): string => {
  if (Array.isArray(value))
    return (
      value.map((v) => (isPermission(v) ? ct(`shell.permission.${v}`) : v)).join(', ') || ct('audit.none')
    );
  if (typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
    return formatDate(value, 'Pp');
  if (typeof value === 'boolean') return ct(value ? 'audit.yes' : 'audit.no');
  return String(value);
};

/** A line's stored details, `key: value`, the known keys in words and first. */
export const detailText = (detail: StaffAuditLine['detail']): string =>
  Object.entries(detail)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => `${isNamed(key) ? ct(`audit.details.${key}`) : key}: ${valueText(value)}`)
    .join(' · ');
