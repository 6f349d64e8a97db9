ALTER TABLE "employees" ADD COLUMN "sort_last" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "sort_first" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "tax_last4" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "cover_start" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "cover_end" date;--> statement-breakpoint
CREATE INDEX "employees_list_idx" ON "employees" USING btree ("employer_id","sort_last","sort_first","id");--> statement-breakpoint
-- Decision 0066: the HR admin's employees list of a 10,000-employee company reads one table in index order. An
-- employee row keeps its patient's names lowercased and tax id's last 4 (the list's order and its search) and the
-- dates of its newest benefit from its employer (the list's status), kept here by triggers so that every writer
-- (enrolment, the census, 834 files, a member's own edits, the seed) keeps them without knowing of them.
CREATE FUNCTION "employees_list_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(p."last_name"), lower(p."first_name"),
      lower(p."first_name" || ' ' || coalesce(p."middle_name" || ' ', '') || p."last_name") || E'\n' ||
        lower(p."first_name" || ' ' || p."last_name"),
      p."tax_id_last4"
    INTO NEW."sort_last", NEW."sort_first", NEW."search_name", NEW."tax_last4"
    FROM "patients" p WHERE p."id" = NEW."patient_id";
  SELECT b."start_date", b."end_date" INTO NEW."cover_start", NEW."cover_end"
    FROM "benefits" b WHERE b."patient_id" = NEW."patient_id" AND b."employer_id" = NEW."employer_id"
    ORDER BY b."start_date" DESC, b."id" DESC LIMIT 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "employees_list_fields" BEFORE INSERT OR UPDATE OF "patient_id", "employer_id" ON "employees"
  FOR EACH ROW EXECUTE FUNCTION "employees_list_fields"();--> statement-breakpoint
-- A patient's new name or tax id reaches their employee row (touching the row runs the trigger above).
CREATE FUNCTION "employees_names_from_patient"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "employees" SET "patient_id" = "patient_id" WHERE "patient_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "patients_employee_names" AFTER UPDATE OF "first_name", "middle_name", "last_name", "tax_id_last4"
  ON "patients" FOR EACH ROW
  WHEN ((OLD."first_name", OLD."middle_name", OLD."last_name", OLD."tax_id_last4")
    IS DISTINCT FROM (NEW."first_name", NEW."middle_name", NEW."last_name", NEW."tax_id_last4"))
  EXECUTE FUNCTION "employees_names_from_patient"();--> statement-breakpoint
-- A benefit from an employer written, changed or removed: its employee's cover dates read again.
CREATE FUNCTION "employees_cover_from_benefits"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."employer_id" IS NOT NULL THEN
    UPDATE "employees" SET "patient_id" = "patient_id"
      WHERE "patient_id" = OLD."patient_id" AND "employer_id" = OLD."employer_id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."employer_id" IS NOT NULL AND (TG_OP = 'INSERT'
      OR (NEW."patient_id", NEW."employer_id") IS DISTINCT FROM (OLD."patient_id", OLD."employer_id")) THEN
    UPDATE "employees" SET "patient_id" = "patient_id"
      WHERE "patient_id" = NEW."patient_id" AND "employer_id" = NEW."employer_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "benefits_employee_cover_insert" AFTER INSERT ON "benefits"
  FOR EACH ROW WHEN (NEW."employer_id" IS NOT NULL) EXECUTE FUNCTION "employees_cover_from_benefits"();--> statement-breakpoint
CREATE TRIGGER "benefits_employee_cover_update" AFTER UPDATE ON "benefits"
  FOR EACH ROW WHEN ((OLD."employer_id" IS NOT NULL OR NEW."employer_id" IS NOT NULL)
    AND (OLD."patient_id", OLD."employer_id", OLD."start_date", OLD."end_date")
      IS DISTINCT FROM (NEW."patient_id", NEW."employer_id", NEW."start_date", NEW."end_date"))
  EXECUTE FUNCTION "employees_cover_from_benefits"();--> statement-breakpoint
CREATE TRIGGER "benefits_employee_cover_delete" AFTER DELETE ON "benefits"
  FOR EACH ROW WHEN (OLD."employer_id" IS NOT NULL) EXECUTE FUNCTION "employees_cover_from_benefits"();--> statement-breakpoint
-- The rows there are: every employee's fields read once.
UPDATE "employees" SET "patient_id" = "patient_id";
