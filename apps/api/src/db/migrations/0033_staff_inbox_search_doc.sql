ALTER TABLE "staff_conversations" ADD COLUMN "search_doc" text;--> statement-breakpoint
CREATE INDEX "staff_conversations_search_trgm_idx" ON "staff_conversations" USING gin ("search_doc" gin_trgm_ops);--> statement-breakpoint
-- The summary of migration 0028, now with the conversation's search document: every sent team
-- message's search key, oldest first, one a line (the inbox searches one row per conversation).
CREATE OR REPLACE FUNCTION "staff_conversation_refresh"("aid" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_last timestamptz;
  v_last_in timestamptz;
  v_last_id text;
  v_unread boolean;
  v_doc text;
BEGIN
  IF "aid" IS NULL OR NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = "aid" AND "role" <> 'STAFF') THEN
    RETURN;
  END IF;
  SELECT max(m."sent_at"),
         max(m."sent_at") FILTER (WHERE m."sender_id" = "aid"),
         coalesce(bool_or(m."sender_id" = "aid" AND m."read_at" IS NULL), false),
         string_agg(m."search_key", chr(10) ORDER BY m."sent_at", m."id")
    INTO v_last, v_last_in, v_unread, v_doc
    FROM "messages" m
   WHERE NOT m."draft" AND m."sent_at" IS NOT NULL
     AND ((m."sender_id" = "aid" AND m."receiver_id" IN (SELECT "id" FROM "users" WHERE "role" = 'STAFF'))
       OR (m."receiver_id" = "aid" AND m."sender_id" IN (SELECT "id" FROM "users" WHERE "role" = 'STAFF')));
  IF v_last IS NULL THEN
    UPDATE "staff_conversations"
       SET "last_at" = NULL, "last_in_at" = NULL, "last_message_id" = NULL, "unread" = false, "search_doc" = NULL
     WHERE "assistant_id" = "aid";
    RETURN;
  END IF;
  SELECT m."id" INTO v_last_id
    FROM "messages" m
   WHERE NOT m."draft" AND m."sent_at" IS NOT NULL
     AND ((m."sender_id" = "aid" AND m."receiver_id" IN (SELECT "id" FROM "users" WHERE "role" = 'STAFF'))
       OR (m."receiver_id" = "aid" AND m."sender_id" IN (SELECT "id" FROM "users" WHERE "role" = 'STAFF')))
   ORDER BY m."sent_at" DESC, m."id" DESC
   LIMIT 1;
  INSERT INTO "staff_conversations" ("assistant_id", "last_at", "last_in_at", "last_message_id", "unread", "search_doc")
  VALUES ("aid", v_last, v_last_in, v_last_id, v_unread, v_doc)
  ON CONFLICT ("assistant_id") DO UPDATE
     SET "last_at" = excluded."last_at", "last_in_at" = excluded."last_in_at",
         "last_message_id" = excluded."last_message_id", "unread" = excluded."unread",
         "search_doc" = excluded."search_doc";
END $$;
--> statement-breakpoint
-- a draft's subject and body change its search key; it counts once sent (the trigger of 0028 fires
-- on the sending), so the trigger's columns stay as they are
SELECT "staff_conversation_refresh"("id") FROM "users" WHERE "role" <> 'STAFF';
