CREATE TABLE "shared_file_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"ship_id" uuid,
	"note" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_id" uuid,
	"revoked_by_name" text,
	"created_by_id" uuid NOT NULL,
	"created_by_name" text NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"last_download_at" timestamp with time zone,
	CONSTRAINT "shared_file_links_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "shared_file_links_expiry_check" CHECK ("shared_file_links"."expires_at" > "shared_file_links"."created_at" AND "shared_file_links"."expires_at" <= "shared_file_links"."created_at" + interval '30 days 1 minute')
);
--> statement-breakpoint
ALTER TABLE "shared_file_links" ADD CONSTRAINT "shared_file_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_file_links_creator_idx" ON "shared_file_links" USING btree ("created_by_id","created_at" DESC NULLS LAST);