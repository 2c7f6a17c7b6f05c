import { AUDIT_TRAIL_ACTIONS, zonedDateTime, type AuditTrailAction } from '@relais/domain';
import type {
  AuditPerson,
  StaffAuditChoices,
  StaffAuditLine,
  StaffAuditPage,
  StaffAuditQuery,
} from '@relais/contract';
import type { StaffAuditRepository } from './staff-audit.repository';

type DetailValue = StaffAuditLine['detail'][string];

const isTrailAction = (a: string): a is AuditTrailAction =>
  (AUDIT_TRAIL_ACTIONS as readonly string[]).includes(a);

/** A stored detail's plain values (text, number, yes/no, a list of words); nested ones left out. */
export const plainDetail = (stored: unknown): Record<string, DetailValue> => {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return {};
  const out: Record<string, DetailValue> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[key] = value;
    else if (Array.isArray(value) && value.every((v): v is string => typeof v === 'string')) out[key] = value;
  }
  return out;
};

/** The day after a `YYYY-MM-DD` date. */
const nextDay = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The console's audit trail (issue 29, admin): newest first, names of a page read at once. */
export const createStaffAuditService = (deps: { repo: StaffAuditRepository }) => ({
  list: async (q: StaffAuditQuery): Promise<StaffAuditPage> => {
    const { rows, total } = await deps.repo.page(
      {
        actions: q.action ? [q.action] : AUDIT_TRAIL_ACTIONS,
        actorId: q.actorId,
        subjectId: q.assistantId,
        since: q.from ? zonedDateTime(q.from, '00:00') : undefined,
        before: q.to ? zonedDateTime(nextDay(q.to), '00:00') : undefined,
      },
      q,
    );
    const ids = rows.flatMap((r) => [r.actorId, r.subjectId]).filter((id): id is string => id !== null);
    const people = await deps.repo.people(ids);
    const person = (id: string | null): AuditPerson | null => {
      if (id === null) return null;
      const p = people.get(id);
      return { id, name: p?.name ?? null, role: p?.role ?? null };
    };
    const items = rows.flatMap((r): StaffAuditLine[] =>
      isTrailAction(r.action)
        ? [
            {
              id: r.id,
              at: r.at.toISOString(),
              action: r.action,
              actor: person(r.actorId),
              subject: person(r.subjectId),
              detail: plainDetail(r.detail),
            },
          ]
        : [],
    );
    return { items, total, page: q.page, size: q.size };
  },

  choices: async (): Promise<StaffAuditChoices> => ({
    actors: await deps.repo.staff(),
    actions: [...AUDIT_TRAIL_ACTIONS],
  }),
});

export type StaffAuditService = ReturnType<typeof createStaffAuditService>;
