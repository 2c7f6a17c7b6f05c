// Part 8 of `npm run bench` (issue 29, done when 3): the console's assistants directory and the team's
// inbox with 2,000 assistants and 20,000 messages in the database, read by staff at 10 connections
// (p99 at most 50 ms on PostgreSQL). Written into the same database as part 7's volume (its 1,000
// assistants get a city and skills; 1,000 more are added), measured by scripts/bench-console.mjs.

export const PEOPLE = 2000;
export const MESSAGES = 20000;

const CITIES = [
  'Paris',
  'Lyon',
  'Marseille',
  'Toulouse',
  'Nantes',
  'Lille',
  'Bordeaux',
  'Rennes',
  'Nice',
  'Brest',
];
const SKILLS = [
  'Comptabilité',
  'Secrétariat',
  'Facturation',
  'Relances clients',
  'Paie',
  'Accueil',
  'Agenda',
];

/** The directory's and the inbox's calls measured, each with a search where the screen has one. */
export const PEOPLE_CALLS = [
  ['GET /api/staff/assistants', '/api/staff/assistants?page=0&size=25'],
  [
    'GET /api/staff/assistants?q=',
    `/api/staff/assistants?q=${encodeURIComponent('comptabilite')}&page=0&size=25`,
  ],
  ['GET /api/staff/messages', '/api/staff/messages?box=all&page=0&size=25'],
  [
    'GET /api/staff/messages?q=',
    `/api/staff/messages?box=all&q=${encodeURIComponent('facture')}&page=0&size=25`,
  ],
];

/** `db.query(text, params)` of PGlite or pg: the volume written with SQL while the server is stopped. */
export async function writePeopleVolume(db) {
  const team = (await db.query(`SELECT id FROM users WHERE login_email = 'support@relais-provider.test'`))
    .rows[0]?.id;
  if (!team) throw new Error('console bench: no support staff member in the seed');
  const existing = (await db.query(`SELECT count(*)::int AS n FROM users WHERE login_email LIKE 'bench-%'`))
    .rows[0].n;
  await db.query(
    `INSERT INTO users (id, login_email, first_name, last_name, status)
     SELECT gen_random_uuid()::text, 'people-' || i || '@relais.test', 'Élodie', 'Équipe ' || i, 'ACTIVE'
     FROM generate_series(1, $1::int) i`,
    [Math.max(0, PEOPLE - existing)],
  );
  const people = `SELECT id, row_number() OVER (ORDER BY id) AS i FROM users
                  WHERE login_email LIKE 'bench-%' OR login_email LIKE 'people-%'`;
  await db.query(
    `UPDATE users u SET city = ($1::text[])[1 + p.i % array_length($1::text[], 1)]
     FROM (${people}) p WHERE p.id = u.id`,
    [CITIES],
  );
  await db.query(
    `INSERT INTO assistant_skills (id, assistant_id, kind, label)
     SELECT gen_random_uuid()::text, p.id, 'job', ($1::text[])[1 + (p.i + k) % array_length($1::text[], 1)]
     FROM (${people}) p, generate_series(0, 2) k`,
    [SKILLS],
  );
  // each assistant writes 10 messages to the team, half of them read
  await db.query(
    `INSERT INTO messages (id, sender_id, receiver_id, subject, content, search_key, sent_at, read_at,
                           created_at, updated_at)
     SELECT gen_random_uuid()::text, p.id, $1, 'Question ' || m || ' sur ma facture',
            '<p>Bonjour, une question sur la facture du mois ' || m || '.</p>',
            'question ' || m || ' sur ma facture bonjour une question sur la facture du mois ' || m,
            now() - make_interval(mins => (p.i * 10 + m)::int),
            CASE WHEN m % 2 = 0 THEN now() ELSE NULL END,
            now() - make_interval(mins => (p.i * 10 + m)::int), now() - make_interval(mins => (p.i * 10 + m)::int)
     FROM (${people}) p, generate_series(1, $2::int) m`,
    [team, Math.round(MESSAGES / PEOPLE)],
  );
}
