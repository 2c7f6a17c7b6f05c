import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffAssistantFile, StaffAssistantRecord } from '@relais/contract';
import { auditLog } from '../../db/schema/index';
import { bearer, DEMO, FINANCE, OTHER, signIn, STAFF, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';

const t = useSignedInDemo();

const get = (url: string, s: Session) =>
  t.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(s.token) });

const READS = ['', '/file', '/interventions', '/invoices', '/history'] as const;
const staffAccess = () => t.ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'staff_access'));

describe('the assistant record (GET /staff/assistants/{id}...)', () => {
  it('answers staff her own data, the same as her own calls, and not another assistant’s; each read audited', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const demo = await signIn(t.ctx.app, DEMO);
    const other = await signIn(t.ctx.app, OTHER);
    const id = demo.userId;

    const record = (await get(`/staff/assistants/${id}`, staff)).json<StaffAssistantRecord>();
    expect(record.assistant).toMatchObject({ id, loginEmail: DEMO.email });
    expect(record.skills).toEqual((await get(`/assistants/${id}/skills`, demo)).json());
    expect(record.completion.total).toBeGreaterThan(0);

    const file = (await get(`/staff/assistants/${id}/file`, staff)).json<StaffAssistantFile>();
    expect(file.folder).toEqual((await get(`/assistants/${id}/folder`, demo)).json());
    expect(file.recruitment).toEqual((await get(`/assistants/${id}/recruitment`, demo)).json());

    const invoices = await get(`/staff/assistants/${id}/invoices`, staff);
    expect(invoices.json()).toEqual((await get(`/assistants/${id}/invoices`, demo)).json());
    expect(invoices.json<unknown[]>().length).toBeGreaterThan(0);
    expect(invoices.json()).not.toEqual(
      (await get(`/staff/assistants/${other.userId}/invoices`, staff)).json(),
    );

    const history = await get(`/staff/assistants/${id}/history?page=0&size=5`, staff);
    expect(history.json()).toEqual((await get(`/assistants/${id}/logs?page=0&size=5`, demo)).json());

    const events = (await get(`/staff/assistants/${id}/interventions`, staff)).json<{ id: string }[]>();
    expect(events.length).toBeGreaterThan(0);
    const hers = (await get(`/assistants/${id}/events?sort=desc`, demo)).json<{ id: string }[]>();
    const hersIds = new Set(hers.map((e) => e.id));
    for (const e of events) expect(hersIds.has(e.id)).toBe(true);
    // newest first
    const starts = events.map((e) => (e as unknown as { startDate: string }).startDate);
    expect([...starts].sort().reverse()).toEqual(starts);

    const lines = await staffAccess();
    // five reads of hers and one of the other's invoices
    expect(lines.filter((l) => l.subjectId === id && l.actorId === staff.userId)).toHaveLength(5);
    expect(lines.filter((l) => l.subjectId === other.userId)).toHaveLength(1);
  });

  it('answers 404 for an unknown id and for a staff member’s on every read, auditing nothing', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const finance = await signIn(t.ctx.app, FINANCE);
    for (const read of READS) {
      const res = await get(`/staff/assistants/no-such-assistant${read}`, staff);
      expect(res.statusCode, read).toBe(404);
      expect((await get(`/staff/assistants/${finance.userId}${read}`, staff)).statusCode, read).toBe(404);
    }
    expect(await staffAccess()).toHaveLength(0);
  });

  it('answers each read only with its permission; an assistant is refused them all', async () => {
    const finance = await signIn(t.ctx.app, FINANCE);
    const demo = t.s;
    const id = demo.userId;
    const expected: Record<(typeof READS)[number], number> = {
      '': 200,
      '/file': 403,
      '/interventions': 403,
      '/invoices': 200,
      '/history': 403,
    };
    for (const read of READS) {
      expect((await get(`/staff/assistants/${id}${read}`, finance)).statusCode, read).toBe(expected[read]);
      expect((await get(`/staff/assistants/${id}${read}`, demo)).statusCode, read).toBe(403);
    }
  });
});
