import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrations-folder';
import { bearer } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { historyWriterOn } from './history.repository';

// Lines written before migration 0004 carried their facts in the label ('6 MORNING ON',
// 'Congés (2026-03-20 → 2026-03-21)', 'label · client · 2026-04-20 09:00', 'QA-2026-10 · 2026-10'):
// the migration turns them into details, so they read as sentences like the new ones.
const t = useSignedInDemo();

const backfill = (): string[] =>
  readFileSync(join(migrationsFolder(), '0004_labels_language_history_details.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.startsWith('UPDATE "history"'));

type Line = { label: string; objectType: string; details: unknown };

describe('migration 0004: facts of older history lines', () => {
  it('moves the raw values of older labels into details, and leaves other labels alone', async () => {
    const db = t.ctx.app.db;
    const base = { assistantId: t.s.userId, at: new Date('2026-03-11T10:00:00Z') };
    await historyWriterOn(db)(
      { ...base, objectType: 'AVAILABILITY', eventType: 'UPDATED', label: '6 MORNING ON' },
      { ...base, objectType: 'AVAILABILITY', eventType: 'SNOOZED', label: '2026-03-20' },
      { ...base, objectType: 'ABSENCE', eventType: 'CREATED', label: 'Congés (2026-03-20 → 2026-03-21)' },
      {
        ...base,
        objectType: 'VISIT',
        eventType: 'CREATED',
        label: 'Inventaire · Cabinet Girard · 2026-04-20 09:00',
      },
      {
        ...base,
        objectType: 'REMOTE_WORK',
        eventType: 'CREATED',
        label: ' · Cabinet Girard · 2026-01-20 14:00',
      },
      { ...base, objectType: 'INVOICE', eventType: 'SUBMITTED', label: 'QA-2026-10 · 2026-10' },
      { ...base, objectType: 'INVOICE', eventType: 'UPDATED', label: 'QA-2026-10 · 2026-10 · PAYED' },
      { ...base, objectType: 'PROFILE', eventType: 'UPDATED', label: 'Curriculum' },
      { ...base, objectType: 'FILE', eventType: 'UPLOADED', label: 'Scan · 2026-10.pdf' },
    );
    for (const statement of backfill()) await db.execute(sql.raw(statement));

    const res = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/assistants/${t.s.userId}/logs?size=9`,
      headers: bearer(t.s.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json<{ content: Line[] }>().content.map(({ label, objectType, details }) => ({
      label,
      objectType,
      details,
    }));
    expect(lines).toEqual(
      expect.arrayContaining([
        {
          label: '',
          objectType: 'AVAILABILITY',
          details: { kind: 'AVAILABILITY', numDay: 6, part: 'MORNING', available: true },
        },
        { label: '', objectType: 'AVAILABILITY', details: { kind: 'SNOOZE', untilDate: '2026-03-20' } },
        {
          label: 'Congés',
          objectType: 'ABSENCE',
          details: { kind: 'ABSENCE', startDate: '2026-03-20', endDate: '2026-03-21' },
        },
        {
          label: 'Inventaire',
          objectType: 'VISIT',
          details: {
            kind: 'INTERVENTION',
            clientName: 'Cabinet Girard',
            startAt: '2026-04-20T07:00:00.000Z',
            remote: false,
          },
        },
        {
          label: '',
          objectType: 'REMOTE_WORK',
          details: {
            kind: 'INTERVENTION',
            clientName: 'Cabinet Girard',
            startAt: '2026-01-20T13:00:00.000Z',
            remote: true,
          },
        },
        {
          label: 'QA-2026-10',
          objectType: 'INVOICE',
          details: { kind: 'INVOICE', invoiceNumber: 'QA-2026-10', month: '2026-10', status: 'PROPOSED' },
        },
        {
          label: 'QA-2026-10',
          objectType: 'INVOICE',
          details: { kind: 'INVOICE', invoiceNumber: 'QA-2026-10', month: '2026-10', status: 'PAYED' },
        },
        { label: '', objectType: 'PROFILE', details: { kind: 'CURRICULUM' } },
        { label: 'Scan · 2026-10.pdf', objectType: 'FILE', details: null },
      ]),
    );
  });
});
