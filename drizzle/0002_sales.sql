CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) DEFAULT '' NOT NULL,
	"siret" varchar(14),
	"is_factor" boolean DEFAULT false NOT NULL,
	"activity_sector" varchar(150),
	"company_size" integer,
	"website" varchar(255),
	"internal_comment" text,
	"invoice_head_name" varchar(255),
	"invoice_address" varchar(300),
	"address_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"email" varchar(180),
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"occupation" varchar(150),
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"email" varchar(180),
	"company_name" varchar(255),
	"source" varchar(255),
	"message" text DEFAULT '' NOT NULL,
	"subject" varchar(255) DEFAULT '' NOT NULL,
	"infos" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"comment" text NOT NULL,
	"owner_id" integer,
	"lead_id" integer NOT NULL,
	"call_type" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "lead_files" (
	"lead_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_files_lead_id_file_id_pk" PRIMARY KEY("lead_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(255) NOT NULL,
	"brief" text DEFAULT '' NOT NULL,
	"lead_level" varchar(20),
	"lead_status" varchar(30) DEFAULT 'LEAD_STATUS_UNREAD' NOT NULL,
	"triangle_company_id" integer,
	"source_triangle_company_id" integer,
	"company_id" integer,
	"owner_id" integer,
	"user_assigned_id" integer,
	"assigned_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"taken_over_at" timestamp with time zone,
	"callback_at" timestamp with time zone,
	"callback_user_id" integer,
	"callback_subject" varchar(255),
	"contact_form_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(250) NOT NULL,
	"state" varchar(30) DEFAULT 'STATE_LEAD' NOT NULL,
	"lead_id" integer,
	"creator_id" integer,
	"company_id" integer,
	"project_manager_id" integer,
	"owner_triangle_company_id" integer,
	"delivery_date" date,
	"refused_status" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "triangle_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"triangle_company_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"is_prospect" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_calls" ADD CONSTRAINT "lead_calls_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_calls" ADD CONSTRAINT "lead_calls_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_calls" ADD CONSTRAINT "lead_calls_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_files" ADD CONSTRAINT "lead_files_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_files" ADD CONSTRAINT "lead_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_triangle_company_id_triangle_companies_id_fk" FOREIGN KEY ("triangle_company_id") REFERENCES "public"."triangle_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_source_triangle_company_id_triangle_companies_id_fk" FOREIGN KEY ("source_triangle_company_id") REFERENCES "public"."triangle_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_assigned_id_users_id_fk" FOREIGN KEY ("user_assigned_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_callback_user_id_users_id_fk" FOREIGN KEY ("callback_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_contact_form_id_contact_forms_id_fk" FOREIGN KEY ("contact_form_id") REFERENCES "public"."contact_forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_manager_id_users_id_fk" FOREIGN KEY ("project_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_triangle_company_id_triangle_companies_id_fk" FOREIGN KEY ("owner_triangle_company_id") REFERENCES "public"."triangle_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triangle_customers" ADD CONSTRAINT "triangle_customers_triangle_company_id_triangle_companies_id_fk" FOREIGN KEY ("triangle_company_id") REFERENCES "public"."triangle_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triangle_customers" ADD CONSTRAINT "triangle_customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_siret_unique" ON "companies" USING btree ("siret") WHERE "companies"."siret" is not null;--> statement-breakpoint
CREATE INDEX "companies_siret_prefix_idx" ON "companies" USING btree ("siret" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_search_trgm_idx" ON "companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "company_contacts_company_email_idx" ON "company_contacts" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "lead_calls_lead_idx" ON "lead_calls" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("lead_status","created_at","id","triangle_company_id") WHERE ("leads"."lead_level" is null or "leads"."lead_level" <> 'LEAD_TRASH');--> statement-breakpoint
CREATE INDEX "leads_callback_idx" ON "leads" USING btree ("callback_at","id","triangle_company_id") WHERE "leads"."callback_at" is not null and ("leads"."lead_level" is null or "leads"."lead_level" <> 'LEAD_TRASH');--> statement-breakpoint
CREATE INDEX "leads_trash_created_idx" ON "leads" USING btree ("created_at","id","triangle_company_id") WHERE "leads"."lead_level" = 'LEAD_TRASH';--> statement-breakpoint
CREATE INDEX "leads_without_callback_idx" ON "leads" USING btree ("created_at","id","triangle_company_id") WHERE "leads"."callback_at" is null and ("leads"."lead_level" is null or "leads"."lead_level" <> 'LEAD_TRASH') and "leads"."lead_status" not in ('LEAD_STATUS_REFUSED', 'LEAD_STATUS_ACCEPTED');--> statement-breakpoint
CREATE INDEX "leads_company_idx" ON "leads" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_contact_form_unique" ON "leads" USING btree ("contact_form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_lead_unique" ON "projects" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "projects_company_idx" ON "projects" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "projects_state_idx" ON "projects" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "triangle_customers_pair_unique" ON "triangle_customers" USING btree ("triangle_company_id","company_id");--> statement-breakpoint
CREATE INDEX "triangle_customers_company_idx" ON "triangle_customers" USING btree ("company_id");