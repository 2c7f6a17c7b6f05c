ALTER TABLE "staff_conversations" ADD COLUMN "last_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_conversations" ADD COLUMN "last_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_conversations" ADD COLUMN "last_message_id" text;--> statement-breakpoint
ALTER TABLE "staff_conversations" ADD COLUMN "unread" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "staff_conversations_last_idx" ON "staff_conversations" USING btree ("last_at" DESC NULLS LAST,"assistant_id");--> statement-breakpoint
-- The team inbox's summary of one assistant's conversation with the team (every sent message between
-- her and a staff member), recomputed from the messages: never drifts, whoever writes them.
CREATE FUNCTION "staff_conversation_refresh"("aid" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_last timestamptz;
  v_last_in timestamptz;
  v_last_id text;
  v_unread boolean;
BEGIN
  IF "aid" IS NULL OR NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = "aid" AND "role" <> 'STAFF') THEN
    RETURN;
  END IF;
  SELECT max(m."sent_at"),
         max(m."sent_at") FILTER (WHERE m."sender_id" = "aid"),
         coalesce(bool_or(m."sender_id" = "aid" AND m."read_at" IS NULL), false)
    INTO v_last, v_last_in, v_unread
    FROM "messages" m
   WHERE NOT m."draft" AND m."sent_at" IS NOT NULL
     AND ((m."sender_id" = "aid" AND m."receiver_id" IN (SELECT "id" FROM "users" WHERE "role" = 'STAFF'))
       OR (m."receiver_id" = "aid" AND m."sender_id" IN (SELECT "id" FROM "users" WHERE "role" = 'STAFF')));
  IF v_last IS NULL THEN
    UPDATE "staff_conversations"
       SET "last_at" = NULL, "last_in_at" = NULL, "last_message_id" = NULL, "unread" = false
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
  INSERT INTO "staff_conversations" ("assistant_id", "last_at", "last_in_at", "last_message_id", "unread")
  VALUES ("aid", v_last, v_last_in, v_last_id, v_unread)
  ON CONFLICT ("assistant_id") DO UPDATE
     SET "last_at" = excluded."last_at", "last_in_at" = excluded."last_in_at",
         "last_message_id" = excluded."last_message_id", "unread" = excluded."unread";
END $$;
--> statement-breakpoint
CREATE FUNCTION "staff_conversation_on_message"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "staff_conversation_refresh"(OLD."sender_id");
    PERFORM "staff_conversation_refresh"(OLD."receiver_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF TG_OP = 'INSERT' OR NEW."sender_id" IS DISTINCT FROM OLD."sender_id" THEN
      PERFORM "staff_conversation_refresh"(NEW."sender_id");
    END IF;
    IF TG_OP = 'INSERT' OR NEW."receiver_id" IS DISTINCT FROM OLD."receiver_id" THEN
      PERFORM "staff_conversation_refresh"(NEW."receiver_id");
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "messages_staff_conversation" AFTER INSERT OR DELETE OR UPDATE OF "sender_id", "receiver_id", "draft", "sent_at", "read_at" ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "staff_conversation_on_message"();
--> statement-breakpoint
SELECT "staff_conversation_refresh"("id") FROM "users" WHERE "role" <> 'STAFF';
