CREATE TABLE "alert_readers" (
	"alert_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_readers_alert_id_user_id_pk" PRIMARY KEY("alert_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "alert_responsibles" (
	"alert_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "alert_responsibles_alert_id_user_id_pk" PRIMARY KEY("alert_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(40) NOT NULL,
	"state" varchar(30) DEFAULT 'ALERT_STATE_NEW' NOT NULL,
	"content" text NOT NULL,
	"url" varchar(500),
	"dedupe_key" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(20) NOT NULL,
	"triangle_owner_id" integer NOT NULL,
	"owner_user_id" integer,
	"name" varchar(120),
	"brand" varchar(120),
	"model" varchar(120) NOT NULL,
	"buy_at" date NOT NULL,
	"note" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"phone_number" varchar(30),
	"imei1" varchar(15),
	"imei2" varchar(15),
	"google_account" varchar(180),
	"number_plate" varchar(20),
	"computer" varchar(120),
	"screen" varchar(60),
	"scanner1" varchar(60),
	"scanner2" varchar(60),
	"printer" varchar(60),
	"location" varchar(60),
	"rustdesk_id" varchar(60),
	"phone_password_secret" text,
	"pin_code_secret" text,
	"google_password_secret" text,
	"rustdesk_pass_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_materials" (
	"project_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	CONSTRAINT "project_materials_project_id_material_id_pk" PRIMARY KEY("project_id","material_id")
);
--> statement-breakpoint
CREATE TABLE "tutorials" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" varchar(120) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"video_file_id" integer,
	"external_url" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_readers" ADD CONSTRAINT "alert_readers_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_readers" ADD CONSTRAINT "alert_readers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_responsibles" ADD CONSTRAINT "alert_responsibles_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_responsibles" ADD CONSTRAINT "alert_responsibles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_done_by_id_users_id_fk" FOREIGN KEY ("done_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_triangle_owner_id_triangle_companies_id_fk" FOREIGN KEY ("triangle_owner_id") REFERENCES "public"."triangle_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_materials" ADD CONSTRAINT "project_materials_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_materials" ADD CONSTRAINT "project_materials_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutorials" ADD CONSTRAINT "tutorials_video_file_id_files_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_dedupe_key_unique" ON "alerts" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "alerts_state_idx" ON "alerts" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "materials_type_idx" ON "materials" USING btree ("type","id");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_imei1_unique" ON "materials" USING btree ("imei1");--> statement-breakpoint
CREATE INDEX "materials_owner_idx" ON "materials" USING btree ("triangle_owner_id");--> statement-breakpoint
CREATE INDEX "project_materials_material_idx" ON "project_materials" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "tutorials_order_idx" ON "tutorials" USING btree ("category","position","id");