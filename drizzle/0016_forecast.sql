CREATE TABLE "charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"type" varchar(40) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"every_n_month" smallint DEFAULT 1 NOT NULL,
	"day_of_month" smallint DEFAULT 1 NOT NULL,
	"date_from" date NOT NULL,
	"values_from" date NOT NULL,
	"color" varchar(7) DEFAULT '#cab2e3' NOT NULL,
	"state" varchar(30) DEFAULT 'STATE_PENDING' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deactivated_from" date,
	"companies_parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forecast_bank_balances" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forecast_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"forecast_amount_cents" bigint,
	"forecast_day" date NOT NULL,
	"real_day" date,
	"charge_id" integer,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"companies_parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_bank_balances" ADD CONSTRAINT "forecast_bank_balances_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_items" ADD CONSTRAINT "forecast_items_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_items" ADD CONSTRAINT "forecast_items_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_items" ADD CONSTRAINT "forecast_items_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_state_idx" ON "charges" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "charges_active_idx" ON "charges" USING btree ("is_active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "forecast_bank_balances_date_unique" ON "forecast_bank_balances" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "forecast_items_charge_day_unique" ON "forecast_items" USING btree ("charge_id","forecast_day");--> statement-breakpoint
CREATE INDEX "forecast_items_day_idx" ON "forecast_items" USING btree ("forecast_day","id");--> statement-breakpoint
CREATE INDEX "forecast_items_real_day_idx" ON "forecast_items" USING btree ("real_day","id");