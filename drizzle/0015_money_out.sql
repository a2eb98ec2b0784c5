CREATE TABLE "supplier_invoice_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_invoice_purchase_order_id" integer NOT NULL,
	"quotation_supplier_product_id" integer,
	"name" varchar(255) NOT NULL,
	"quantity" numeric(12, 3) DEFAULT '1' NOT NULL,
	"unity" varchar(20) DEFAULT 'UNITY_UNITY' NOT NULL,
	"unit_price_cents" bigint DEFAULT 0 NOT NULL,
	"vat_rate" numeric(5, 2) DEFAULT '20' NOT NULL,
	"base_ht_cents" bigint DEFAULT 0 NOT NULL,
	"total_ht_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_invoice_purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_invoice_id" integer NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"file_id" integer,
	"state" varchar(20) DEFAULT 'STATE_PENDING' NOT NULL,
	"invoice_number" varchar(60),
	"invoice_number_key" varchar(60),
	"amount_cents" bigint,
	"amount_tva_cents" bigint,
	"payment_at" date,
	"invoice_received_at" date,
	"invoice_at" date,
	"comment" text DEFAULT '' NOT NULL,
	"amount_left_cents" bigint DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_invoice_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payment_type" varchar(20) NOT NULL,
	"payment_mode" varchar(30) NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"paid_at" date NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotation_supplier_products" ADD COLUMN "paid_by_supplier_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "supplier_invoice_products" ADD CONSTRAINT "supplier_invoice_products_supplier_invoice_purchase_order_id_supplier_invoice_purchase_orders_id_fk" FOREIGN KEY ("supplier_invoice_purchase_order_id") REFERENCES "public"."supplier_invoice_purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_products" ADD CONSTRAINT "supplier_invoice_products_quotation_supplier_product_id_quotation_supplier_products_id_fk" FOREIGN KEY ("quotation_supplier_product_id") REFERENCES "public"."quotation_supplier_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_purchase_orders" ADD CONSTRAINT "supplier_invoice_purchase_orders_supplier_invoice_id_supplier_invoices_id_fk" FOREIGN KEY ("supplier_invoice_id") REFERENCES "public"."supplier_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_purchase_orders" ADD CONSTRAINT "supplier_invoice_purchase_orders_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_supplier_invoice_id_supplier_invoices_id_fk" FOREIGN KEY ("supplier_invoice_id") REFERENCES "public"."supplier_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_invoice_products_link_idx" ON "supplier_invoice_products" USING btree ("supplier_invoice_purchase_order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_invoice_purchase_orders_unique" ON "supplier_invoice_purchase_orders" USING btree ("supplier_invoice_id","purchase_order_id");--> statement-breakpoint
CREATE INDEX "supplier_invoice_purchase_orders_order_idx" ON "supplier_invoice_purchase_orders" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_invoices_number_unique" ON "supplier_invoices" USING btree ("supplier_id","invoice_number_key");--> statement-breakpoint
CREATE INDEX "supplier_invoices_state_idx" ON "supplier_invoices" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "supplier_invoices_invoice_at_idx" ON "supplier_invoices" USING btree ("invoice_at","id");--> statement-breakpoint
CREATE INDEX "supplier_invoices_search_trgm_idx" ON "supplier_invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_payments_invoice_idx" ON "supplier_payments" USING btree ("supplier_invoice_id","paid_at","id");--> statement-breakpoint
ALTER TABLE "quotation_supplier_products" ADD CONSTRAINT "quotation_supplier_products_paid_by_supplier_invoice_id_supplier_invoices_id_fk" FOREIGN KEY ("paid_by_supplier_invoice_id") REFERENCES "public"."supplier_invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_supplier_products_paid_idx" ON "quotation_supplier_products" USING btree ("paid_by_supplier_invoice_id");