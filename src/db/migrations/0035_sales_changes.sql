CREATE TABLE "product_sales_day_changes" (
	"day" timestamp with time zone NOT NULL,
	"product_id" integer NOT NULL,
	"units" integer NOT NULL,
	"revenue_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_hour_changes" (
	"hour" timestamp with time zone NOT NULL,
	"orders" integer NOT NULL,
	"revenue_cents" bigint NOT NULL
);
--> statement-breakpoint
-- The triggers append what changed the sales summaries (ADR 53) instead of adding it to them:
-- every payment of an hour added to that hour's one row, which each transaction then held until
-- its commit, so payments waited for each other. The changes are folded into the summaries every
-- few seconds (one statement that deletes them and adds them up); a read adds those not folded yet.
CREATE OR REPLACE FUNCTION sales_on_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_hour_changes (hour, orders, revenue_cents)
  SELECT sales_hour(n.created_at), count(*), sum(n.total_cents)
  FROM arrived n WHERE order_sold(n.paid_at, n.status, n.hidden_by_staff_at)
  GROUP BY 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_on_orders_updated() RETURNS trigger LANGUAGE plpgsql AS $$
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
    INSERT INTO sales_hour_changes (hour, orders, revenue_cents)
    SELECT hour, sum(n), sum(cents) FROM (
      SELECT sales_hour(was_at) AS hour, -1 AS n, -was_cents AS cents FROM changed WHERE was_sold
      UNION ALL
      SELECT sales_hour(is_at), 1, is_cents FROM changed WHERE is_sold
    ) d
    GROUP BY hour
  )
  INSERT INTO product_sales_day_changes (day, product_id, units, revenue_cents)
  SELECT day, product_id, sum(units), sum(cents) FROM (
    SELECT sales_day(c.was_at) AS day, l.product_id, -l.quantity AS units, -(l.quantity::bigint * l.unit_price_cents) AS cents
    FROM changed c JOIN order_lines l ON l.order_id = c.id
    WHERE c.was_sold AND l.product_id IS NOT NULL AND (NOT c.is_sold OR c.was_at <> c.is_at)
    UNION ALL
    SELECT sales_day(c.is_at), l.product_id, l.quantity, l.quantity::bigint * l.unit_price_cents
    FROM changed c JOIN order_lines l ON l.order_id = c.id
    WHERE c.is_sold AND l.product_id IS NOT NULL AND (NOT c.was_sold OR c.was_at <> c.is_at)
  ) d
  GROUP BY day, product_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_on_order_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF order_sold(OLD.paid_at, OLD.status, OLD.hidden_by_staff_at) THEN
    INSERT INTO sales_hour_changes (hour, orders, revenue_cents) VALUES (sales_hour(OLD.created_at), -1, -OLD.total_cents);
    INSERT INTO product_sales_day_changes (day, product_id, units, revenue_cents)
    SELECT sales_day(OLD.created_at), l.product_id, -sum(l.quantity), -sum(l.quantity::bigint * l.unit_price_cents)
    FROM order_lines l WHERE l.order_id = OLD.id AND l.product_id IS NOT NULL
    GROUP BY l.product_id;
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_add_lines(order_ids integer[], product_ids integer[], units integer[], cents bigint[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO product_sales_day_changes (day, product_id, units, revenue_cents)
  SELECT sales_day(o.created_at), d.product_id, sum(d.units), sum(d.cents)
  FROM unnest(order_ids, product_ids, units, cents) AS d(order_id, product_id, units, cents)
  JOIN orders o ON o.id = d.order_id
  WHERE d.product_id IS NOT NULL AND order_sold(o.paid_at, o.status, o.hidden_by_staff_at)
  GROUP BY 1, 2 HAVING sum(d.units) <> 0 OR sum(d.cents) <> 0
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_on_orders_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- DELETE, not TRUNCATE: a TRUNCATE that names the summaries with the orders (a whole shop
  -- emptied at once) holds them in use, and a TRUNCATE of them from here would be refused.
  DELETE FROM sales_hours;
  DELETE FROM product_sales_days;
  DELETE FROM sales_hour_changes;
  DELETE FROM product_sales_day_changes;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_on_order_lines_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_sales_days;
  DELETE FROM product_sales_day_changes;
  RETURN NULL;
END $$;
