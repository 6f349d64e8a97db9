-- Each appointment carries the sums of its lines (billed fee, plan share, member share): the receipts list
-- totals a household's 2,000 visits without reading their 6,000 lines. Filled here for existing rows, then kept
-- by a statement trigger on appointment_lines whoever writes lines (visit recording, the demo generator).
ALTER TABLE "appointments" ADD COLUMN "billed_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "plan_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "member_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "appointments" a SET "billed_cents" = l."billed", "plan_cents" = l."plan", "member_cents" = l."member"
  FROM (SELECT "appointment_id", sum("billed_cents")::int AS "billed", sum("plan_cents")::int AS "plan", sum("member_cents")::int AS "member"
    FROM "appointment_lines" GROUP BY "appointment_id") l
  WHERE a."id" = l."appointment_id";--> statement-breakpoint
-- One UPDATE per statement on the lines (a batch of thousands included): added lines add to their
-- appointment's totals, removed lines take away, an updated line does both.
CREATE FUNCTION "appointment_totals_from_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "appointments" a SET "billed_cents" = a."billed_cents" + l."billed", "plan_cents" = a."plan_cents" + l."plan",
        "member_cents" = a."member_cents" + l."member"
      FROM (SELECT "appointment_id", sum("billed_cents")::int AS "billed", sum("plan_cents")::int AS "plan", sum("member_cents")::int AS "member"
        FROM "added_lines" GROUP BY "appointment_id") l
      WHERE a."id" = l."appointment_id";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "appointments" a SET "billed_cents" = a."billed_cents" - l."billed", "plan_cents" = a."plan_cents" - l."plan",
        "member_cents" = a."member_cents" - l."member"
      FROM (SELECT "appointment_id", sum("billed_cents")::int AS "billed", sum("plan_cents")::int AS "plan", sum("member_cents")::int AS "member"
        FROM "removed_lines" GROUP BY "appointment_id") l
      WHERE a."id" = l."appointment_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "appointment_lines_totals_insert" AFTER INSERT ON "appointment_lines" REFERENCING NEW TABLE AS "added_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "appointment_totals_from_lines"();--> statement-breakpoint
CREATE TRIGGER "appointment_lines_totals_update" AFTER UPDATE ON "appointment_lines" REFERENCING OLD TABLE AS "removed_lines" NEW TABLE AS "added_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "appointment_totals_from_lines"();--> statement-breakpoint
CREATE TRIGGER "appointment_lines_totals_delete" AFTER DELETE ON "appointment_lines" REFERENCING OLD TABLE AS "removed_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "appointment_totals_from_lines"();--> statement-breakpoint
-- One patient's accumulators (the benefit) sum the patient's reimbursements of a year; an in-office member's
-- plan name (benefit, family list) is found by patient.
CREATE INDEX "reimbursements_patient_date_idx" ON "reimbursements" USING btree ("patient_id","service_date");--> statement-breakpoint
CREATE INDEX "purchase_covered_patients_patient_idx" ON "purchase_covered_patients" USING btree ("patient_id");
