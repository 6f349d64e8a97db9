CREATE TABLE "visit_card_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"household_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"gateway_key" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"payment_method_id" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"appointment_payment_id" integer,
	"charged_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_card_charges_amount" CHECK ("visit_card_charges"."amount_cents" > 0),
	CONSTRAINT "visit_card_charges_status" CHECK ("visit_card_charges"."status" in ('succeeded', 'failed')),
	CONSTRAINT "visit_card_charges_outcome" CHECK (("visit_card_charges"."status" = 'failed') = ("visit_card_charges"."failure_message" is not null) and ("visit_card_charges"."status" = 'succeeded') = ("visit_card_charges"."appointment_payment_id" is not null)),
	CONSTRAINT "visit_card_charges_last4" CHECK ("visit_card_charges"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "visit_card_charges" ADD CONSTRAINT "visit_card_charges_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_card_charges" ADD CONSTRAINT "visit_card_charges_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_card_charges" ADD CONSTRAINT "visit_card_charges_appointment_payment_id_appointment_payments_id_fk" FOREIGN KEY ("appointment_payment_id") REFERENCES "public"."appointment_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_card_charges" ADD CONSTRAINT "visit_card_charges_charged_by_user_id_users_id_fk" FOREIGN KEY ("charged_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_card_charges_request_key" ON "visit_card_charges" USING btree ("appointment_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_card_charges_gateway_key" ON "visit_card_charges" USING btree ("gateway_key");--> statement-breakpoint
CREATE INDEX "visit_card_charges_household_idx" ON "visit_card_charges" USING btree ("household_id");