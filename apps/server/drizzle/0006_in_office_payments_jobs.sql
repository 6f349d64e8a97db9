CREATE TYPE "public"."payment_kind" AS ENUM('purchase', 'instalment', 'payoff', 'renewal');--> statement-breakpoint
CREATE TABLE "offline_card_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"household_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"customer_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_payment_methods_last4" CHECK ("saved_payment_methods"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "saved_payment_methods_exp" CHECK ("saved_payment_methods"."exp_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'dead'))
);
--> statement-breakpoint
ALTER TABLE "in_office_plan_purchases" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "in_office_plan_purchases" ADD COLUMN "renewed_from_id" integer;--> statement-breakpoint
ALTER TABLE "instalments" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "instalments" ADD COLUMN "charge_on" date;--> statement-breakpoint
ALTER TABLE "instalments" ADD COLUMN "failure_message" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" "payment_kind" DEFAULT 'instalment' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_message" text;--> statement-breakpoint
ALTER TABLE "offline_card_tokens" ADD CONSTRAINT "offline_card_tokens_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_payment_methods" ADD CONSTRAINT "saved_payment_methods_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_household_gateway_key" ON "payment_customers" USING btree ("household_id","gateway");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_payment_methods_method_key" ON "saved_payment_methods" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "saved_payment_methods_household_idx" ON "saved_payment_methods" USING btree ("household_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
ALTER TABLE "in_office_plan_purchases" ADD CONSTRAINT "in_office_plan_purchases_renewed_from_id_in_office_plan_purchases_id_fk" FOREIGN KEY ("renewed_from_id") REFERENCES "public"."in_office_plan_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "in_office_plan_purchases_renewed_from_key" ON "in_office_plan_purchases" USING btree ("renewed_from_id");--> statement-breakpoint
CREATE INDEX "instalments_charge_on_idx" ON "instalments" USING btree ("charge_on") WHERE "instalments"."charge_on" is not null;