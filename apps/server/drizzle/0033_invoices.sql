-- Issue 27 item 6, decision 0061: a company's monthly invoices (one per company and month), their lines per employee,
-- every attempt to pay one by bank debit (the ledger) and the past-due reminders sent (one per invoice and step).
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"employee_name" text NOT NULL,
	"employee_class" text,
	"plan_name" text NOT NULL,
	"member_count" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "invoice_lines_amount" CHECK ("invoice_lines"."amount_cents" = "invoice_lines"."member_count" * "invoice_lines"."unit_price_cents")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"employer_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"gateway_key" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"paid_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount" CHECK ("invoice_payments"."amount_cents" > 0),
	CONSTRAINT "invoice_payments_status" CHECK ("invoice_payments"."status" in ('succeeded', 'processing', 'failed')),
	CONSTRAINT "invoice_payments_outcome" CHECK (("invoice_payments"."status" = 'failed') = ("invoice_payments"."failure_message" is not null))
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"invoice_id" integer NOT NULL,
	"step" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"month" text NOT NULL,
	"issued_on" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"total_cents" integer NOT NULL,
	"employee_count" integer NOT NULL,
	"member_count" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_month" CHECK ("invoices"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('open', 'paid', 'past_due')),
	CONSTRAINT "invoices_total" CHECK ("invoices"."total_cents" >= 0),
	CONSTRAINT "invoices_paid_at" CHECK (("invoices"."status" = 'paid') = ("invoices"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_paid_by_user_id_users_id_fk" FOREIGN KEY ("paid_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_employee_key" ON "invoice_lines" USING btree ("invoice_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_request_key" ON "invoice_payments" USING btree ("invoice_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_gateway_key" ON "invoice_payments" USING btree ("gateway_key");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_reminders_key" ON "invoice_reminders" USING btree ("invoice_id","step");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_employer_month_key" ON "invoices" USING btree ("employer_id","month");