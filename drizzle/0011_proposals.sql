CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(60) NOT NULL,
	"recipient_user_id" integer NOT NULL,
	"subject" varchar(255) NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_expense_id" integer NOT NULL,
	"reference" varchar(30) NOT NULL,
	"state" varchar(20) DEFAULT 'STATE_PENDING' NOT NULL,
	"supplier_id" integer NOT NULL,
	"triangle_company_id" integer NOT NULL,
	"project_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"supplier_quotation_file_id" integer,
	"total_ht_cents" bigint DEFAULT 0 NOT NULL,
	"total_tva_cents" bigint DEFAULT 0 NOT NULL,
	"total_ttc_cents" bigint DEFAULT 0 NOT NULL,
	"detail_tva" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
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
CREATE TABLE "quotation_supplier_product_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_supplier_product_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"vat_rate" numeric(5, 2) DEFAULT '20' NOT NULL,
	"unit_price_cents" bigint DEFAULT 0 NOT NULL,
	"quantity" numeric(12, 3) DEFAULT '1' NOT NULL,
	"total_ht_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_supplier_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_expense_id" integer NOT NULL,
	"product_type_id" integer,
	"name" varchar(255) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(12, 3) DEFAULT '1' NOT NULL,
	"unity" varchar(20) DEFAULT 'UNITY_UNITY' NOT NULL,
	"unit_price_cents" bigint DEFAULT 0 NOT NULL,
	"vat_rate" numeric(5, 2) DEFAULT '20' NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"delivery_days" integer DEFAULT 0 NOT NULL,
	"base_ht_cents" bigint DEFAULT 0 NOT NULL,
	"total_ht_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"recommendation_id" integer NOT NULL,
	"triangle_company_id" integer NOT NULL,
	"reference" varchar(30) NOT NULL,
	"title" varchar(255) DEFAULT '' NOT NULL,
	"comment" text,
	"internal_comment" text,
	"state" varchar(30) DEFAULT 'QUOTATION_STATE_DRAFT' NOT NULL,
	"advance_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"payment_mode" smallint DEFAULT 30 NOT NULL,
	"is_recurring_payment" boolean DEFAULT false NOT NULL,
	"total_ht_cents" bigint DEFAULT 0 NOT NULL,
	"total_tva_cents" bigint DEFAULT 0 NOT NULL,
	"total_ttc_cents" bigint DEFAULT 0 NOT NULL,
	"detail_tva" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expenses_total_ht_cents" bigint DEFAULT 0 NOT NULL,
	"expenses_total_ttc_cents" bigint DEFAULT 0 NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"recommendation_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"location" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"triangle_company_id" integer NOT NULL,
	"state" varchar(30) DEFAULT 'RECO_STATE_DRAFT' NOT NULL,
	"refused_status" varchar(40),
	"valid_at" date,
	"send_at" date,
	"accepted_at" date,
	"refused_at" date,
	"presentation_file_id" integer,
	"created_by_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "quotation_expense_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_quotation_expense_id_quotation_expenses_id_fk" FOREIGN KEY ("quotation_expense_id") REFERENCES "public"."quotation_expenses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_triangle_company_id_triangle_companies_id_fk" FOREIGN KEY ("triangle_company_id") REFERENCES "public"."triangle_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_expenses" ADD CONSTRAINT "quotation_expenses_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_expenses" ADD CONSTRAINT "quotation_expenses_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_expenses" ADD CONSTRAINT "quotation_expenses_supplier_quotation_file_id_files_id_fk" FOREIGN KEY ("supplier_quotation_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_triangle_product_id_triangle_products_id_fk" FOREIGN KEY ("triangle_product_id") REFERENCES "public"."triangle_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_supplier_product_fees" ADD CONSTRAINT "quotation_supplier_product_fees_quotation_supplier_product_id_quotation_supplier_products_id_fk" FOREIGN KEY ("quotation_supplier_product_id") REFERENCES "public"."quotation_supplier_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_supplier_products" ADD CONSTRAINT "quotation_supplier_products_quotation_expense_id_quotation_expenses_id_fk" FOREIGN KEY ("quotation_expense_id") REFERENCES "public"."quotation_expenses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_supplier_products" ADD CONSTRAINT "quotation_supplier_products_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_recommendation_id_recommendations_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."recommendations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_triangle_company_id_triangle_companies_id_fk" FOREIGN KEY ("triangle_company_id") REFERENCES "public"."triangle_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_events" ADD CONSTRAINT "recommendation_events_recommendation_id_recommendations_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."recommendations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_triangle_company_id_triangle_companies_id_fk" FOREIGN KEY ("triangle_company_id") REFERENCES "public"."triangle_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_presentation_file_id_files_id_fk" FOREIGN KEY ("presentation_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("next_attempt_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_expense_unique" ON "purchase_orders" USING btree ("quotation_expense_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_reference_unique" ON "purchase_orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "purchase_orders_state_idx" ON "purchase_orders" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_project_idx" ON "purchase_orders" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "quotation_expenses_quotation_idx" ON "quotation_expenses" USING btree ("quotation_id","id");--> statement-breakpoint
CREATE INDEX "quotation_expenses_supplier_idx" ON "quotation_expenses" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "quotation_lines_quotation_idx" ON "quotation_lines" USING btree ("quotation_id","index_order","id");--> statement-breakpoint
CREATE INDEX "quotation_lines_product_idx" ON "quotation_lines" USING btree ("triangle_product_id");--> statement-breakpoint
CREATE INDEX "quotation_supplier_product_fees_line_idx" ON "quotation_supplier_product_fees" USING btree ("quotation_supplier_product_id","id");--> statement-breakpoint
CREATE INDEX "quotation_supplier_products_expense_idx" ON "quotation_supplier_products" USING btree ("quotation_expense_id","id");--> statement-breakpoint
CREATE INDEX "quotation_supplier_products_type_idx" ON "quotation_supplier_products" USING btree ("product_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_reference_unique" ON "quotations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "quotations_recommendation_idx" ON "quotations" USING btree ("recommendation_id","id");--> statement-breakpoint
CREATE INDEX "quotations_state_idx" ON "quotations" USING btree ("state","triangle_company_id","created_at");--> statement-breakpoint
CREATE INDEX "recommendation_events_recommendation_idx" ON "recommendation_events" USING btree ("recommendation_id","start_at");--> statement-breakpoint
CREATE INDEX "recommendation_events_start_idx" ON "recommendation_events" USING btree ("start_at","end_at");--> statement-breakpoint
CREATE INDEX "recommendations_lead_idx" ON "recommendations" USING btree ("lead_id","id");--> statement-breakpoint
CREATE INDEX "recommendations_state_idx" ON "recommendations" USING btree ("state","triangle_company_id");--> statement-breakpoint
CREATE INDEX "recommendations_search_trgm_idx" ON "recommendations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_quotation_expense_id_quotation_expenses_id_fk" FOREIGN KEY ("quotation_expense_id") REFERENCES "public"."quotation_expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_quotation_expense_unique" ON "tasks" USING btree ("quotation_expense_id");