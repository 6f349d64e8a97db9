CREATE TABLE "offline_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"charge_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_card_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"charge_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"gateway_refund_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_card_refunds_amount" CHECK ("visit_card_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "visit_card_refunds" ADD CONSTRAINT "visit_card_refunds_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_card_refunds" ADD CONSTRAINT "visit_card_refunds_charge_id_visit_card_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."visit_card_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_card_refunds_charge_key" ON "visit_card_refunds" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "visit_card_refunds_appointment_idx" ON "visit_card_refunds" USING btree ("appointment_id");