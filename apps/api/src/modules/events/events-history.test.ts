import { describe, expect, it } from 'vitest';
import { objJson } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { eventsKit } from './events-test-kit';

// TEST_NOW is Wednesday 2026-03-11 10:00 in Paris.
const t = useSignedInDemo();
const k = eventsKit(t);

type Line = {
  objectType: string;
  eventType: string;
  objectId: string | null;
  label: string;
  details: unknown;
};
const linesAbout = async (search: string): Promise<Line[]> => {
  const res = await k.call('GET', `/logs?search=${encodeURIComponent(search)}&size=50`);
  expect(res.statusCode, res.body).toBe(200);
  return (objJson(res)['content'] as Line[]).map(({ objectType, eventType, objectId, label, details }) => ({
    objectType,
    eventType,
    objectId,
    label,
    details,
  }));
};

describe('activity history of interventions', () => {
  it('records creation, change and deletion of a visit, with its label, client and local time', async () => {
    const id = await k.createVisit('2026-04-20T09:00:00+02:00', { label: 'Inventaire annuel' });
    const body = k.visitBody('2026-04-21T10:30:00+02:00', { label: 'Inventaire annuel' });
    t.ctx.clock.advance(60_000);
    expect((await k.call('PUT', `/visits/${id}`, body)).statusCode).toBe(200);
    t.ctx.clock.advance(60_000);
    expect((await k.call('DELETE', `/visits/${id}`, {})).statusCode).toBe(200);

    const lines = await linesAbout('inventaire annuel');
    expect(lines.map((l) => l.eventType)).toEqual(['DELETED', 'UPDATED', 'CREATED']);
    expect(lines.every((l) => l.objectType === 'VISIT')).toBe(true);
    expect(lines[2]?.objectId).toBe(id);
    expect(lines[2]?.label).toBe('Inventaire annuel');
    expect(lines[2]?.details).toEqual({
      kind: 'INTERVENTION',
      clientName: expect.any(String) as unknown,
      startAt: '2026-04-20T07:00:00.000Z',
      remote: false,
    });
    // a deleted intervention is no longer linked
    expect(lines[0]?.objectId).toBeNull();
  });

  it('records a submitted report and the provider’s decision on the assistant’s history', async () => {
    const id = await k.createVisit('2026-03-10T09:00:00+01:00', {
      duration: 180,
      label: 'Saisie des notes de frais',
    });
    expect(
      (await k.call('PUT', `/visits/${id}/report`, await k.reportBody(k.plainClient(), 180))).statusCode,
    ).toBe(200);
    t.ctx.clock.advance(60_000);
    const staff = await k.staffCall(`/staff/events/${id}/report/review`, { decision: 'VALIDATE' });
    expect(staff.statusCode, staff.body).toBe(200);

    const reportLines = (await linesAbout('saisie des notes')).filter((l) => l.objectType === 'REPORT');
    expect(reportLines.map((l) => l.eventType)).toEqual(['VALIDATED', 'SUBMITTED']);
    expect(reportLines.every((l) => l.objectId === id)).toBe(true);
  });
});
