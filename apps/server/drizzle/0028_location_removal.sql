ALTER TABLE "practice_locations" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
-- Issue 26 item 10: the searches read only locations not removed; the nearest-first walk stays an index-only
-- scan with the index partial on that (its INCLUDE as migration 0010 made it).
DROP INDEX "practice_locations_earth_idx";--> statement-breakpoint
CREATE INDEX "practice_locations_earth_idx" ON "practice_locations" USING gist (ll_to_earth("latitude", "longitude")) INCLUDE ("id", "practice_id", "latitude", "longitude", "network") WHERE "removed_at" IS NULL;
