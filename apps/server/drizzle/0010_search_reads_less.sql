-- Issue 6: the dentist search at 10 clients over 50,000 locations was bound by PostgreSQL's CPU. Two changes
-- let it read less per search (pgbench, the search statement, 10 clients: about 980 -> 1,900 -> 2,500 per second).
--
-- 1. Each practice carries its dentists' specialities, distinct and sorted, kept by a statement trigger on
--    dentists whoever writes them: the search lists them for each of its 20 locations, which was a subquery
--    over dentists per row.
ALTER TABLE "practices" ADD COLUMN "specialities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE FUNCTION "practice_specialities_of"("practice" integer) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT s ORDER BY s), '{}'::text[]) FROM "dentists" d, unnest(d."specialities") s WHERE d."practice_id" = "practice"
$$;--> statement-breakpoint
UPDATE "practices" SET "specialities" = "practice_specialities_of"("id");--> statement-breakpoint
CREATE FUNCTION "practice_specialities_from_dentists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "practices" p SET "specialities" = "practice_specialities_of"(p."id")
      WHERE p."id" IN (SELECT "practice_id" FROM "added_dentists");
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "practices" p SET "specialities" = "practice_specialities_of"(p."id")
      WHERE p."id" IN (SELECT "practice_id" FROM "removed_dentists");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "dentists_practice_specialities_insert" AFTER INSERT ON "dentists" REFERENCING NEW TABLE AS "added_dentists"
  FOR EACH STATEMENT EXECUTE FUNCTION "practice_specialities_from_dentists"();--> statement-breakpoint
CREATE TRIGGER "dentists_practice_specialities_update" AFTER UPDATE ON "dentists" REFERENCING OLD TABLE AS "removed_dentists" NEW TABLE AS "added_dentists"
  FOR EACH STATEMENT EXECUTE FUNCTION "practice_specialities_from_dentists"();--> statement-breakpoint
CREATE TRIGGER "dentists_practice_specialities_delete" AFTER DELETE ON "dentists" REFERENCING OLD TABLE AS "removed_dentists"
  FOR EACH STATEMENT EXECUTE FUNCTION "practice_specialities_from_dentists"();--> statement-breakpoint
-- 2. The nearest-first search and price check walk the earthdistance GiST index in distance order and, for each
--    location they pass, need only its id, practice, network (the member's network rule) and coordinates (the
--    exact distance). Carried in the index (INCLUDE), the walk is an index-only scan: no heap visit per location.
DROP INDEX "practice_locations_earth_idx";--> statement-breakpoint
CREATE INDEX "practice_locations_earth_idx" ON "practice_locations" USING gist (ll_to_earth("latitude", "longitude")) INCLUDE ("id", "practice_id", "latitude", "longitude", "network");
