CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"complement" varchar(255),
	"postal_code" varchar(10) DEFAULT '' NOT NULL,
	"city" varchar(120) DEFAULT '' NOT NULL,
	"latitude" numeric(10, 7),
	"longitude" numeric(10, 7),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" varchar(60) NOT NULL,
	"entity_id" integer NOT NULL,
	"field" varchar(60) NOT NULL,
	"from_value" text,
	"to_value" text,
	"user_id" integer,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" varchar(20) NOT NULL,
	"triangle_company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_series_triangle_company_id_year_pk" PRIMARY KEY("series","triangle_company_id","year")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(180) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "triangle_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"code" varchar(10) DEFAULT '' NOT NULL,
	"siret" varchar(14) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"email" varchar(180) DEFAULT '' NOT NULL,
	"address_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"tva_number" varchar(20) DEFAULT '' NOT NULL,
	"color" varchar(9) DEFAULT '#3b82f6ff' NOT NULL,
	"pdf_banq_infos" text DEFAULT '' NOT NULL,
	"cgv" text DEFAULT '' NOT NULL,
	"footer_pdf" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "triangle_company_logos" (
	"triangle_company_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "triangle_company_logos_triangle_company_id_file_id_pk" PRIMARY KEY("triangle_company_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "user_triangle_companies" (
	"user_id" integer NOT NULL,
	"triangle_company_id" integer NOT NULL,
	CONSTRAINT "user_triangle_companies_user_id_triangle_company_id_pk" PRIMARY KEY("user_id","triangle_company_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"discr" varchar(20) DEFAULT 'triangle-user' NOT NULL,
	"email" varchar(180) NOT NULL,
	"name" varchar(100) DEFAULT '' NOT NULL,
	"lastname" varchar(100) DEFAULT '' NOT NULL,
	"phone" varchar(30),
	"password_hash" text,
	"is_super_admin" boolean DEFAULT false NOT NULL,
	"is_compta" boolean DEFAULT false NOT NULL,
	"is_read_alert" boolean DEFAULT false NOT NULL,
	"is_leave_admin" boolean DEFAULT false NOT NULL,
	"is_actif" boolean DEFAULT true NOT NULL,
	"is_receive_mail_lead" boolean DEFAULT false NOT NULL,
	"is_receive_alert" boolean DEFAULT false NOT NULL,
	"is_receive_reco_accepted_email" boolean DEFAULT false NOT NULL,
	"is_coach_ia" boolean DEFAULT false NOT NULL,
	"unset_take_off_count" integer DEFAULT 0 NOT NULL,
	"picture_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_offs" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"state" varchar(20) DEFAULT 'STATE_STAND_BY' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_triangle_company_id_triangle_companies_id_fk" FOREIGN KEY ("triangle_company_id") REFERENCES "public"."triangle_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triangle_companies" ADD CONSTRAINT "triangle_companies_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triangle_company_logos" ADD CONSTRAINT "triangle_company_logos_triangle_company_id_triangle_companies_id_fk" FOREIGN KEY ("triangle_company_id") REFERENCES "public"."triangle_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triangle_company_logos" ADD CONSTRAINT "triangle_company_logos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_triangle_companies" ADD CONSTRAINT "user_triangle_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_triangle_companies" ADD CONSTRAINT "user_triangle_companies_triangle_company_id_triangle_companies_id_fk" FOREIGN KEY ("triangle_company_id") REFERENCES "public"."triangle_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_picture_file_id_files_id_fk" FOREIGN KEY ("picture_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_offs" ADD CONSTRAINT "day_offs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_discr_idx" ON "users" USING btree ("discr");--> statement-breakpoint
CREATE UNIQUE INDEX "vat_rates_rate_unique" ON "vat_rates" USING btree ("rate");--> statement-breakpoint
CREATE INDEX "day_offs_period_idx" ON "day_offs" USING btree ("start_at","end_at");