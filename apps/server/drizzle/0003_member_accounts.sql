CREATE TYPE "public"."member_code_purpose" AS ENUM('signup', 'verify_email', 'email_change');--> statement-breakpoint
CREATE TABLE "member_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" "member_code_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"new_email" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "member_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "member_mail_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"account_key" text NOT NULL,
	"ip" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "tax_id_last4" text;--> statement-breakpoint
ALTER TABLE "member_codes" ADD CONSTRAINT "member_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_codes_user_idx" ON "member_codes" USING btree ("user_id","purpose") WHERE "member_codes"."used_at" is null;--> statement-breakpoint
CREATE INDEX "member_mail_requests_account_idx" ON "member_mail_requests" USING btree ("account_key","at");--> statement-breakpoint
CREATE INDEX "member_mail_requests_ip_idx" ON "member_mail_requests" USING btree ("ip","at");--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_tax_id_last4_digits" CHECK ("patients"."tax_id_last4" is null or "patients"."tax_id_last4" ~ '^[0-9]{4}$');--> statement-breakpoint
-- Existing patients with a tax id on file: only the last 4 digits are kept. Data loaded before this column
-- existed had no tax ids; it gets a deterministic stand-in (the last 4 digits of the member id) so sign-up
-- can be tried with it. New patients get theirs at enrolment.
UPDATE "patients" SET "tax_id_last4" = right("member_id", 4) WHERE "tax_id_type" <> 'none' AND "tax_id_last4" IS NULL;
