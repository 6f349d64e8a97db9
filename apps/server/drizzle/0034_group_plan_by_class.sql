CREATE TABLE "employee_class_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"effective_date" date NOT NULL,
	"class_before" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_class_changes_first_of_month" CHECK (extract(day from "employee_class_changes"."effective_date") = 1)
);
--> statement-breakpoint
ALTER TABLE "employee_class_changes" ADD CONSTRAINT "employee_class_changes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_class_changes_key" ON "employee_class_changes" USING btree ("employee_id","effective_date");--> statement-breakpoint
CREATE INDEX "employees_household_idx" ON "employees" USING btree ("household_id","employer_id");