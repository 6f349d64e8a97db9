ALTER TABLE "in_office_plans" ADD COLUMN "eligible_min_age" integer;--> statement-breakpoint
ALTER TABLE "in_office_plans" ADD COLUMN "eligible_under_age" integer;--> statement-breakpoint
ALTER TABLE "in_office_plans" ADD CONSTRAINT "in_office_plans_ages" CHECK (("in_office_plans"."eligible_min_age" is null or "in_office_plans"."eligible_min_age" >= 0) and ("in_office_plans"."eligible_under_age" is null or "in_office_plans"."eligible_under_age" > coalesce("in_office_plans"."eligible_min_age", 0)));--> statement-breakpoint
UPDATE "in_office_plans" SET "eligible_under_age" = 14 WHERE "name" = 'Child Membership';--> statement-breakpoint
UPDATE "in_office_plans" SET "eligible_min_age" = 14 WHERE "name" = 'Adult Membership';
