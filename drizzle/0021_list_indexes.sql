ALTER TABLE "invoices" ADD COLUMN "reference_counter" integer GENERATED ALWAYS AS (case when right(reference, 5) ~ '^[0-9]{5}$' then right(reference, 5)::integer end) STORED;--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_counter_idx" ON "invoices" USING btree ("reference_counter","triangle_company_id");--> statement-breakpoint
CREATE INDEX "invoices_state_totals_idx" ON "invoices" USING btree ("state","total_ht_cents","total_tva_cents","total_ttc_cents","amount_left_cents");--> statement-breakpoint
CREATE INDEX "credits_state_totals_idx" ON "credits" USING btree ("state","total_ht_cents","total_tva_cents","total_ttc_cents");--> statement-breakpoint
CREATE INDEX "supplier_invoices_state_totals_idx" ON "supplier_invoices" USING btree ("state","amount_tva_cents","amount_cents","amount_left_cents");