CREATE TABLE "appointment_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	CONSTRAINT "appointment_payments_amount" CHECK ("appointment_payments"."amount_cents" > 0),
	CONSTRAINT "appointment_payments_method" CHECK (method in ('card', 'hsa_fsa_card', 'cash', 'check'))
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reimbursement_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"reimbursement_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reimbursement_documents_size" CHECK ("reimbursement_documents"."size_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reimbursements" ADD COLUMN "denial_reason" text;--> statement-breakpoint
ALTER TABLE "appointment_payments" ADD CONSTRAINT "appointment_payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursement_documents" ADD CONSTRAINT "reimbursement_documents_reimbursement_id_reimbursements_id_fk" FOREIGN KEY ("reimbursement_id") REFERENCES "public"."reimbursements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursement_documents" ADD CONSTRAINT "reimbursement_documents_file_id_document_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."document_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_payments_appointment_idx" ON "appointment_payments" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "reimbursement_documents_reimbursement_idx" ON "reimbursement_documents" USING btree ("reimbursement_id");--> statement-breakpoint
-- Hand-added: claims denied before this column existed get a reason, so the check below holds on existing data.
UPDATE "reimbursements" SET "denial_reason" = 'The claim was denied before denial reasons were recorded.' WHERE "status" = 'denied';--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_denial_reason" CHECK (("reimbursements"."status" = 'denied') = ("reimbursements"."denial_reason" is not null));