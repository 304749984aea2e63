CREATE TABLE "map_speed_days" (
	"ship_id" uuid NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "map_speed_days_ship_id_day_pk" PRIMARY KEY("ship_id","day")
);
