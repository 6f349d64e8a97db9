-- The practice's network on each of its locations (dentist search filters by it from the location row).
-- Filled from practices for existing rows, then kept equal by triggers whoever writes either table.
ALTER TABLE "practice_locations" ADD COLUMN "network" "practice_network";--> statement-breakpoint
UPDATE "practice_locations" l SET "network" = p."network" FROM "practices" p WHERE p."id" = l."practice_id";--> statement-breakpoint
ALTER TABLE "practice_locations" ALTER COLUMN "network" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION "practice_network_to_locations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "practice_locations" SET "network" = NEW."network" WHERE "practice_id" = NEW."id" AND "network" IS DISTINCT FROM NEW."network";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "practices_network_to_locations" AFTER UPDATE OF "network" ON "practices"
  FOR EACH ROW EXECUTE FUNCTION "practice_network_to_locations"();--> statement-breakpoint
CREATE FUNCTION "location_network_from_practice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "network" INTO NEW."network" FROM "practices" WHERE "id" = NEW."practice_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "practice_locations_network_from_practice" BEFORE INSERT OR UPDATE OF "practice_id", "network" ON "practice_locations"
  FOR EACH ROW EXECUTE FUNCTION "location_network_from_practice"();
