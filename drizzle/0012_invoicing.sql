CREATE TABLE "forecast_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"invoice_payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_deductions" (
	"invoice_id" integer NOT NULL,
	"deducted_invoice_id" integer NOT NULL,
	CONSTRAINT "invoice_deductions_invoice_id_deducted_invoice_id_pk" PRIMARY KEY("invoice_id","deducted_invoice_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
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
CREATE TABLE "invoice_quotations" (
	"invoice_id" integer NOT NULL,
	"quotation_id" integer NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_quotations_invoice_id_quotation_id_pk" PRIMARY KEY("invoice_id","quotation_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"triangle_company_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"state" varchar(20) DEFAULT 'STATE_CREATED' NOT NULL,
	"reference" varchar(30),
	"title" varchar(255) DEFAULT '' NOT NULL,
	"invoice_head_name" varchar(255) DEFAULT '' NOT NULL,
	"invoice_address" varchar(300) DEFAULT '' NOT NULL,
	"delivery_address" varchar(300) DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"internal_comment" text DEFAULT '' NOT NULL,
	"operation_category" varchar(10) DEFAULT 'SERVICES' NOT NULL,
	"invoice_date" date NOT NULL,
	"service_date" date,
	"payment_mode" smallint DEFAULT 30 NOT NULL,
	"eligible_at" date,
	"advance_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"advance_amount_cents" bigint DEFAULT 0 NOT NULL,
	"total_ht_cents" bigint DEFAULT 0 NOT NULL,
	"total_tva_cents" bigint DEFAULT 0 NOT NULL,
	"total_ttc_cents" bigint DEFAULT 0 NOT NULL,
	"detail_tva" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_left_cents" bigint DEFAULT 0 NOT NULL,
	"paid_at" date,
	"is_duplicated" boolean DEFAULT false NOT NULL,
	"duplicated_from_id" integer,
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
ALTER TABLE "triangle_companies" ADD COLUMN "legal_form" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "triangle_companies" ADD COLUMN "share_capital" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "triangle_companies" ADD COLUMN "rcs" varchar(80) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "triangle_companies" ADD COLUMN "vat_on_debits" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "triangle_companies" ADD COLUMN "late_penalty_terms" text DEFAULT 'Taux de refinancement de la Banque centrale européenne majoré de 10 points' NOT NULL;--> statement-breakpoint
ALTER TABLE "triangle_companies" ADD COLUMN "early_payment_terms" text DEFAULT 'Pas d''escompte pour paiement anticipé' NOT NULL;--> statement-breakpoint
ALTER TABLE "forecast_payments" ADD CONSTRAINT "forecast_payments_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_deductions" ADD CONSTRAINT "invoice_deductions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_deductions" ADD CONSTRAINT "invoice_deductions_deducted_invoice_id_invoices_id_fk" FOREIGN KEY ("deducted_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_triangle_product_id_triangle_products_id_fk" FOREIGN KEY ("triangle_product_id") REFERENCES "public"."triangle_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_quotations" ADD CONSTRAINT "invoice_quotations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_quotations" ADD CONSTRAINT "invoice_quotations_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_triangle_company_id_triangle_companies_id_fk" FOREIGN KEY ("triangle_company_id") REFERENCES "public"."triangle_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_validated_by_id_users_id_fk" FOREIGN KEY ("validated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forecast_payments_quotation_idx" ON "forecast_payments" USING btree ("quotation_id","date");--> statement-breakpoint
CREATE INDEX "forecast_payments_date_idx" ON "forecast_payments" USING btree ("date");--> statement-breakpoint
CREATE INDEX "invoice_deductions_deducted_idx" ON "invoice_deductions" USING btree ("deducted_invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","index_order","id");--> statement-breakpoint
CREATE INDEX "invoice_quotations_quotation_idx" ON "invoice_quotations" USING btree ("quotation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_reference_unique" ON "invoices" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "invoices_state_idx" ON "invoices" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_issuer_idx" ON "invoices" USING btree ("triangle_company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_search_trgm_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops);