-- Issue 27 item 5, decision 0057: the 999 acknowledgement of each 834 file an EDI company applied, as sent back,
-- numbered per company (control_number, the 999's ISA13 and GS06), with the file's SHA-256 to know a file sent again.
CREATE TABLE "edi_acknowledgements" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"control_number" integer NOT NULL,
	"file_digest" text NOT NULL,
	"applied" boolean NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "edi_acknowledgements" ADD CONSTRAINT "edi_acknowledgements_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "edi_acknowledgements_control_key" ON "edi_acknowledgements" USING btree ("employer_id","control_number");--> statement-breakpoint
CREATE INDEX "edi_acknowledgements_digest_idx" ON "edi_acknowledgements" USING btree ("employer_id","file_digest");
