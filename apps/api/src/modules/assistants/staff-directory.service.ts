import {
  businessDate,
  businessMonth,
  invoicingBlockers,
  isInRecruitment,
  messageSearchKey,
  nextSubmissionDay,
  zonedDateTime,
  type Clock,
} from '@relais/domain';
import type {
  StaffDirectoryBlockerCode,
  StaffDirectoryItem,
  StaffDirectoryPage,
  StaffDirectoryQuery,
  StaffDirectoryStatus,
} from '@relais/contract';
import { STAFF_DIRECTORY_BLOCKER_CODES } from '@relais/contract';
import type { DirectoryRow, StaffDirectoryRepository } from './staff-directory.repository';

const statusOf = (recruitmentStatus: string | null): StaffDirectoryStatus => {
  if (recruitmentStatus === null) return 'none';
  if (recruitmentStatus === 'RECRUITED') return 'recruited';
  if (recruitmentStatus === 'REFUSED') return 'refused';
  return isInRecruitment(recruitmentStatus) ? 'prospect' : 'none';
};

const shown = new Set<string>(STAFF_DIRECTORY_BLOCKER_CODES);

/**
 * The console's assistants directory (issue 29): the search folded as messaging's, the filters in
 * SQL (the repository), each item's blockers by the readiness view's own rule (`invoicingBlockers`)
 * for the previous month, submissions opening on `nextSubmissionDay`.
 */
export const createStaffDirectoryService = (deps: { repo: StaffDirectoryRepository; clock: Clock }) => ({
  list: async (q: StaffDirectoryQuery): Promise<StaffDirectoryPage> => {
    const now = deps.clock.now();
    const today = businessDate(now);
    const opensOn = nextSubmissionDay(today);
    // the previous month in the business zone, as the readiness view reads it
    const month = {
      from: zonedDateTime(`${businessMonth(now, -1)}-01`, '00:00'),
      to: zonedDateTime(`${businessMonth(now)}-01`, '00:00'),
    };
    const key = messageSearchKey(q.q ?? '').trim();
    const { rows, total } = await deps.repo.page({
      key: key === '' ? null : key,
      status: q.status,
      blocker: q.blocker,
      completion: q.completion,
      sort: q.sort,
      dir: q.dir,
      limit: q.size,
      offset: q.page * q.size,
      month,
      opensOn,
    });
    const item = (r: DirectoryRow): StaffDirectoryItem => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      city: r.city,
      status: statusOf(r.recruitmentStatus),
      completion: r.completion,
      blockers: invoicingBlockers({
        toWrite: r.toWrite,
        awaiting: r.awaiting,
        insuranceLimit: r.proInsuranceLimitDate,
        signedDate: r.signedDate,
        today,
        opensOn,
      })
        .map((b) => b.code)
        .filter((c): c is StaffDirectoryBlockerCode => shown.has(c)),
      createdAt: r.createdAt.toISOString(),
    });
    return { items: rows.map(item), total, page: q.page, size: q.size };
  },
});

export type StaffDirectoryService = ReturnType<typeof createStaffDirectoryService>;
