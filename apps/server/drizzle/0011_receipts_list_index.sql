-- Issue 5: the receipts list sums a household's visits (2,000 for the largest) and shows its 20 newest. With
-- the id in the key and the list's columns carried (INCLUDE), both are read from this index alone: the sums
-- in one pass over the household's entries, the newest rows from its end in the list's order (no sort).
DROP INDEX "appointments_household_date_idx";--> statement-breakpoint
CREATE INDEX "appointments_household_date_idx" ON "appointments" USING btree ("household_id","appointment_date","id")
  INCLUDE ("patient_id", "practice_id", "payment_date", "status", "billed_cents", "plan_cents", "member_cents");
