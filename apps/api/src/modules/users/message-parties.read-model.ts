import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { staffMay, staffPermissionsOf } from '@relais/domain';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/** A user as messaging shows her: name and role. */
export type MessagePartyFacts = { id: string; name: string; role: 'ASSISTANT' | 'STAFF' };

const nameOf = (r: { firstName: string; lastName: string; loginEmail: string }): string =>
  `${r.firstName} ${r.lastName}`.trim() || r.loginEmail.split('@')[0] || r.loginEmail;

const partyColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  loginEmail: users.loginEmail,
  role: users.role,
  staffPermissions: users.staffPermissions,
};

/**
 * The users module's reads for messaging (given to the messages repository by the wiring root,
 * services.ts): the parties' names and roles, and whom an assistant may write to.
 */
export const messagePartiesOf = async (
  h: Db,
  ids: readonly string[],
): Promise<Map<string, MessagePartyFacts>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await h.select(partyColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: nameOf(r), role: r.role }]));
};

/**
 * The caller's possible recipients: the provider's team (staff users who answer messages, the
 * `support` permission or `admin`, and are nobody's customer-success contact: the support desk) and
 * her own customer-success contact (a staff user named on her row), or null for an unknown user.
 */
export const messageContactsOf = async (
  h: Db,
  userId: string,
): Promise<{
  role: 'ASSISTANT' | 'STAFF';
  team: MessagePartyFacts[];
  customerSuccess: MessagePartyFacts | null;
} | null> => {
  const [me] = await h
    .select({ role: users.role, customerSuccessId: users.customerSuccessId })
    .from(users)
    .where(eq(users.id, userId));
  if (!me) return null;
  const contacts = new Set(
    (
      await h
        .selectDistinct({ id: users.customerSuccessId })
        .from(users)
        .where(isNotNull(users.customerSuccessId))
    ).map((r) => r.id),
  );
  const staff = await h
    .select(partyColumns)
    .from(users)
    .where(and(eq(users.role, 'STAFF'), eq(users.status, 'ACTIVE')))
    .orderBy(users.lastName, users.firstName, users.id);
  const team = staff
    .filter((r) => !contacts.has(r.id) && staffMay(staffPermissionsOf(r.staffPermissions), 'support'))
    .map((r) => ({ id: r.id, name: nameOf(r), role: r.role }));
  const cs = me.customerSuccessId ? staff.find((r) => r.id === me.customerSuccessId) : undefined;
  return {
    role: me.role,
    team,
    customerSuccess: cs ? { id: cs.id, name: nameOf(cs), role: cs.role } : null,
  };
};

/** The ids of the provider's staff members, as a subquery (the team's inbox counts what reached them). */
export const staffIdsQuery = (h: Db) => h.select({ id: users.id }).from(users).where(eq(users.role, 'STAFF'));
