import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the schema uses, loaded into every embedded database (PGlite ships them
 * as contrib; a PostgreSQL server has them from its contrib package): `pg_trgm` for the trigram
 * index of the messages' search key (migration 0030).
 */
export const pgliteExtensions = { pg_trgm };
