CREATE TABLE "purchase_order_state_counts" (
	"ship_id" uuid NOT NULL,
	"state" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "purchase_order_state_counts_ship_id_state_pk" PRIMARY KEY("ship_id","state")
);
--> statement-breakpoint
ALTER TABLE "purchase_order_state_counts" ADD CONSTRAINT "purchase_order_state_counts_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Orders per ship and state, kept by statement-level triggers (as the noon report counts are): the PO list's
-- total, when it is filtered only by ships and state, sums these rows instead of counting every order.
-- Rows are upserted in (ship, state) order so that concurrent writers take the counter locks in one order.
CREATE OR REPLACE FUNCTION purchase_order_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO purchase_order_state_counts (ship_id, state, n)
  SELECT ship_id, state, count(*)::int FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (ship_id, state) DO UPDATE SET n = purchase_order_state_counts.n + EXCLUDED.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION purchase_order_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO purchase_order_state_counts (ship_id, state, n)
  SELECT ship_id, state, -count(*)::int FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (ship_id, state) DO UPDATE SET n = purchase_order_state_counts.n + EXCLUDED.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION purchase_order_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only orders whose ship or state changed move between counters.
  INSERT INTO purchase_order_state_counts (ship_id, state, n)
  SELECT x.ship_id, x.state, sum(x.d)::int
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  CROSS JOIN LATERAL (VALUES (o.ship_id, o.state, -1), (n.ship_id, n.state, 1)) AS x(ship_id, state, d)
  WHERE o.ship_id <> n.ship_id OR o.state <> n.state
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (ship_id, state) DO UPDATE SET n = purchase_order_state_counts.n + EXCLUDED.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION purchase_order_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM purchase_order_state_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER purchase_order_counts_insert AFTER INSERT ON purchase_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION purchase_order_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER purchase_order_counts_delete AFTER DELETE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION purchase_order_counts_on_delete();
--> statement-breakpoint
CREATE TRIGGER purchase_order_counts_update AFTER UPDATE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION purchase_order_counts_on_update();
--> statement-breakpoint
CREATE TRIGGER purchase_order_counts_truncate AFTER TRUNCATE ON purchase_orders
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_order_counts_on_truncate();
--> statement-breakpoint
INSERT INTO purchase_order_state_counts (ship_id, state, n)
SELECT ship_id, state, count(*)::int FROM purchase_orders GROUP BY 1, 2;
