-- Decision 0035: the visits report of a practice with 20,000 visits a year read them all for its totals (31 ms
-- a page). A practice's visits are now summed per day, dentist and location, once by appointment date and once
-- by payment date, kept by a statement trigger on appointments whoever writes them (a recorded visit, its
-- lines' sums by migration 0009's trigger, a void, a payment, the demo generator). The report's totals read
-- these rows from their key alone (INCLUDE the sums); its page reads the ids in order from the practice's date
-- indexes alone (INCLUDE the filters).
CREATE TABLE "practice_visit_days" (
	"practice_id" integer NOT NULL,
	"date_type" text NOT NULL,
	"day" date NOT NULL,
	"dentist_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"visits" integer NOT NULL,
	"counted" integer NOT NULL,
	"billed_cents" bigint NOT NULL,
	"plan_cents" bigint NOT NULL,
	"member_cents" bigint NOT NULL,
	CONSTRAINT "practice_visit_days_practice_id_date_type_day_dentist_id_location_id_pk" PRIMARY KEY("practice_id","date_type","day","dentist_id","location_id")
	  INCLUDE ("visits", "counted", "billed_cents", "plan_cents", "member_cents"),
	CONSTRAINT "practice_visit_days_date_type" CHECK ("practice_visit_days"."date_type" in ('appointment_date', 'payment_date'))
);
--> statement-breakpoint
DROP INDEX "appointments_practice_date_idx";--> statement-breakpoint
DROP INDEX "appointments_practice_payment_date_idx";--> statement-breakpoint
CREATE INDEX "appointments_practice_payment_date_idx" ON "appointments" USING btree ("practice_id","payment_date","id")
  INCLUDE ("dentist_id", "location_id") WHERE "payment_date" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_practice_date_idx" ON "appointments" USING btree ("practice_id","appointment_date","id")
  INCLUDE ("dentist_id", "location_id");--> statement-breakpoint
-- The statement that adds a set of appointment rows (`source`: their columns and a sign, 1 added, -1 taken
-- away) to the day rows: one row per practice, date type, day, dentist and location (a key once per statement,
-- as ON CONFLICT requires), untouched when the changes cancel out (a visit's row rewritten as it was).
CREATE FUNCTION "practice_visit_days_upsert"("source" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
  INSERT INTO "practice_visit_days" AS d ("practice_id", "date_type", "day", "dentist_id", "location_id", "visits",
      "counted", "billed_cents", "plan_cents", "member_cents")
    SELECT c."practice_id", t."date_type", t."day", coalesce(c."dentist_id", 0), coalesce(c."location_id", 0),
        sum(c."sign"), sum(c."sign" * c."counted"), sum(c."sign" * c."counted" * c."billed_cents"),
        sum(c."sign" * c."counted" * c."plan_cents"), sum(c."sign" * c."counted" * c."member_cents")
      FROM (SELECT s."sign", s."practice_id", s."dentist_id", s."location_id", s."appointment_date", s."payment_date",
              CASE WHEN s."status" = 'voided' THEN 0 ELSE 1 END AS "counted", s."billed_cents"::bigint AS "billed_cents",
              s."plan_cents"::bigint AS "plan_cents", s."member_cents"::bigint AS "member_cents"
            FROM (%s) s) c
      CROSS JOIN LATERAL (VALUES ('appointment_date', c."appointment_date"), ('payment_date', c."payment_date"))
        AS t("date_type", "day")
      WHERE t."day" IS NOT NULL
      GROUP BY c."practice_id", t."date_type", t."day", coalesce(c."dentist_id", 0), coalesce(c."location_id", 0)
      HAVING sum(c."sign") <> 0 OR sum(c."sign" * c."counted") <> 0 OR sum(c."sign" * c."counted" * c."billed_cents") <> 0
        OR sum(c."sign" * c."counted" * c."plan_cents") <> 0 OR sum(c."sign" * c."counted" * c."member_cents") <> 0
  ON CONFLICT ("practice_id", "date_type", "day", "dentist_id", "location_id") DO UPDATE SET
    "visits" = d."visits" + excluded."visits", "counted" = d."counted" + excluded."counted",
    "billed_cents" = d."billed_cents" + excluded."billed_cents", "plan_cents" = d."plan_cents" + excluded."plan_cents",
    "member_cents" = d."member_cents" + excluded."member_cents"
  $q$, "source")
$$;--> statement-breakpoint
-- Run with EXECUTE in the trigger's own function: the transition tables are visible there only.
CREATE FUNCTION "practice_visit_days_from_appointments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE "practice_visit_days_upsert"(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS "sign", * FROM "added_appointments"'
    WHEN 'DELETE' THEN 'SELECT -1 AS "sign", * FROM "removed_appointments"'
    ELSE 'SELECT 1 AS "sign", * FROM "added_appointments" UNION ALL SELECT -1, * FROM "removed_appointments"' END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "appointments_visit_days_insert" AFTER INSERT ON "appointments" REFERENCING NEW TABLE AS "added_appointments"
  FOR EACH STATEMENT EXECUTE FUNCTION "practice_visit_days_from_appointments"();--> statement-breakpoint
CREATE TRIGGER "appointments_visit_days_update" AFTER UPDATE ON "appointments" REFERENCING OLD TABLE AS "removed_appointments" NEW TABLE AS "added_appointments"
  FOR EACH STATEMENT EXECUTE FUNCTION "practice_visit_days_from_appointments"();--> statement-breakpoint
CREATE TRIGGER "appointments_visit_days_delete" AFTER DELETE ON "appointments" REFERENCING OLD TABLE AS "removed_appointments"
  FOR EACH STATEMENT EXECUTE FUNCTION "practice_visit_days_from_appointments"();--> statement-breakpoint
-- The visits already there.
DO $$ BEGIN EXECUTE "practice_visit_days_upsert"('SELECT 1 AS "sign", * FROM "appointments"'); END $$;
