CREATE TABLE "credit_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_id" integer NOT NULL,
	"triangle_product_id" integer,
	"name" varchar(255) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(12, 3) DEFAULT '1' NOT NULL,
	"unit_price_cents" bigint DEFAULT 0 NOT NULL,
	"unity" varchar(20) DEFAULT 'UNITY_UNITY' NOT NULL,
	"vat_rate" numeric(5, 2) DEFAULT '20' NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"index_order" numeric(10, 2) DEFAULT '1' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"base_ht_cents" bigint DEFAULT 0 NOT NULL,
	"total_ht_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"triangle_company_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"invoice_id" integer,
	"state" varchar(30) DEFAULT 'CREDIT_STATE_CREATED' NOT NULL,
	"reference" varchar(30),
	"title" varchar(255) DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"invoice_head_name" varchar(255) DEFAULT '' NOT NULL,
	"invoice_address" varchar(300) DEFAULT '' NOT NULL,
	"credit_date" date NOT NULL,
	"total_ht_cents" bigint DEFAULT 0 NOT NULL,
	"total_tva_cents" bigint DEFAULT 0 NOT NULL,
	"total_ttc_cents" bigint DEFAULT 0 NOT NULL,
	"detail_tva" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_left_cents" bigint DEFAULT 0 NOT NULL,
	"parties" jsonb,
	"content_sha256" varchar(64),
	"validated_at" timestamp with time zone,
	"validated_by_id" integer,
	"created_by_id" integer,
	"updated_by_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payment_type" varchar(20) NOT NULL,
	"payment_mode" varchar(30) NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"paid_at" date NOT NULL,
	"credit_id" integer,
	"created_by_id" integer,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_triangle_product_id_triangle_products_id_fk" FOREIGN KEY ("triangle_product_id") REFERENCES "public"."triangle_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_triangle_company_id_triangle_companies_id_fk" FOREIGN KEY ("triangle_company_id") REFERENCES "public"."triangle_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_validated_by_id_users_id_fk" FOREIGN KEY ("validated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_lines_credit_idx" ON "credit_lines" USING btree ("credit_id","index_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credits_reference_unique" ON "credits" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "credits_state_idx" ON "credits" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "credits_issuer_idx" ON "credits" USING btree ("triangle_company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "credits_company_idx" ON "credits" USING btree ("company_id","triangle_company_id","state");--> statement-breakpoint
CREATE INDEX "credits_invoice_idx" ON "credits" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credits_search_trgm_idx" ON "credits" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","paid_at","id");--> statement-breakpoint
CREATE INDEX "invoice_payments_credit_idx" ON "invoice_payments" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_paid_idx" ON "invoice_payments" USING btree ("paid_at","id");--> statement-breakpoint
ALTER TABLE "forecast_payments" ADD CONSTRAINT "forecast_payments_invoice_payment_id_invoice_payments_id_fk" FOREIGN KEY ("invoice_payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forecast_payments_invoice_payment_unique" ON "forecast_payments" USING btree ("invoice_payment_id");