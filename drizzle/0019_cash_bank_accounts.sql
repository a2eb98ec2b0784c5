CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"triangle_company_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"iban" varchar(34) NOT NULL,
	"bic" varchar(11),
	"opening_balance_cents" bigint NOT NULL,
	"opening_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_triangle_company_id_triangle_companies_id_fk" FOREIGN KEY ("triangle_company_id") REFERENCES "public"."triangle_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_iban_unique" ON "bank_accounts" USING btree ("iban");--> statement-breakpoint
CREATE INDEX "bank_accounts_company_idx" ON "bank_accounts" USING btree ("triangle_company_id");