-- Issue 15, items 1, 6 and 7. Sign-in attempts remember the known device they came from (decision 0011): a
-- device that signed in to the account before is throttled on its own, not with every stranger's guesses.
ALTER TABLE "sign_in_attempts" ADD COLUMN "device_id" text;--> statement-breakpoint
CREATE INDEX "sign_in_attempts_device_failures_idx" ON "sign_in_attempts" USING btree ("account_key","device_id","at") WHERE not "sign_in_attempts"."succeeded" and "sign_in_attempts"."device_id" is not null;--> statement-breakpoint
-- Wrong sign-up answers per member record (decision 0012): counted under the patient row's lock; at the limit
-- the record is locked for sign-up until the household or staff unlocks it.
CREATE TABLE "patient_signup_locks" (
	"patient_id" integer PRIMARY KEY NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone,
	"locked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "patient_signup_locks" ADD CONSTRAINT "patient_signup_locks_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Migration 0003 gave patients loaded without a tax id the last 4 digits of their member id as a stand-in: anyone
-- holding the ID card knows those, so they prove nothing. They become random digits: nobody knows them, so
-- these records can be claimed only after staff or the enrolment records the real tax id.
UPDATE "patients" SET "tax_id_last4" = lpad(floor(random() * 10000)::int::text, 4, '0') WHERE "tax_id_last4" = right("member_id", 4);
