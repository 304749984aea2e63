CREATE TABLE "map_position_days" (
	"ship_id" uuid NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"buckets" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"extra_gaps" jsonb,
	CONSTRAINT "map_position_days_ship_id_day_pk" PRIMARY KEY("ship_id","day")
);
