-- Issue 16 items 1, 3 and 6 (decisions 0027, 0030): the practice's patients (those it saw or checked), the
-- eligibility look-up throttle's counts, and the look-up by last name and date of birth from an index.
CREATE TABLE "eligibility_lookup_throttle" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_patients" (
	"practice_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_visit_date" date
);
--> statement-breakpoint
ALTER TABLE "eligibility_lookup_throttle" ADD CONSTRAINT "eligibility_lookup_throttle_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_patients" ADD CONSTRAINT "practice_patients_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_patients" ADD CONSTRAINT "practice_patients_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eligibility_lookup_throttle_user_at_idx" ON "eligibility_lookup_throttle" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_patients_practice_patient_key" ON "practice_patients" USING btree ("practice_id","patient_id");--> statement-breakpoint
CREATE INDEX "practice_patients_practice_checked_idx" ON "practice_patients" USING btree ("practice_id","last_checked_at");--> statement-breakpoint
CREATE INDEX "patients_last_name_dob_idx" ON "patients" USING btree (lower("last_name"),"date_of_birth");--> statement-breakpoint
-- hand-written
-- The visits report by payment date (by appointment date: appointments_practice_date_idx).
CREATE INDEX "appointments_practice_payment_date_idx" ON "appointments" USING btree ("practice_id","payment_date","id") WHERE "payment_date" IS NOT NULL;--> statement-breakpoint
-- Every practice's patients so far are those it saw: first seen at their first visit's writing, last visit
-- their latest (voided visits too: the practice saw the patient).
INSERT INTO "practice_patients" ("practice_id", "patient_id", "first_seen_at", "last_visit_date")
SELECT "practice_id", "patient_id", min("created_at"), max("appointment_date") FROM "appointments"
GROUP BY "practice_id", "patient_id"
ON CONFLICT ("practice_id", "patient_id") DO NOTHING;
