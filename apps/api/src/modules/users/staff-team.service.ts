import {
  STAFF_PERMISSIONS,
  staffPermissionsOf,
  type Clock,
  type StaffMember,
  type StaffPermission,
} from '@relais/domain';
import type { StaffPermissionsBody, StaffTeam } from '@relais/contract';
import { notFound, ruleFailure } from '../../plugins/app-error';
import type { Audit } from '../../plugins/types';
import type { StaffTeamRepository } from './staff-team.repository';

type Row = { id: string; email: string; firstName: string; lastName: string; permissions: string[] };

const asMember = (r: Row): StaffMember => ({ ...r, permissions: staffPermissionsOf(r.permissions) });

/** The permissions in their one order (the domain's list), each once. */
const normalised = (ps: readonly StaffPermission[]): StaffPermission[] =>
  STAFF_PERMISSIONS.filter((p) => ps.includes(p));

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((p) => b.includes(p));

/** Tries of a change whose row moved meanwhile (another admin's change): read again, decide again. */
const TRIES = 3;

/**
 * The console's team (issue 29, admin only): the staff members and their permissions. A change counts
 * at the member's next call: the auth plugin reads the permissions with the session on every call.
 */
export const createStaffTeamService = (deps: { repo: StaffTeamRepository; clock: Clock; audit: Audit }) => ({
  list: async (): Promise<StaffTeam> => ({ items: (await deps.repo.members()).map(asMember) }),

  /** Sets `staffId`'s permissions; one's own admin stays (staff_own_admin); audited with before and after. */
  setPermissions: async (
    actor: { userId: string; ip: string },
    staffId: string,
    body: StaffPermissionsBody,
  ): Promise<StaffMember> => {
    const after = normalised(body.permissions);
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const current = await deps.repo.member(staffId);
      if (!current) throw notFound('Staff member');
      const before = current.permissions;
      if (staffId === actor.userId && before.includes('admin') && !after.includes('admin')) {
        throw ruleFailure(
          [{ errorCode: 'staff_own_admin', field: 'permissions' }],
          'A staff member cannot take her own admin permission away',
        );
      }
      if (sameSet(before, after)) return asMember(current);
      const changed = await deps.repo.setPermissions(staffId, before, after, deps.clock.now());
      if (!changed) continue;
      await deps.audit({
        action: 'staff_permissions_changed',
        actorId: actor.userId,
        subjectId: staffId,
        ip: actor.ip,
        detail: { before, after },
      });
      return asMember(changed);
    }
    throw notFound('Staff member');
  },
});

export type StaffTeamService = ReturnType<typeof createStaffTeamService>;
