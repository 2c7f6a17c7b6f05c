CREATE TABLE "reminder_occasions" (
	"user_id" text NOT NULL,
	"occasion" text NOT NULL,
	"handled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_occasions_user_id_occasion_pk" PRIMARY KEY("user_id","occasion")
);
--> statement-breakpoint
ALTER TABLE "reminder_occasions" ADD CONSTRAINT "reminder_occasions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_unreported_start_idx" ON "events" USING btree ("start_at") WHERE "events"."status" = 'SCHEDULED' AND "events"."deleted_at" IS NULL;