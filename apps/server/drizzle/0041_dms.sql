CREATE TABLE "dms_dcrs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"document_id" uuid NOT NULL,
	"ship_id" uuid,
	"proposer_id" uuid,
	"reason" text NOT NULL,
	"proposed_text" text DEFAULT '' NOT NULL,
	"file_name" text,
	"content_type" text,
	"size" integer,
	"sha256" text,
	"storage_key" text,
	"state" text DEFAULT 'SUBMITTED' NOT NULL,
	"decision_reason" text,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"implemented_revision_id" uuid,
	CONSTRAINT "dms_dcrs_state_check" CHECK ("dms_dcrs"."state" IN ('SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'IMPLEMENTED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "dms_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"revision_id" uuid NOT NULL,
	"ship_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dms_acknowledgements_revision_ship_user_key" UNIQUE("revision_id","ship_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "dms_chapters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"parent_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dms_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"chapter_id" uuid NOT NULL,
	"owner_user_id" uuid,
	"all_ships" boolean DEFAULT true NOT NULL,
	"ship_ids" uuid[] DEFAULT '{}' NOT NULL,
	"ship_families" text[] DEFAULT '{}' NOT NULL,
	"ack_ranks" integer[] DEFAULT '{}' NOT NULL,
	"review_interval_months" integer DEFAULT 12 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "dms_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"document_id" uuid NOT NULL,
	"revision" text NOT NULL,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"effective_date" date,
	"review_due" date,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"change_note" text DEFAULT '' NOT NULL,
	"dcr_id" uuid,
	"doc_title" text DEFAULT '' NOT NULL,
	"extracted_text" text DEFAULT '' NOT NULL,
	"rejection_reason" text,
	"created_by_id" uuid,
	"approved_by_id" uuid,
	"approved_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "dms_revisions_document_revision_key" UNIQUE("document_id","revision"),
	CONSTRAINT "dms_revisions_state_check" CHECK ("dms_revisions"."state" IN ('DRAFT', 'IN_REVIEW', 'APPROVED', 'EFFECTIVE', 'SUPERSEDED', 'OBSOLETE'))
);
--> statement-breakpoint
ALTER TABLE "dms_dcrs" ADD CONSTRAINT "dms_dcrs_document_id_dms_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."dms_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_dcrs" ADD CONSTRAINT "dms_dcrs_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_dcrs" ADD CONSTRAINT "dms_dcrs_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_dcrs" ADD CONSTRAINT "dms_dcrs_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_dcrs" ADD CONSTRAINT "dms_dcrs_implemented_revision_id_dms_revisions_id_fk" FOREIGN KEY ("implemented_revision_id") REFERENCES "public"."dms_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_acknowledgements" ADD CONSTRAINT "dms_acknowledgements_revision_id_dms_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."dms_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_acknowledgements" ADD CONSTRAINT "dms_acknowledgements_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_acknowledgements" ADD CONSTRAINT "dms_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_chapters" ADD CONSTRAINT "dms_chapters_parent_id_dms_chapters_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dms_chapters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_documents" ADD CONSTRAINT "dms_documents_chapter_id_dms_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."dms_chapters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_documents" ADD CONSTRAINT "dms_documents_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_documents" ADD CONSTRAINT "dms_documents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_revisions" ADD CONSTRAINT "dms_revisions_document_id_dms_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."dms_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_revisions" ADD CONSTRAINT "dms_revisions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_revisions" ADD CONSTRAINT "dms_revisions_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dms_dcrs_number_key" ON "dms_dcrs" USING btree ("number");--> statement-breakpoint
CREATE INDEX "dms_dcrs_document_idx" ON "dms_dcrs" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "dms_dcrs_state_idx" ON "dms_dcrs" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "dms_acknowledgements_user_idx" ON "dms_acknowledgements" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dms_chapters_number_key" ON "dms_chapters" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "dms_documents_number_key" ON "dms_documents" USING btree ("number");--> statement-breakpoint
CREATE INDEX "dms_documents_chapter_idx" ON "dms_documents" USING btree ("chapter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dms_revisions_one_effective_idx" ON "dms_revisions" USING btree ("document_id") WHERE "dms_revisions"."state" = 'EFFECTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "dms_revisions_one_open_idx" ON "dms_revisions" USING btree ("document_id") WHERE "dms_revisions"."state" IN ('DRAFT', 'IN_REVIEW', 'APPROVED');--> statement-breakpoint
CREATE INDEX "dms_revisions_state_idx" ON "dms_revisions" USING btree ("state","document_id");