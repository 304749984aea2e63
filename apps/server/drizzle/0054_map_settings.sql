CREATE TABLE "map_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"key" text DEFAULT 'company' NOT NULL,
	"tile_url_template" text DEFAULT '' NOT NULL,
	"tile_attribution" text DEFAULT '' NOT NULL,
	"updated_by_name" text,
	CONSTRAINT "map_settings_key_unique" UNIQUE("key")
);
