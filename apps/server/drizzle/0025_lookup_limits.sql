ALTER TABLE "eligibility_lookup_throttle" ADD COLUMN "practice_id" integer;--> statement-breakpoint
ALTER TABLE "eligibility_lookup_throttle" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "eligibility_lookup_throttle" ADD CONSTRAINT "eligibility_lookup_throttle_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eligibility_lookup_throttle_practice_at_idx" ON "eligibility_lookup_throttle" USING btree ("practice_id","at");--> statement-breakpoint
CREATE INDEX "eligibility_lookup_throttle_ip_at_idx" ON "eligibility_lookup_throttle" USING btree ("ip","at");