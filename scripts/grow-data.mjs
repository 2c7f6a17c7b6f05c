#!/usr/bin/env node
// The grown volume of issue 31 (goal 4, "flat with data"), written with set-based SQL into a seeded
// database while its server is stopped (as scripts/bench-console.mjs writes its volume):
//   - the demo assistant, 5 years before the current month: 5,000 interventions, each with a
//     validated report (a seeded validated report's content, cycled), and an invoice (PAYED) for
//     every ended month but the last one (still to invoice, as in the seed);
//   - the current month: 200 interventions, each with its report (three in four validated, the
//     others submitted and waiting);
//   - 20,000 history lines (the seeded lines cycled over 5 years), 10,000 messages with the team
//     (half received, half sent);
//   - 2,000 other assistants with 200 interventions each over 5 years (400,000).
// Then VACUUM ANALYZE, as autovacuum would have. One statement per table; under a minute on
// PostgreSQL. Run alone: `node scripts/grow-data.mjs <DATABASE_URL or PGlite folder>` (the server
// stopped); `npm run bench`'s cost-per-request part (scripts/bench-perf.mjs) calls `growData`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export const GROWN = {
  years: 5,
  interventions: 5000,
  monthReports: 200,
  historyLines: 20000,
  messages: 10000,
  assistants: 2000,
  interventionsEach: 200,
};

/** The current month's first instant in the business zone (Europe/Paris). */
const MONTH_START = `(date_trunc('month', now() AT TIME ZONE 'Europe/Paris') AT TIME ZONE 'Europe/Paris')`;
/** `i` steps of `n` over GROWN.years, back from `end`. */
const back = (end, i, n) => `${end} - make_interval(secs => ${i} * ${GROWN.years} * 365.25 * 86400 / ${n})`;
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** The demo's interventions and reports: 5 years before this month, and 200 in this month. */
const INTERVENTIONS = `
  WITH src AS (
    SELECT row_number() OVER (ORDER BY e.start_at, e.id) - 1 AS k, e.client_id, e.label, e.remote,
           e.duration_minutes, r.content, r.real_duration
    FROM reports r JOIN events e ON e.id = r.event_id
    WHERE e.assistant_id = $1 AND r.status = 'VALIDATED' AND r.content IS NOT NULL),
  n AS (SELECT count(*) AS c FROM src),
  g AS MATERIALIZED (
    SELECT i, gen_random_uuid()::text AS event_id, ${back(MONTH_START, 'i', '$2')} AS start_at,
           true AS validated
    FROM generate_series(1, $2::int) i
    UNION ALL
    SELECT $2 + j, gen_random_uuid()::text,
           ${MONTH_START} + (now() - interval '3 hours' - ${MONTH_START}) * j / ($3 + 1), j % 4 <> 0
    FROM generate_series(1, $3::int) j),
  t AS MATERIALIZED (SELECT g.*, src.* FROM g, n, src WHERE src.k = g.i % n.c),
  ev AS (
    INSERT INTO events (id, assistant_id, client_id, remote, label, start_at, duration_minutes, status)
    SELECT event_id, $1, client_id, remote, label, start_at, duration_minutes,
           CASE WHEN validated THEN 'CLOSED' ELSE 'TERMINATED' END
    FROM t RETURNING id)
  INSERT INTO reports (id, event_id, submitted_at, status, content, real_duration, validated_at)
  SELECT gen_random_uuid()::text, event_id, start_at + interval '4 hours',
         CASE WHEN validated THEN 'VALIDATED' ELSE 'PENDING' END,
         jsonb_set(content, '{realStartingDate}', to_jsonb(to_char(start_at AT TIME ZONE 'UTC', ${ISO}))),
         real_duration, CASE WHEN validated THEN start_at + interval '2 days' END
  FROM t`;

/** An invoice, paid, for each grown month before the last one that has none (the last stays to invoice). */
const INVOICES = `
  INSERT INTO invoices (id, assistant_id, month, invoice_number, invoice_date, status,
                        amount_tax_free_cents, amount_with_tax_cents, submitted_at)
  SELECT gen_random_uuid()::text, $1, to_char(m, 'YYYY-MM'), 'G-' || to_char(m, 'YYYYMM'),
         to_char(m + interval '1 month 19 days', 'YYYY-MM-DD'), 'PAYED', 150000, 180000,
         (m + interval '1 month 19 days') AT TIME ZONE 'Europe/Paris'
  FROM generate_series(
         date_trunc('month', now() AT TIME ZONE 'Europe/Paris') - make_interval(years => ${GROWN.years}),
         date_trunc('month', now() AT TIME ZONE 'Europe/Paris') - interval '2 months',
         interval '1 month') m
  WHERE NOT EXISTS (SELECT 1 FROM invoices i WHERE i.assistant_id = $1 AND i.month = to_char(m, 'YYYY-MM'))`;

/** The seeded history lines of the demo, cycled over 5 years. */
const HISTORY = `
  WITH src AS (
    SELECT row_number() OVER (ORDER BY at, id) - 1 AS k, object_type, event_type, object_id, label,
           details, search_key
    FROM history WHERE assistant_id = $1),
  n AS (SELECT count(*) AS c FROM src)
  INSERT INTO history (id, assistant_id, at, object_type, event_type, object_id, label, details, search_key)
  SELECT gen_random_uuid()::text, $1, ${back('now()', 'i', '$2')}, object_type, event_type, object_id,
         label, details, search_key
  FROM generate_series(1, $2::int) i, n, src WHERE src.k = i % n.c`;

/** Half received from the team (nine in ten read), half sent to it, over 5 years. */
const MESSAGES = `
  INSERT INTO messages (id, sender_id, receiver_id, subject, content, search_key, sent_at, read_at,
                        created_at, updated_at)
  SELECT gen_random_uuid()::text, CASE WHEN i % 2 = 0 THEN $2 ELSE $1 END,
         CASE WHEN i % 2 = 0 THEN $1 ELSE $2 END, 'Suivi du dossier ' || i,
         '<p>Bonjour, voici le suivi du dossier ' || i || ' et de la facture du mois.</p>',
         'suivi du dossier ' || i || ' bonjour voici le suivi du dossier ' || i || ' et de la facture du mois',
         s, CASE WHEN i % 10 <> 0 THEN s + interval '1 hour' END, s, s
  FROM generate_series(1, $3::int) i, LATERAL (SELECT ${back('now()', 'i', '$3')} AS s) t`;

/** Other assistants, each with interventions over 5 years (every seeded client in turn). */
const OTHERS = `
  WITH u AS (
    INSERT INTO users (id, login_email, first_name, last_name, status)
    SELECT gen_random_uuid()::text, 'grown-' || i || '@relais.test', 'Assistante', 'Volume ' || i, 'ACTIVE'
    FROM generate_series(1, $1::int) i RETURNING id),
  c AS (SELECT array_agg(id ORDER BY id) AS ids FROM clients)
  INSERT INTO events (id, assistant_id, client_id, label, start_at, duration_minutes, status)
  SELECT gen_random_uuid()::text, u.id, c.ids[1 + k % array_length(c.ids, 1)], 'Intervention ' || k,
         ${back('now()', 'k', '$2')} - make_interval(hours => abs(hashtext(u.id)) % 200), 120, 'CLOSED'
  FROM u, c, generate_series(1, $2::int) k`;

/** The team's summary trigger of the inbox (migration 0028) runs once, after the messages, not per row. */
const INBOX_TRIGGER = 'messages_staff_conversation';

/**
 * Grows the seeded database at `target` (a PostgreSQL URL or a PGlite folder, its server stopped);
 * resolves to `{ seconds, steps }` (each step's name and seconds). Refuses a database already grown.
 */
export async function growData(target) {
  const url = /^postgres(ql)?:\/\//.test(target);
  const db = url
    ? new pg.Client({ connectionString: target })
    : await PGlite.create(target, { extensions: { pg_trgm } });
  if (url) await db.connect();
  const started = performance.now();
  const steps = [];
  const step = async (name, sql, params) => {
    const t = performance.now();
    await db.query(sql, params);
    steps.push({ name, seconds: (performance.now() - t) / 1000 });
  };
  try {
    const one = async (sql, params) => (await db.query(sql, params)).rows[0];
    const demo = (await one(`SELECT id FROM users WHERE login_email = 'demo@relais.test'`))?.id;
    if (!demo) throw new Error('grow-data: no demo assistant (seed the database first)');
    if (await one(`SELECT 1 FROM users WHERE login_email = 'grown-1@relais.test'`))
      throw new Error('grow-data: this database is grown already');
    // the team member who writes to her in the seed (the support desk)
    const team = (
      await one(
        `SELECT m.sender_id AS id FROM messages m JOIN users u ON u.id = m.sender_id
         WHERE m.receiver_id = $1 AND u.role = 'STAFF' ORDER BY m.sent_at DESC LIMIT 1`,
        [demo],
      )
    )?.id;
    if (!team) throw new Error('grow-data: the seed has no message from the team to the demo');
    const hasTrigger = await one(`SELECT 1 FROM pg_trigger WHERE tgname = $1`, [INBOX_TRIGGER]);

    await step(`${GROWN.interventions} + ${GROWN.monthReports} interventions with reports`, INTERVENTIONS, [
      demo,
      GROWN.interventions,
      GROWN.monthReports,
    ]);
    await step('invoices of the ended months', INVOICES, [demo]);
    await step(`${GROWN.historyLines} history lines`, HISTORY, [demo, GROWN.historyLines]);
    // in one transaction: a failure leaves the trigger on
    await db.query('BEGIN');
    if (hasTrigger) await db.query(`ALTER TABLE messages DISABLE TRIGGER ${INBOX_TRIGGER}`);
    await step(`${GROWN.messages} messages`, MESSAGES, [demo, team, GROWN.messages]);
    if (hasTrigger) {
      await db.query(`ALTER TABLE messages ENABLE TRIGGER ${INBOX_TRIGGER}`);
      await db.query(`SELECT staff_conversation_refresh($1)`, [demo]);
    }
    await db.query('COMMIT');
    await step(
      `${GROWN.assistants} assistants, ${GROWN.assistants * GROWN.interventionsEach} interventions`,
      OTHERS,
      [GROWN.assistants, GROWN.interventionsEach],
    );
    await step('VACUUM ANALYZE', 'VACUUM ANALYZE');
    return { seconds: (performance.now() - started) / 1000, steps };
  } finally {
    await (url ? db.end() : db.close());
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: node scripts/grow-data.mjs <DATABASE_URL or PGlite folder> (its server stopped)');
    process.exit(2);
  }
  const grown = await growData(/^postgres(ql)?:\/\//.test(target) ? target : path.resolve(target));
  for (const s of grown.steps) console.log(`${s.name}: ${s.seconds.toFixed(1)} s`);
  console.log(`grown in ${grown.seconds.toFixed(1)} s`);
}
