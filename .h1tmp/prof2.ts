import { systemClock } from '@relais/domain';
import { openPglite } from '../apps/api/src/db/client';
import { seedDemo } from '../apps/api/src/db/seed/seed';
import { defaultProvider } from '../apps/api/src/config';
import { sql } from 'drizzle-orm';

const h = await openPglite();
await h.migrate();
const people = await seedDemo(h.db, systemClock, defaultProvider);
const from = new Date(Date.now() - 30 * 86400000).toISOString(), to = new Date(Date.now() + 40 * 86400000).toISOString();
const text = `select e.id, e.assistant_id, e.client_id, e.remote, e.label, e.comment, e.start_at, e.duration_minutes, e.status, e.premium_state, e.estimate_id, e.deleted_at, c.name, c.color, c.premium_enabled, r.status, r.rejection_reason from events e inner join clients c on c.id = e.client_id left join reports r on r.event_id = e.id where e.assistant_id = '${people.demoId}' and e.deleted_at is null and e.start_at >= '${from}' and e.start_at < '${to}' order by e.start_at asc, e.created_at asc`;
const r = await h.db.execute(sql.raw(`EXPLAIN ANALYZE ${text}`));
console.log((r as unknown as {rows: Record<string,string>[]}).rows.map((x) => Object.values(x)[0]).join('\n'));
await h.close();
