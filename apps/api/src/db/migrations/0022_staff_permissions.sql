ALTER TABLE "users" ADD COLUMN "staff_permissions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- every staff member could make every staff call until now: they keep them all (admin) until an admin narrows them
UPDATE "users" SET "staff_permissions" = '{admin}' WHERE "role" = 'STAFF';
