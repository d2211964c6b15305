-- Issue 10: collections get an English name, so English pages are English throughout. Existing rows: the demo shop's four collections get their English names; any other keeps its French name until an administrator translates it on the parameters page (better than an empty name on English pages).
ALTER TABLE "collections" ADD COLUMN "name_en" text;--> statement-breakpoint
UPDATE "collections" SET "name_en" = CASE "name" WHEN 'Bretonne' THEN 'Breton' WHEN 'Atlantique' THEN 'Atlantic' WHEN 'Montagne' THEN 'Mountain' WHEN 'Essentiels' THEN 'Essentials' ELSE "name" END;--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "name_en" SET NOT NULL;
