CREATE TABLE "product_sales_days" (
	"day" timestamp with time zone NOT NULL,
	"product_id" integer NOT NULL,
	"units" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "product_sales_days_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_hours" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"revenue_cents" bigint NOT NULL
);
--> statement-breakpoint
-- The sales dashboard's summaries (ADR 50), kept by triggers in the transaction of every change
-- of an order or of its lines. An order counts as the dashboard always counted it (ADR 23): paid,
-- not cancelled, on the staff list, in the bin of its created_at. Bins are whole UTC hours and
-- UTC days from a midnight: no time zone arithmetic in SQL.
CREATE FUNCTION order_sold(paid_at timestamptz, status order_status, hidden_by_staff_at timestamptz) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$ SELECT $1 IS NOT NULL AND $2 <> 'cancelled' AND $3 IS NULL $$;--> statement-breakpoint
CREATE FUNCTION sales_hour(at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE AS $$ SELECT date_bin('1 hour', $1, timestamptz '2000-01-01 00:00:00+00') $$;--> statement-breakpoint
CREATE FUNCTION sales_day(at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE AS $$ SELECT date_bin('1 day', $1, timestamptz '2000-01-01 00:00:00+00') $$;--> statement-breakpoint
-- Every upsert below adds signed amounts, in the order of its keys: two transactions moving the
-- same rows lock them in the same order and never deadlock.
CREATE FUNCTION sales_on_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_hours AS s (hour, orders, revenue_cents)
  SELECT sales_hour(n.created_at), count(*), sum(n.total_cents)
  FROM arrived n WHERE order_sold(n.paid_at, n.status, n.hidden_by_staff_at)
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (hour) DO UPDATE SET orders = s.orders + excluded.orders, revenue_cents = s.revenue_cents + excluded.revenue_cents;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An order leaves the bin it was counted in and enters the one it belongs to now: its lines go
-- with it when it starts or stops counting, or changes day.
CREATE FUNCTION sales_on_orders_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT * FROM (
      SELECT o.id,
        order_sold(o.paid_at, o.status, o.hidden_by_staff_at) AS was_sold, o.created_at AS was_at, o.total_cents AS was_cents,
        order_sold(n.paid_at, n.status, n.hidden_by_staff_at) AS is_sold, n.created_at AS is_at, n.total_cents AS is_cents
      FROM before_change o JOIN after_change n ON n.id = o.id
    ) c
    WHERE (was_sold OR is_sold) AND (was_sold <> is_sold OR was_at <> is_at OR was_cents <> is_cents)
  ), hours AS (
    INSERT INTO sales_hours AS s (hour, orders, revenue_cents)
    SELECT hour, sum(n), sum(cents) FROM (
      SELECT sales_hour(was_at) AS hour, -1 AS n, -was_cents AS cents FROM changed WHERE was_sold
      UNION ALL
      SELECT sales_hour(is_at), 1, is_cents FROM changed WHERE is_sold
    ) d
    GROUP BY hour ORDER BY hour
    ON CONFLICT (hour) DO UPDATE SET orders = s.orders + excluded.orders, revenue_cents = s.revenue_cents + excluded.revenue_cents
  )
  INSERT INTO product_sales_days AS s (day, product_id, units, revenue_cents)
  SELECT day, product_id, sum(units), sum(cents) FROM (
    SELECT sales_day(c.was_at) AS day, l.product_id, -l.quantity AS units, -(l.quantity::bigint * l.unit_price_cents) AS cents
    FROM changed c JOIN order_lines l ON l.order_id = c.id
    WHERE c.was_sold AND l.product_id IS NOT NULL AND (NOT c.is_sold OR c.was_at <> c.is_at)
    UNION ALL
    SELECT sales_day(c.is_at), l.product_id, l.quantity, l.quantity::bigint * l.unit_price_cents
    FROM changed c JOIN order_lines l ON l.order_id = c.id
    WHERE c.is_sold AND l.product_id IS NOT NULL AND (NOT c.was_sold OR c.was_at <> c.is_at)
  ) d
  GROUP BY day, product_id ORDER BY day, product_id
  ON CONFLICT (day, product_id) DO UPDATE SET units = s.units + excluded.units, revenue_cents = s.revenue_cents + excluded.revenue_cents;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Before the row goes: its lines, which the foreign key deletes with it, are still there to subtract.
CREATE FUNCTION sales_on_order_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF order_sold(OLD.paid_at, OLD.status, OLD.hidden_by_staff_at) THEN
    UPDATE sales_hours SET orders = orders - 1, revenue_cents = revenue_cents - OLD.total_cents WHERE hour = sales_hour(OLD.created_at);
    INSERT INTO product_sales_days AS s (day, product_id, units, revenue_cents)
    SELECT sales_day(OLD.created_at), l.product_id, -sum(l.quantity), -sum(l.quantity::bigint * l.unit_price_cents)
    FROM order_lines l WHERE l.order_id = OLD.id AND l.product_id IS NOT NULL
    GROUP BY l.product_id ORDER BY l.product_id
    ON CONFLICT (day, product_id) DO UPDATE SET units = s.units + excluded.units, revenue_cents = s.revenue_cents + excluded.revenue_cents;
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
-- A line counts while its order counts: the lines a statement wrote, each with its sign. Lines
-- deleted with their order find no order here: the order's own trigger subtracted them.
CREATE FUNCTION sales_add_lines(order_ids integer[], product_ids integer[], units integer[], cents bigint[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO product_sales_days AS s (day, product_id, units, revenue_cents)
  SELECT sales_day(o.created_at), d.product_id, sum(d.units), sum(d.cents)
  FROM unnest(order_ids, product_ids, units, cents) AS d(order_id, product_id, units, cents)
  JOIN orders o ON o.id = d.order_id
  WHERE d.product_id IS NOT NULL AND order_sold(o.paid_at, o.status, o.hidden_by_staff_at)
  GROUP BY 1, 2 HAVING sum(d.units) <> 0 OR sum(d.cents) <> 0 ORDER BY 1, 2
  ON CONFLICT (day, product_id) DO UPDATE SET units = s.units + excluded.units, revenue_cents = s.revenue_cents + excluded.revenue_cents
$$;--> statement-breakpoint
CREATE FUNCTION sales_on_order_lines_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_add_lines(array_agg(order_id), array_agg(product_id), array_agg(quantity), array_agg(quantity::bigint * unit_price_cents))
  FROM arrived;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION sales_on_order_lines_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_add_lines(array_agg(order_id), array_agg(product_id), array_agg(units), array_agg(cents))
  FROM (
    SELECT order_id, product_id, -quantity AS units, -(quantity::bigint * unit_price_cents) AS cents FROM gone
    UNION ALL
    SELECT order_id, product_id, quantity, quantity::bigint * unit_price_cents FROM arrived
  ) d;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION sales_on_order_lines_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_add_lines(array_agg(order_id), array_agg(product_id), array_agg(-quantity), array_agg(-(quantity::bigint * unit_price_cents)))
  FROM gone;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION sales_on_orders_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- DELETE, not TRUNCATE: a TRUNCATE that names the summaries with the orders (a whole shop
  -- emptied at once) holds them in use, and a TRUNCATE of them from here would be refused.
  DELETE FROM sales_hours;
  DELETE FROM product_sales_days;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION sales_on_order_lines_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_sales_days;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sales_orders_inserted AFTER INSERT ON orders REFERENCING NEW TABLE AS arrived
  FOR EACH STATEMENT EXECUTE FUNCTION sales_on_orders_inserted();--> statement-breakpoint
CREATE TRIGGER sales_orders_updated AFTER UPDATE ON orders REFERENCING OLD TABLE AS before_change NEW TABLE AS after_change
  FOR EACH STATEMENT EXECUTE FUNCTION sales_on_orders_updated();--> statement-breakpoint
CREATE TRIGGER sales_order_deleting BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION sales_on_order_deleting();--> statement-breakpoint
CREATE TRIGGER sales_orders_truncated AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION sales_on_orders_truncated();--> statement-breakpoint
CREATE TRIGGER sales_order_lines_inserted AFTER INSERT ON order_lines REFERENCING NEW TABLE AS arrived
  FOR EACH STATEMENT EXECUTE FUNCTION sales_on_order_lines_inserted();--> statement-breakpoint
CREATE TRIGGER sales_order_lines_updated AFTER UPDATE ON order_lines REFERENCING OLD TABLE AS gone NEW TABLE AS arrived
  FOR EACH STATEMENT EXECUTE FUNCTION sales_on_order_lines_updated();--> statement-breakpoint
CREATE TRIGGER sales_order_lines_deleted AFTER DELETE ON order_lines REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION sales_on_order_lines_deleted();--> statement-breakpoint
-- The orders already there, written in the order of the bins: the rows of a day sit together, as
-- the triggers will append the days to come.
INSERT INTO sales_hours (hour, orders, revenue_cents)
SELECT sales_hour(created_at), count(*), sum(total_cents) FROM orders
WHERE order_sold(paid_at, status, hidden_by_staff_at) GROUP BY 1 ORDER BY 1;--> statement-breakpoint
INSERT INTO product_sales_days (day, product_id, units, revenue_cents)
SELECT sales_day(o.created_at), l.product_id, sum(l.quantity), sum(l.quantity::bigint * l.unit_price_cents)
FROM orders o JOIN order_lines l ON l.order_id = o.id
WHERE order_sold(o.paid_at, o.status, o.hidden_by_staff_at) AND l.product_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2;
