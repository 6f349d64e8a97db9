CREATE TYPE "public"."account_type" AS ENUM('admin', 'dentist', 'employer', 'member');--> statement-breakpoint
CREATE TYPE "public"."appointment_status" AS ENUM('completed', 'paid', 'voided');--> statement-breakpoint
CREATE TYPE "public"."bank_status" AS ENUM('owner not added', 'account not added', 'verification pending', 'verified');--> statement-breakpoint
CREATE TYPE "public"."benefit_type" AS ENUM('individual', 'employer', 'in office', 'inactive', 'Altrua');--> statement-breakpoint
CREATE TYPE "public"."business_tax_id_type" AS ENUM('company', 'individual');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female', 'third gender', 'not to say', 'self describe');--> statement-breakpoint
CREATE TYPE "public"."identity_verification" AS ENUM('Unverified', 'Failed', 'Verified');--> statement-breakpoint
CREATE TYPE "public"."instalment_status" AS ENUM('Paid', 'Past due', 'Scheduled');--> statement-breakpoint
CREATE TYPE "public"."member_tax_id_type" AS ENUM('ssn', 'itin', 'employee', 'none');--> statement-breakpoint
CREATE TYPE "public"."network" AS ENUM('platinum', 'gold', 'silver', 'office_fees');--> statement-breakpoint
CREATE TYPE "public"."payment_mode" AS ENUM('full', 'monthly');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('succeeded', 'failed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."practice_network" AS ENUM('out_of_network', 'partner', 'platinum', 'gold', 'silver', 'office_fees');--> statement-breakpoint
CREATE TYPE "public"."purchase_status" AS ENUM('Active', 'Expired', 'Cancelled');--> statement-breakpoint
CREATE TYPE "public"."reimbursement_status" AS ENUM('submitted', 'in review', 'approved', 'paid', 'denied');--> statement-breakpoint
CREATE TYPE "public"."relationship" AS ENUM('Primary', 'Spouse', 'Dependent', 'Dependent Adult');--> statement-breakpoint
CREATE TYPE "public"."service_type" AS ENUM('BRS', 'MRS', 'PDS');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"actor_account_type" "account_type",
	"action" text NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"outcome" text DEFAULT 'success' NOT NULL,
	"ip" text,
	"request_id" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_type" "account_type" NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"signup_complete" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_schedules" (
	"network" "network" NOT NULL,
	"procedure_code" text NOT NULL,
	"fee_cents" integer NOT NULL,
	CONSTRAINT "fee_schedules_network_procedure_code_pk" PRIMARY KEY("network","procedure_code"),
	CONSTRAINT "fee_schedules_fee_nonnegative" CHECK ("fee_schedules"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"plan_type" text,
	"minimum_network" "network" NOT NULL,
	"annual_max_cents" integer NOT NULL,
	"family_max_cents" integer,
	"ortho_lifetime_max_cents" integer,
	"ortho_override" boolean,
	"ortho_covered_by_default" boolean DEFAULT false NOT NULL,
	"coverage_pds_percent" integer NOT NULL,
	"coverage_brs_percent" integer NOT NULL,
	"coverage_mrs_percent" integer NOT NULL,
	"coverage_ortho_percent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_money_nonnegative" CHECK ("plans"."annual_max_cents" >= 0 and coalesce("plans"."family_max_cents", 0) >= 0 and coalesce("plans"."ortho_lifetime_max_cents", 0) >= 0),
	CONSTRAINT "plans_percent_range" CHECK ("plans"."coverage_pds_percent" between 0 and 100 and "plans"."coverage_brs_percent" between 0 and 100 and "plans"."coverage_mrs_percent" between 0 and 100 and "plans"."coverage_ortho_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "procedures" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"service_type" "service_type" NOT NULL,
	"is_ortho" boolean DEFAULT false NOT NULL,
	"keywords" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dentists" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"npi" text NOT NULL,
	"license_number" text NOT NULL,
	"specialities" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_fees" (
	"practice_id" integer NOT NULL,
	"procedure_code" text NOT NULL,
	"fee_cents" integer NOT NULL,
	CONSTRAINT "practice_fees_practice_id_procedure_code_pk" PRIMARY KEY("practice_id","procedure_code"),
	CONSTRAINT "practice_fees_nonnegative" CHECK ("practice_fees"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "practice_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_id" integer NOT NULL,
	"name" text NOT NULL,
	"address_line_1" text NOT NULL,
	"address_line_2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"accepting_new_patients" boolean DEFAULT true NOT NULL,
	"languages" text[] DEFAULT '{English}'::text[] NOT NULL,
	"hours" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_users" (
	"user_id" integer NOT NULL,
	"practice_id" integer NOT NULL,
	"role" text DEFAULT 'owner' NOT NULL,
	CONSTRAINT "practice_users_user_id_practice_id_pk" PRIMARY KEY("user_id","practice_id")
);
--> statement-breakpoint
CREATE TABLE "practices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"network" "practice_network" NOT NULL,
	"phone" text NOT NULL,
	"website" text,
	"bank_status" "bank_status" DEFAULT 'owner not added' NOT NULL,
	"identity_verification" "identity_verification" DEFAULT 'Unverified' NOT NULL,
	"data_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employer_users" (
	"user_id" integer NOT NULL,
	"employer_id" integer NOT NULL,
	CONSTRAINT "employer_users_user_id_employer_id_pk" PRIMARY KEY("user_id","employer_id")
);
--> statement-breakpoint
CREATE TABLE "employers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ein" text,
	"ssn" text,
	"address_line_1" text NOT NULL,
	"address_line_2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"is_edi" boolean DEFAULT false NOT NULL,
	"bank_status" "bank_status" DEFAULT 'owner not added' NOT NULL,
	"group_number" text NOT NULL,
	"plan_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employers_group_number_unique" UNIQUE("group_number"),
	CONSTRAINT "employers_ein_xor_ssn" CHECK (("employers"."ein" is null) <> ("employers"."ssn" is null))
);
--> statement-breakpoint
CREATE TABLE "benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"benefit_type" "benefit_type" NOT NULL,
	"plan_id" integer,
	"employer_id" integer,
	"start_date" date NOT NULL,
	"end_date" date,
	"request_reimbursement_form_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefits_start_not_before_1970" CHECK ("benefits"."start_date" >= '1970-01-01')
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer,
	"is_healthshare" boolean DEFAULT false NOT NULL,
	"address_line_1" text NOT NULL,
	"address_line_2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"user_id" integer,
	"relationship" "relationship" NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" "gender",
	"email" text,
	"phone" text,
	"member_id" text NOT NULL,
	"tax_id_type" "member_tax_id_type" DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_member_id_digits" CHECK ("patients"."member_id" ~ '^[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "appointment_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"procedure_code" text NOT NULL,
	"tooth" text,
	"billed_cents" integer NOT NULL,
	"allowed_cents" integer NOT NULL,
	"plan_cents" integer NOT NULL,
	"member_cents" integer NOT NULL,
	"reduction_reason" text,
	CONSTRAINT "appointment_lines_shares_add_up" CHECK ("appointment_lines"."plan_cents" + "appointment_lines"."member_cents" = "appointment_lines"."allowed_cents"),
	CONSTRAINT "appointment_lines_nonnegative" CHECK ("appointment_lines"."plan_cents" >= 0 and "appointment_lines"."member_cents" >= 0 and "appointment_lines"."billed_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"practice_id" integer NOT NULL,
	"location_id" integer,
	"appointment_date" date NOT NULL,
	"payment_date" date,
	"status" "appointment_status" DEFAULT 'completed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimate_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_id" integer NOT NULL,
	"procedure_code" text NOT NULL,
	"tooth" text,
	"billed_cents" integer NOT NULL,
	"allowed_cents" integer NOT NULL,
	"plan_cents" integer NOT NULL,
	"member_cents" integer NOT NULL,
	"reduction_reason" text,
	CONSTRAINT "estimate_lines_shares_add_up" CHECK ("estimate_lines"."plan_cents" + "estimate_lines"."member_cents" = "estimate_lines"."allowed_cents"),
	CONSTRAINT "estimate_lines_nonnegative" CHECK ("estimate_lines"."plan_cents" >= 0 and "estimate_lines"."member_cents" >= 0 and "estimate_lines"."billed_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "estimates" (
	"id" serial PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"practice_id" integer NOT NULL,
	"estimate_date" date NOT NULL,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reimbursements" (
	"id" serial PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"provider_name" text NOT NULL,
	"service_date" date NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "reimbursement_status" DEFAULT 'submitted' NOT NULL,
	"billed_cents" integer NOT NULL,
	"reimbursed_cents" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reimbursements_amounts" CHECK ("reimbursements"."billed_cents" >= 0 and "reimbursements"."reimbursed_cents" between 0 and "reimbursements"."billed_cents")
);
--> statement-breakpoint
CREATE TABLE "in_office_plan_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"household_id" integer NOT NULL,
	"purchaser_patient_id" integer NOT NULL,
	"status" "purchase_status" DEFAULT 'Active' NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"payment_mode" "payment_mode" NOT NULL,
	"total_cents" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "in_office_plan_purchases_dates" CHECK ("in_office_plan_purchases"."end_date" > "in_office_plan_purchases"."start_date")
);
--> statement-breakpoint
CREATE TABLE "in_office_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"monthly_price_cents" integer NOT NULL,
	"term_months" integer DEFAULT 12 NOT NULL,
	"includes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "in_office_plans_prices" CHECK ("in_office_plans"."price_cents" >= 0 and "in_office_plans"."monthly_price_cents" >= 0 and "in_office_plans"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "instalment_status" DEFAULT 'Scheduled' NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_id" integer,
	CONSTRAINT "instalments_amount_positive" CHECK ("instalments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "payment_status" NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"card_brand" text,
	"card_last4" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_last4_digits" CHECK ("payments"."card_last4" is null or "payments"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "purchase_covered_patients" (
	"purchase_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	CONSTRAINT "purchase_covered_patients_purchase_id_patient_id_pk" PRIMARY KEY("purchase_id","patient_id")
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_schedules" ADD CONSTRAINT "fee_schedules_procedure_code_procedures_code_fk" FOREIGN KEY ("procedure_code") REFERENCES "public"."procedures"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dentists" ADD CONSTRAINT "dentists_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_fees" ADD CONSTRAINT "practice_fees_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_fees" ADD CONSTRAINT "practice_fees_procedure_code_procedures_code_fk" FOREIGN KEY ("procedure_code") REFERENCES "public"."procedures"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_locations" ADD CONSTRAINT "practice_locations_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_users" ADD CONSTRAINT "practice_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_users" ADD CONSTRAINT "practice_users_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_users" ADD CONSTRAINT "employer_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_users" ADD CONSTRAINT "employer_users_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_lines" ADD CONSTRAINT "appointment_lines_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_lines" ADD CONSTRAINT "appointment_lines_procedure_code_procedures_code_fk" FOREIGN KEY ("procedure_code") REFERENCES "public"."procedures"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_location_id_practice_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."practice_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD CONSTRAINT "estimate_lines_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD CONSTRAINT "estimate_lines_procedure_code_procedures_code_fk" FOREIGN KEY ("procedure_code") REFERENCES "public"."procedures"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_office_plan_purchases" ADD CONSTRAINT "in_office_plan_purchases_plan_id_in_office_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."in_office_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_office_plan_purchases" ADD CONSTRAINT "in_office_plan_purchases_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_office_plan_purchases" ADD CONSTRAINT "in_office_plan_purchases_purchaser_patient_id_patients_id_fk" FOREIGN KEY ("purchaser_patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_office_plans" ADD CONSTRAINT "in_office_plans_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_purchase_id_in_office_plan_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."in_office_plan_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purchase_id_in_office_plan_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."in_office_plan_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_covered_patients" ADD CONSTRAINT "purchase_covered_patients_purchase_id_in_office_plan_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."in_office_plan_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_covered_patients" ADD CONSTRAINT "purchase_covered_patients_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_type_email_key" ON "users" USING btree ("account_type",lower("email"));--> statement-breakpoint
CREATE INDEX "dentists_practice_idx" ON "dentists" USING btree ("practice_id");--> statement-breakpoint
CREATE INDEX "practice_locations_practice_idx" ON "practice_locations" USING btree ("practice_id");--> statement-breakpoint
CREATE INDEX "practice_locations_earth_idx" ON "practice_locations" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "practice_locations_zip_idx" ON "practice_locations" USING btree ("zip");--> statement-breakpoint
CREATE INDEX "practice_users_practice_idx" ON "practice_users" USING btree ("practice_id");--> statement-breakpoint
CREATE INDEX "practices_name_trgm_idx" ON "practices" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employer_users_employer_idx" ON "employer_users" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "benefits_patient_idx" ON "benefits" USING btree ("patient_id","start_date");--> statement-breakpoint
CREATE INDEX "households_employer_idx" ON "households" USING btree ("employer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_member_id_key" ON "patients" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_user_id_key" ON "patients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "patients_household_idx" ON "patients" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "appointment_lines_appointment_idx" ON "appointment_lines" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_household_date_idx" ON "appointments" USING btree ("household_id","appointment_date");--> statement-breakpoint
CREATE INDEX "appointments_patient_date_idx" ON "appointments" USING btree ("patient_id","appointment_date");--> statement-breakpoint
CREATE INDEX "appointments_practice_date_idx" ON "appointments" USING btree ("practice_id","appointment_date");--> statement-breakpoint
CREATE INDEX "estimate_lines_estimate_idx" ON "estimate_lines" USING btree ("estimate_id");--> statement-breakpoint
CREATE INDEX "estimates_household_date_idx" ON "estimates" USING btree ("household_id","estimate_date");--> statement-breakpoint
CREATE INDEX "reimbursements_household_date_idx" ON "reimbursements" USING btree ("household_id","service_date");--> statement-breakpoint
CREATE UNIQUE INDEX "in_office_plan_purchases_idempotency_key" ON "in_office_plan_purchases" USING btree ("household_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "in_office_plan_purchases_household_idx" ON "in_office_plan_purchases" USING btree ("household_id","end_date");--> statement-breakpoint
CREATE INDEX "in_office_plans_practice_idx" ON "in_office_plans" USING btree ("practice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "instalments_purchase_sequence_key" ON "instalments" USING btree ("purchase_id","sequence");--> statement-breakpoint
CREATE INDEX "instalments_due_idx" ON "instalments" USING btree ("status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_purchase_idx" ON "payments" USING btree ("purchase_id");