CREATE TABLE "pms_job_due_notices" (
	"job_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_on" date NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pms_job_due_notices_pkey" PRIMARY KEY("job_id","kind","due_on"),
	CONSTRAINT "pms_job_due_notices_kind_check" CHECK ("pms_job_due_notices"."kind" IN ('due', 'overdue'))
);
--> statement-breakpoint
ALTER TABLE "pms_job_due_notices" ADD CONSTRAINT "pms_job_due_notices_job_id_pms_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."pms_jobs"("id") ON DELETE cascade ON UPDATE no action;