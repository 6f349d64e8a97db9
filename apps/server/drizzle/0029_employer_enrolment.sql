CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"household_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"employee_class" text,
	"hire_date" date NOT NULL,
	"tax_id_digest" text,
	"employee_number" text,
	"invited_at" timestamp with time zone,
	"invitations_sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employer_plan_offerings" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"employee_class" text,
	"plan_id" integer NOT NULL,
	"monthly_price_cents" integer NOT NULL,
	"effective_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employer_plan_offerings_price_positive" CHECK ("employer_plan_offerings"."monthly_price_cents" > 0),
	CONSTRAINT "employer_plan_offerings_first_of_month" CHECK (extract(day from "employer_plan_offerings"."effective_date") = 1)
);
--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "contacts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_plan_offerings" ADD CONSTRAINT "employer_plan_offerings_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_plan_offerings" ADD CONSTRAINT "employer_plan_offerings_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_patient_key" ON "employees" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_tax_id_key" ON "employees" USING btree ("employer_id","tax_id_digest");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_number_key" ON "employees" USING btree ("employer_id","employee_number");--> statement-breakpoint
CREATE INDEX "employees_employer_idx" ON "employees" USING btree ("employer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employer_plan_offerings_key" ON "employer_plan_offerings" USING btree ("employer_id",coalesce("employee_class", ''),"effective_date");--> statement-breakpoint
-- Issue 27: the employers and employees already in the database (the demo world) get their rows: each employer's
-- group plan offered to every class from the first of the month of its earliest employer benefit, at $45.00 a
-- member a month; each employer household's Primary is an employee hired on their earliest employer benefit's start.
INSERT INTO "employer_plan_offerings" ("employer_id", "employee_class", "plan_id", "monthly_price_cents", "effective_date")
SELECT e."id", NULL, e."plan_id", 4500,
  date_trunc('month', coalesce((SELECT min(b."start_date") FROM "benefits" b WHERE b."employer_id" = e."id"), current_date))::date
FROM "employers" e WHERE e."plan_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "employees" ("employer_id", "household_id", "patient_id", "hire_date")
SELECT h."employer_id", h."id", p."id",
  coalesce((SELECT min(b."start_date") FROM "benefits" b WHERE b."patient_id" = p."id" AND b."employer_id" = h."employer_id"), current_date)
FROM "households" h JOIN "patients" p ON p."household_id" = h."id" AND p."relationship" = 'Primary'
WHERE h."employer_id" IS NOT NULL
ON CONFLICT DO NOTHING;
