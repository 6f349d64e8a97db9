ALTER TABLE "appointment_lines" ADD COLUMN "surfaces" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "recorded_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "voided_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_voided_by_user_id_users_id_fk" FOREIGN KEY ("voided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_practice_idempotency_key" ON "appointments" USING btree ("practice_id","idempotency_key");