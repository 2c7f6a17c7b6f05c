import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { history, leaves } from '../../db/schema/index';
import { useSignedInDemo } from '../../test/signed-in-context';
import { createAvailabilityRepository } from '../availability/availability.repository';
import { createAvailabilityService } from '../availability/availability.service';
import { availabilityReads } from '../../services';
import { historyWriterOn } from './history.repository';

// One rule for every module: the history line is written inside the transaction of the change it
// records, so the two commit together or not at all.
const t = useSignedInDemo();

const counts = async (assistantId: string) => {
  const db = t.ctx.app.db;
  const [lines] = await db.select({ n: count() }).from(history).where(eq(history.assistantId, assistantId));
  const [absences] = await db.select({ n: count() }).from(leaves).where(eq(leaves.assistantId, assistantId));
  return { lines: Number(lines?.n ?? 0), absences: Number(absences?.n ?? 0) };
};

const absence = { startDate: '2026-07-06', endDate: '2026-07-10', label: 'Congés', comment: '' };

const serviceWith = (historyOn: typeof historyWriterOn) =>
  createAvailabilityService({
    repo: createAvailabilityRepository(t.ctx.app.db, { ...availabilityReads, history: historyOn }),
    clock: t.ctx.clock,
    audit: async () => undefined,
  });

describe('history and the change it records', () => {
  it('commit together: the absence and its line', async () => {
    const before = await counts(t.s.userId);
    await serviceWith(historyWriterOn).createLeave(t.s.userId, absence);
    expect(await counts(t.s.userId)).toEqual({
      lines: before.lines + 1,
      absences: before.absences + 1,
    });
  });

  it('leave nothing when the history line cannot be written: the absence is rolled back', async () => {
    const before = await counts(t.s.userId);
    const failing: typeof historyWriterOn = () => async () => {
      throw new Error('history write failed');
    };
    await expect(serviceWith(failing).createLeave(t.s.userId, absence)).rejects.toThrow(
      'history write failed',
    );
    expect(await counts(t.s.userId)).toEqual(before);
  });

  it('leave no line when the change is refused', async () => {
    const before = await counts(t.s.userId);
    await expect(
      serviceWith(historyWriterOn).createLeave(t.s.userId, { ...absence, endDate: '2026-07-01' }),
    ).rejects.toMatchObject({ errorCode: 'leave_end_before_start' });
    expect(await counts(t.s.userId)).toEqual(before);
  });
});
