-- Decision 0023: the guards' roles as enums built from the domain constants; staff users get their role.
CREATE TYPE "public"."employer_role" AS ENUM('company_admin');--> statement-breakpoint
CREATE TYPE "public"."practice_role" AS ENUM('owner', 'front_desk');--> statement-breakpoint
CREATE TYPE "public"."staff_role" AS ENUM('support', 'operations', 'finance', 'super_admin');--> statement-breakpoint
CREATE TABLE "staff_users" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"role" "staff_role" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_users" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "practice_users" ALTER COLUMN "role" SET DATA TYPE "public"."practice_role" USING "role"::"public"."practice_role";--> statement-breakpoint
ALTER TABLE "practice_users" ALTER COLUMN "role" SET DEFAULT 'owner'::"public"."practice_role";--> statement-breakpoint
ALTER TABLE "employer_users" ADD COLUMN "role" "employer_role" DEFAULT 'company_admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;