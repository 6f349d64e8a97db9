ALTER TABLE "estimate_lines" ADD COLUMN "surfaces" text;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "appointment_id" integer;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "voided_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_voided_by_user_id_users_id_fk" FOREIGN KEY ("voided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimates_practice_date_idx" ON "estimates" USING btree ("practice_id","estimate_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_practice_idempotency_key" ON "estimates" USING btree ("practice_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_status" CHECK (status in ('draft', 'sent', 'converted', 'voided'));--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_practice_expiry" CHECK ("estimates"."idempotency_key" is null or "estimates"."valid_until" is not null);--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_converted_visit" CHECK (("estimates"."status" = 'converted') = ("estimates"."appointment_id" is not null));--> statement-breakpoint
-- Hand-written (decision 0032): the estimates written before practices could make them were given to the
-- member (the demo generator's), so they count as sent, on the day they were written.
UPDATE "estimates" SET "status" = 'sent', "sent_at" = "created_at" WHERE "idempotency_key" IS NULL;
