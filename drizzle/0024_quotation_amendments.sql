ALTER TABLE "quotations" ADD COLUMN "amends_quotation_id" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "amendment_number" smallint;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_amends_quotation_id_quotations_id_fk" FOREIGN KEY ("amends_quotation_id") REFERENCES "public"."quotations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_amendment_unique" ON "quotations" USING btree ("amends_quotation_id","amendment_number");