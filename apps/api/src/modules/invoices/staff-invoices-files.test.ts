import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { StaffQuotePage } from '@relais/contract';
import { auditLog, quotes, users } from '../../db/schema/index';
import { PDF } from '../../test/real-files';
import { useSignedInDemo } from '../../test/signed-in-context';
import { upload } from '../files/files.fixtures';
import { INVOICES_CSV_HEADER, textCell } from './invoices-csv';
import { staffInvoicesKit } from './staff-invoices-kit';

// TEST_NOW is Wednesday 2026-03-11 10:00 in Paris.
const t = useSignedInDemo();
const k = staffInvoicesKit(t);

describe('GET /staff/invoices/{invoiceId}/pdf', () => {
  it('serves the invoice’s PDF in place to the finance member, audited; 404 without one, 403 to her', async () => {
    const sent = await upload(
      t.ctx.app,
      t.s.token,
      { name: 'facture.pdf', type: 'application/pdf', bytes: PDF },
      { usage: 'INVOICE' },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const [withFile = '', without = ''] = await k.handMade([{ fileId: sent.json<{ id: string }>().id }, {}]);
    const res = await k.call('GET', `/staff/invoices/${withFile}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''facture\.pdf/);
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    const reads = await k
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff_access'), eq(auditLog.subjectId, k.people().demoId)));
    expect(reads).toHaveLength(1);
    expect((await k.call('GET', `/staff/invoices/${without}/pdf`)).statusCode).toBe(404);
    expect((await k.call('GET', '/staff/invoices/unknown/pdf')).statusCode).toBe(404);
    expect((await k.call('GET', `/staff/invoices/${withFile}/pdf`, t.s)).statusCode).toBe(403);
  });
});

describe('GET /staff/invoices/export', () => {
  it('answers the month’s invoices as CSV: header, rows by number, RFC 4180 escaping, formula guard', async () => {
    await k
      .db()
      .update(users)
      .set({ firstName: '=HYPERLINK("x")', lastName: 'Dupont, "Jo"' })
      .where(eq(users.id, k.people().demoId));
    await k.handMade([
      {
        number: 'FA-2',
        status: 'PAYED',
        updated: '2026-03-09T23:30:00Z',
        taxFreeCents: 10_000,
        withTaxCents: 12_000,
      },
      {
        number: '+FA-1',
        status: 'PROPOSED',
        assistantId: k.people().otherId,
        taxFreeCents: 5_050,
        withTaxCents: 5_050,
      },
      { number: 'FA-3', month: '2026-01' },
    ]);
    const res = await k.call('GET', '/staff/invoices/export?month=2026-02');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''invoices-2026-02.csv");
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('Number,Date,Assistant,Amount HT,TVA,TTC,Status,Paid date');
    expect(lines).toHaveLength(4); // header, 2 rows, the last line end
    expect(lines[3]).toBe('');
    expect(lines[1]).toMatch(/^'\+FA-1,2026-03-02,[^,]+,50\.50,0\.00,50\.50,PROPOSED,$/);
    // paid on March 10th in Paris (00:30), the name guarded then quoted, its quotes doubled
    expect(lines[2]).toBe(
      `FA-2,2026-03-02,"'=HYPERLINK(""x"") Dupont, ""Jo""",100.00,20.00,120.00,PAYED,2026-03-10`,
    );
    expect((await k.call('GET', '/staff/invoices/export?month=2026-2')).statusCode).toBe(400);
    expect((await k.call('GET', '/staff/invoices/export?month=2026-02', t.s)).statusCode).toBe(403);
  });

  it('guards every cell a spreadsheet would run', () => {
    expect(INVOICES_CSV_HEADER).toHaveLength(8);
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(textCell(`${start}1`).startsWith(`'`) || textCell(`${start}1`).startsWith(`"'`)).toBe(true);
    expect(textCell('plain')).toBe('plain');
    expect(textCell('a\nb')).toBe('"a\nb"');
  });
});

describe('GET /staff/quotes', () => {
  it('lists quotes by client then oldest, filtered by client and status, paged; operations only', async () => {
    // the finance member may not
    expect((await k.call('GET', '/staff/quotes')).statusCode).toBe(403);
    const all = (
      await k.call('GET', '/staff/quotes?size=100', await k.operationsOnly())
    ).json<StaffQuotePage>();
    const rows = await k.db().select().from(quotes);
    expect(all.total).toBe(rows.length);
    const names = all.items.map((q) => q.client.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const ops = await k.operationsOnly();
    const proposed = (await k.call('GET', '/staff/quotes?status=PROPOSED', ops)).json<StaffQuotePage>();
    expect(proposed.total).toBe(rows.filter((r) => r.status === 'PROPOSED').length);
    expect(proposed.items.every((q) => q.status === 'PROPOSED')).toBe(true);
    const clientId = k.people().demoClientIds[0] ?? '';
    const ofClient = (
      await k.call('GET', `/staff/quotes?clientId=${clientId}&size=1&page=1`, ops)
    ).json<StaffQuotePage>();
    expect(ofClient.total).toBe(rows.filter((r) => r.clientId === clientId).length);
    expect(ofClient.items.every((q) => q.client.id === clientId)).toBe(true);
    const oldest = rows.filter((r) => r.clientId === clientId).map((r) => r.createdAt.getTime());
    expect(ofClient.oldestAt).toBe(new Date(Math.min(...oldest)).toISOString());
    expect(ofClient.items[0]).toMatchObject({
      number: expect.any(String) as string,
      amount: expect.any(Number) as number,
    });
    // past the last page: no row carries the count, read alone then
    const past = (
      await k.call('GET', `/staff/quotes?clientId=${clientId}&size=100&page=5`, ops)
    ).json<StaffQuotePage>();
    expect(past).toMatchObject({ items: [], total: ofClient.total, oldestAt: ofClient.oldestAt });
  });
});
