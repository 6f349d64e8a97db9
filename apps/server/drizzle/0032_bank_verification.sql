-- Issue 27 item 6, decision 0060: a company's or practice's bank verification: the account owner (only what is
-- needed, never a whole SSN), the accounts added (a gateway's references and the last 4, never a number), and the
-- offline gateway's own records of its accounts and the two micro-deposits it sent.
CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer,
	"practice_id" integer,
	"gateway" text NOT NULL,
	"payment_method_reference" text NOT NULL,
	"verification_reference" text NOT NULL,
	"customer_reference" text,
	"account_last4" text NOT NULL,
	"account_type" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "bank_accounts_one_holder" CHECK (("bank_accounts"."employer_id" is null) <> ("bank_accounts"."practice_id" is null)),
	CONSTRAINT "bank_accounts_state" CHECK ("bank_accounts"."state" in ('pending', 'verified', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "bank_owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer,
	"practice_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"address_line_1" text NOT NULL,
	"address_line_2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"ssn_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_owners_one_holder" CHECK (("bank_owners"."employer_id" is null) <> ("bank_owners"."practice_id" is null))
);
--> statement-breakpoint
CREATE TABLE "offline_bank_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"account_last4" text NOT NULL,
	"first_deposit_cents" integer NOT NULL,
	"second_deposit_cents" integer NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_bank_accounts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_owners" ADD CONSTRAINT "bank_owners_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_owners" ADD CONSTRAINT "bank_owners_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_key" ON "bank_accounts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_current_employer_key" ON "bank_accounts" USING btree ("employer_id") WHERE "bank_accounts"."state" <> 'removed' and "bank_accounts"."employer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_current_practice_key" ON "bank_accounts" USING btree ("practice_id") WHERE "bank_accounts"."state" <> 'removed' and "bank_accounts"."practice_id" is not null;--> statement-breakpoint
CREATE INDEX "bank_accounts_payment_method_idx" ON "bank_accounts" USING btree ("payment_method_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_owners_employer_key" ON "bank_owners" USING btree ("employer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_owners_practice_key" ON "bank_owners" USING btree ("practice_id");