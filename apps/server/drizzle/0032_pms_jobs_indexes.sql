DROP INDEX "pms_jobs_due_idx";--> statement-breakpoint
CREATE INDEX "pms_jobs_due_idx" ON "pms_jobs" USING btree ("due_on","id","ship_id") WHERE "pms_jobs"."ship_id" IS NOT NULL;