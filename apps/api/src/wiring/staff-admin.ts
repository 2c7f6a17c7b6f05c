import type { Clock } from '@relais/domain';
import type { Db } from '../db/client';
import type { Audit } from '../plugins/types';
import { createStaffAuditRepository } from '../modules/audit/staff-audit.repository';
import { createStaffAuditService } from '../modules/audit/staff-audit.service';
import { auditPeopleOf, staffNames } from '../modules/users/audit-people.read-model';
import { createStaffTeamRepository } from '../modules/users/staff-team.repository';
import { createStaffTeamService } from '../modules/users/staff-team.service';

/** The console's audit trail (the audit log, the users' names) and team (the staff's permissions). */
export const buildStaffAdmin = (db: Db, deps: { clock: Clock; audit: Audit }) => ({
  staffAudit: createStaffAuditService({
    repo: createStaffAuditRepository(db, { auditPeopleOf, staffNames }),
  }),
  staffTeam: createStaffTeamService({
    repo: createStaffTeamRepository(db),
    clock: deps.clock,
    audit: deps.audit,
  }),
});
