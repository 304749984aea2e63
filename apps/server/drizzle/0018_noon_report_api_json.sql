-- Each noon report keeps its CO2 (computed by the domain when the fuel is written) and its whole API JSON
-- (kept by the row trigger below), so a page of the table reads one text column per report: PostgreSQL
-- no longer prints two dozen fields per row on every request, and Node neither computes the CO2 nor
-- writes the times of 50 rows per page. Only the duplicate/gap flags, which depend on the neighbours,
-- are added on read (by the domain, from the trigger-kept neighbour times).
--
-- The CO2 columns stay nullable for the rows written before this migration: the server fills them at
-- start-up, right after the migrations (fillMissingNoonReportCo2, with the domain's carbon factors). A
-- NOT VALID check refuses every new row and every update that leaves them empty, without checking the
-- old rows the backfill has not reached yet.
ALTER TABLE "noon_reports" ADD COLUMN "co2_tonnes" double precision;--> statement-breakpoint
ALTER TABLE "noon_reports" ADD COLUMN "co2_by_fuel" jsonb;--> statement-breakpoint
ALTER TABLE "noon_reports" ADD COLUMN "api_json" text;--> statement-breakpoint
ALTER TABLE "noon_reports" ADD CONSTRAINT "noon_reports_co2_written"
  CHECK (co2_tonnes IS NOT NULL AND co2_by_fuel IS NOT NULL) NOT VALID;--> statement-breakpoint
-- The rows the backfill still has to fill: all of them now, none once it has run.
CREATE INDEX "noon_reports_co2_missing_idx" ON "noon_reports" USING btree ("id") WHERE "noon_reports"."co2_tonnes" IS NULL;--> statement-breakpoint
-- An instant as JavaScript's toISOString writes it (UTC, milliseconds cut, not rounded).
CREATE OR REPLACE FUNCTION keel_iso_ms(t timestamptz) RETURNS text LANGUAGE sql STABLE STRICT AS $$
  SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
--> statement-breakpoint
-- NoonReportRow without its flags, field for field (an integration test compares every report with the
-- record path through the zod schema). Numbers print as PostgreSQL prints a float8 or an integer (the
-- shortest text that reads back exactly), texts go through to_json, the fuel maps are jsonb text.
CREATE OR REPLACE FUNCTION noon_report_api_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.co2_tonnes IS NULL OR NEW.co2_by_fuel IS NULL THEN
    NEW.api_json := NULL;
    RETURN NEW;
  END IF;
  NEW.api_json := '{"id":"' || NEW.id
    || '","shipId":"' || NEW.ship_id
    || '","reportTime":"' || keel_iso_ms(NEW.report_time)
    || '","utcOffsetMinutes":' || NEW.utc_offset_minutes
    || ',"voyage":' || coalesce(to_json(NEW.voyage)::text, 'null')
    || ',"lat":' || NEW.lat::text
    || ',"lon":' || NEW.lon::text
    || ',"distanceNm":' || NEW.distance_nm::text
    || ',"hoursSteaming":' || NEW.hours_steaming::text
    || ',"avgSpeedKn":' || NEW.avg_speed_kn::text
    || ',"meRpm":' || coalesce(NEW.me_rpm::text, 'null')
    || ',"mePowerKw":' || coalesce(NEW.me_power_kw::text, 'null')
    || ',"fuelConsumed":' || NEW.fuel_consumed::text
    || ',"rob":' || NEW.rob::text
    || ',"weather":{"windBeaufort":' || NEW.wind_beaufort
    || ',"windDirectionDeg":' || coalesce(NEW.wind_direction_deg::text, 'null')
    || ',"seaState":' || NEW.sea_state
    || '},"remarks":' || coalesce(to_json(NEW.remarks)::text, 'null')
    || ',"co2Tonnes":' || NEW.co2_tonnes::text
    || ',"co2ByFuel":' || NEW.co2_by_fuel::text
    || ',"createdAt":"' || keel_iso_ms(NEW.created_at)
    || '","updatedAt":"' || keel_iso_ms(NEW.updated_at)
    || '","version":' || NEW.version
    || '}';
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Every column the JSON shows; the neighbour refresh (prev/next report times only) does not fire it.
CREATE TRIGGER noon_reports_api_json BEFORE INSERT OR UPDATE OF id, ship_id, report_time, utc_offset_minutes,
  voyage, lat, lon, distance_nm, hours_steaming, avg_speed_kn, me_rpm, me_power_kw, fuel_consumed, rob,
  wind_beaufort, wind_direction_deg, sea_state, remarks, co2_tonnes, co2_by_fuel, created_at, updated_at, version
  ON noon_reports FOR EACH ROW EXECUTE FUNCTION noon_report_api_json();
