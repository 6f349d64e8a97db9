-- Decision 0035: migration 0023's statement trigger changed a visit's day row inside the statement that wrote the
-- visit, so two visits saved at once for the same practice, day, dentist and location waited for each other on
-- that row from the insert to the commit (the bench, saving hundreds a second into one day: p99 220 ms). The day
-- rows are now changed at the commit, by row triggers deferred to it, and the row's lock is held only while the
-- transaction commits. Each event applies its own row's old values (taken away) and new values (added), so a
-- visit written several times in one transaction (inserted, then its sums written by migration 0009's trigger on
-- its lines) still nets out. The columns and their meaning are migration 0023's, and its rows stay as they are.
DROP TRIGGER "appointments_visit_days_insert" ON "appointments";--> statement-breakpoint
DROP TRIGGER "appointments_visit_days_update" ON "appointments";--> statement-breakpoint
DROP TRIGGER "appointments_visit_days_delete" ON "appointments";--> statement-breakpoint
DROP FUNCTION "practice_visit_days_from_appointments"();--> statement-breakpoint
DROP FUNCTION "practice_visit_days_upsert"(text);--> statement-breakpoint
-- One appointment row's change: its old values taken away and its new ones added (OLD is null for an insert, NEW
-- for a delete), once by appointment date and once by payment date when it has one; a key whose changes cancel
-- out is left untouched. Static SQL, planned once per session. The keys are written in their order, so two
-- commits that change the same rows lock them in the same order.
CREATE FUNCTION "practice_visit_days_from_appointment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "practice_visit_days" AS d ("practice_id", "date_type", "day", "dentist_id", "location_id", "visits",
      "counted", "billed_cents", "plan_cents", "member_cents")
    SELECT c."practice_id", t."date_type", t."day", c."dentist_id", c."location_id", sum(c."sign"),
        sum(c."sign" * c."counted"), sum(c."sign" * c."counted" * c."billed_cents"),
        sum(c."sign" * c."counted" * c."plan_cents"), sum(c."sign" * c."counted" * c."member_cents")
      FROM (VALUES
          (-1, OLD."practice_id", coalesce(OLD."dentist_id", 0), coalesce(OLD."location_id", 0), OLD."appointment_date",
            OLD."payment_date", CASE WHEN OLD."status" = 'voided' THEN 0 ELSE 1 END, OLD."billed_cents"::bigint,
            OLD."plan_cents"::bigint, OLD."member_cents"::bigint),
          (1, NEW."practice_id", coalesce(NEW."dentist_id", 0), coalesce(NEW."location_id", 0), NEW."appointment_date",
            NEW."payment_date", CASE WHEN NEW."status" = 'voided' THEN 0 ELSE 1 END, NEW."billed_cents"::bigint,
            NEW."plan_cents"::bigint, NEW."member_cents"::bigint))
        AS c("sign", "practice_id", "dentist_id", "location_id", "appointment_date", "payment_date", "counted",
          "billed_cents", "plan_cents", "member_cents")
      CROSS JOIN LATERAL (VALUES ('appointment_date', c."appointment_date"), ('payment_date', c."payment_date"))
        AS t("date_type", "day")
      WHERE c."practice_id" IS NOT NULL AND t."day" IS NOT NULL
      GROUP BY c."practice_id", t."date_type", t."day", c."dentist_id", c."location_id"
      HAVING sum(c."sign") <> 0 OR sum(c."sign" * c."counted") <> 0 OR sum(c."sign" * c."counted" * c."billed_cents") <> 0
        OR sum(c."sign" * c."counted" * c."plan_cents") <> 0 OR sum(c."sign" * c."counted" * c."member_cents") <> 0
      ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("practice_id", "date_type", "day", "dentist_id", "location_id") DO UPDATE SET
    "visits" = d."visits" + excluded."visits", "counted" = d."counted" + excluded."counted",
    "billed_cents" = d."billed_cents" + excluded."billed_cents", "plan_cents" = d."plan_cents" + excluded."plan_cents",
    "member_cents" = d."member_cents" + excluded."member_cents";
  RETURN NULL;
END $$;--> statement-breakpoint
-- Constraint triggers: the only triggers that can wait for the commit. An update that changes none of the columns
-- the day rows read queues no event (WHEN is checked as the row is written, not at the commit).
CREATE CONSTRAINT TRIGGER "appointments_visit_days" AFTER INSERT OR DELETE ON "appointments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "practice_visit_days_from_appointment"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "appointments_visit_days_update" AFTER UPDATE ON "appointments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."practice_id", OLD."dentist_id", OLD."location_id", OLD."appointment_date", OLD."payment_date",
      OLD."status" = 'voided', OLD."billed_cents", OLD."plan_cents", OLD."member_cents")
    IS DISTINCT FROM (NEW."practice_id", NEW."dentist_id", NEW."location_id", NEW."appointment_date", NEW."payment_date",
      NEW."status" = 'voided', NEW."billed_cents", NEW."plan_cents", NEW."member_cents"))
  EXECUTE FUNCTION "practice_visit_days_from_appointment"();--> statement-breakpoint
-- Every day row afresh from every appointment, in one statement: for a bulk load, which writes appointments with
-- these triggers disabled (a million row events at its commit would cost more, and its ALTER TABLEs on
-- appointments are refused while events are pending). Same sums as the triggers'.
CREATE FUNCTION "practice_visit_days_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "practice_visit_days";
  INSERT INTO "practice_visit_days" ("practice_id", "date_type", "day", "dentist_id", "location_id", "visits", "counted",
      "billed_cents", "plan_cents", "member_cents")
    SELECT a."practice_id", t."date_type", t."day", coalesce(a."dentist_id", 0), coalesce(a."location_id", 0), count(*),
        count(*) FILTER (WHERE a."status" <> 'voided'),
        coalesce(sum(a."billed_cents"::bigint) FILTER (WHERE a."status" <> 'voided'), 0),
        coalesce(sum(a."plan_cents"::bigint) FILTER (WHERE a."status" <> 'voided'), 0),
        coalesce(sum(a."member_cents"::bigint) FILTER (WHERE a."status" <> 'voided'), 0)
      FROM "appointments" a
      CROSS JOIN LATERAL (VALUES ('appointment_date', a."appointment_date"), ('payment_date', a."payment_date"))
        AS t("date_type", "day")
      WHERE t."day" IS NOT NULL
      GROUP BY a."practice_id", t."date_type", t."day", coalesce(a."dentist_id", 0), coalesce(a."location_id", 0);
$$;
