-- pg_trgm: a trusted extension (PostgreSQL 13+: a database owner may create it); PGlite loads it
-- from its contrib (db/pglite-extensions.ts)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "messages_search_key_trgm_idx" ON "messages" USING gin ("search_key" gin_trgm_ops);