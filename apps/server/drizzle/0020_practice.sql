CREATE TABLE "practice_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"invited_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "practice_invites_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "practice_user_pins" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_locks" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"locked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dentists" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "practices" ADD COLUMN "npi" text;--> statement-breakpoint
ALTER TABLE "practices" ADD COLUMN "tax_id_type" "business_tax_id_type";--> statement-breakpoint
ALTER TABLE "practices" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "practices" ADD COLUMN "address_line_1" text;--> statement-breakpoint
ALTER TABLE "practices" ADD COLUMN "address_line_2" text;--> statement-breakpoint
ALTER TABLE "practices" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "practices" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "practices" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "practice_invites" ADD CONSTRAINT "practice_invites_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_invites" ADD CONSTRAINT "practice_invites_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_user_pins" ADD CONSTRAINT "practice_user_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_locks" ADD CONSTRAINT "session_locks_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_invites_practice_idx" ON "practice_invites" USING btree ("practice_id");--> statement-breakpoint
-- hand-written
-- Issue 16 item 2 (decision 0029): a deactivated dentist (removed while visits name them) no longer gives the
-- practice a speciality; the statement trigger of migration 0010 recomputes on the UPDATE that deactivates.
CREATE OR REPLACE FUNCTION "practice_specialities_of"("practice" integer) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT s ORDER BY s), '{}'::text[]) FROM "dentists" d, unnest(d."specialities") s
    WHERE d."practice_id" = "practice" AND d."active"
$$;
