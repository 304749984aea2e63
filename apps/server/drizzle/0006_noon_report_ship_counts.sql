CREATE TABLE "noon_report_ship_counts" (
	"ship_id" uuid PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "noon_report_ship_counts" ADD CONSTRAINT "noon_report_ship_counts_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;