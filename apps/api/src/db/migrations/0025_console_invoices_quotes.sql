CREATE INDEX "invoices_status_submitted_idx" ON "invoices" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "invoices_month_idx" ON "invoices" USING btree ("month");--> statement-breakpoint
CREATE INDEX "quotes_status_created_idx" ON "quotes" USING btree ("status","created_at");