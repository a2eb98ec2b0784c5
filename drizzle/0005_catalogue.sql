CREATE TABLE "product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"is_food" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_type_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"price_ht_cents" bigint NOT NULL,
	"unity" varchar(20) DEFAULT 'UNITY_UNITY' NOT NULL,
	"vat_rate_id" integer NOT NULL,
	"delivery_days" numeric(6, 1) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) DEFAULT '' NOT NULL,
	"phone" varchar(30),
	"email" varchar(180),
	"siret" varchar(14),
	"contact_name" varchar(255),
	"contact_mail" varchar(180),
	"contact_phone" varchar(30),
	"address_id" integer,
	"payment_mode" smallint DEFAULT 30 NOT NULL,
	"advance_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"note" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_draft" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"is_purchase" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "triangle_product_companies" (
	"triangle_product_id" integer NOT NULL,
	"triangle_company_id" integer NOT NULL,
	CONSTRAINT "triangle_product_companies_triangle_product_id_triangle_company_id_pk" PRIMARY KEY("triangle_product_id","triangle_company_id")
);
--> statement-breakpoint
CREATE TABLE "triangle_product_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"triangle_product_id" integer NOT NULL,
	"product_type_id" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "triangle_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"reference" varchar(60) NOT NULL,
	"description" text,
	"type" varchar(20) NOT NULL,
	"price_cents" bigint NOT NULL,
	"unity" varchar(20) NOT NULL,
	"vat_rate_id" integer NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_product_types" ADD CONSTRAINT "supplier_product_types_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_product_types" ADD CONSTRAINT "supplier_product_types_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_product_types" ADD CONSTRAINT "supplier_product_types_vat_rate_id_vat_rates_id_fk" FOREIGN KEY ("vat_rate_id") REFERENCES "public"."vat_rates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triangle_product_companies" ADD CONSTRAINT "triangle_product_companies_triangle_product_id_triangle_products_id_fk" FOREIGN KEY ("triangle_product_id") REFERENCES "public"."triangle_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triangle_product_companies" ADD CONSTRAINT "triangle_product_companies_triangle_company_id_triangle_companies_id_fk" FOREIGN KEY ("triangle_company_id") REFERENCES "public"."triangle_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triangle_product_expenses" ADD CONSTRAINT "triangle_product_expenses_triangle_product_id_triangle_products_id_fk" FOREIGN KEY ("triangle_product_id") REFERENCES "public"."triangle_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triangle_product_expenses" ADD CONSTRAINT "triangle_product_expenses_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triangle_products" ADD CONSTRAINT "triangle_products_vat_rate_id_vat_rates_id_fk" FOREIGN KEY ("vat_rate_id") REFERENCES "public"."vat_rates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_types_search_trgm_idx" ON "product_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_types_name_idx" ON "product_types" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_product_types_pair_unique" ON "supplier_product_types" USING btree ("product_type_id","supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_product_types_supplier_idx" ON "supplier_product_types" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "suppliers_search_trgm_idx" ON "suppliers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("name","id") WHERE not "suppliers"."is_draft";--> statement-breakpoint
CREATE INDEX "suppliers_siret_idx" ON "suppliers" USING btree ("siret");--> statement-breakpoint
CREATE UNIQUE INDEX "task_types_name_unique" ON "task_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "task_types_purchase_unique" ON "task_types" USING btree ("is_purchase") WHERE "task_types"."is_purchase";--> statement-breakpoint
CREATE INDEX "triangle_product_companies_company_idx" ON "triangle_product_companies" USING btree ("triangle_company_id");--> statement-breakpoint
CREATE INDEX "triangle_product_expenses_product_idx" ON "triangle_product_expenses" USING btree ("triangle_product_id");--> statement-breakpoint
CREATE INDEX "triangle_product_expenses_type_idx" ON "triangle_product_expenses" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "triangle_products_search_trgm_idx" ON "triangle_products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "triangle_products_reference_idx" ON "triangle_products" USING btree ("reference","id");