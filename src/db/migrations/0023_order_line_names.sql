-- Order lines keep the product's and colour's names in both languages: "name" and "color_name" in French, "name_en" and "color_name_en" in English. Lines written before this kept only the customer's language at purchase, so an order placed in English holds its English names in "name": those move to the English columns and the French ones are read from the product and colour when they still exist. Any other missing name (a French order's English, a deleted product's French) is read from the current product or colour, else copied from the other language, so no reader ever sees an empty name. The columns are added empty, filled, then made NOT NULL (a NOT NULL column cannot be added to a table that has rows).
ALTER TABLE "order_lines" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "color_name_en" text;--> statement-breakpoint
UPDATE "order_lines" AS l SET
  "name_en" = CASE WHEN o."locale" = 'en' THEN l."name" ELSE coalesce((SELECT p."name_en" FROM "products" p WHERE p."id" = l."product_id"), l."name") END,
  "color_name_en" = CASE WHEN o."locale" = 'en' THEN l."color_name" ELSE coalesce((SELECT c."name_en" FROM "colors" c WHERE c."id" = l."color_id"), l."color_name") END,
  "name" = CASE WHEN o."locale" = 'en' THEN coalesce((SELECT p."name_fr" FROM "products" p WHERE p."id" = l."product_id"), l."name") ELSE l."name" END,
  "color_name" = CASE WHEN o."locale" = 'en' THEN coalesce((SELECT c."name_fr" FROM "colors" c WHERE c."id" = l."color_id"), l."color_name") ELSE l."color_name" END
FROM "orders" o
WHERE o."id" = l."order_id";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "name_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "color_name_en" SET NOT NULL;
