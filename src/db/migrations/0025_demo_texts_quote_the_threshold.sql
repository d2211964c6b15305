-- The demo's pop-up and banner texts wrote the free-delivery threshold as "80 €" ("€80"); they
-- now quote it as {seuil} ({threshold}), which the storefront replaces with the current
-- threshold. A shop seeded before still holds the old texts, which kept saying 80 € after the
-- threshold changed: those exact texts take the placeholder. A text the owner wrote is left alone.
UPDATE "settings" SET "value" = 'Livraison offerte dès {seuil} d’achat en France métropolitaine. Vos commandes partent de notre atelier lyonnais sous 48 heures ouvrées.'
  WHERE "key" = 'popupMessage' AND "value" = 'Livraison offerte dès 80 € d’achat en France métropolitaine. Vos commandes partent de notre atelier lyonnais sous 48 heures ouvrées.';
--> statement-breakpoint
UPDATE "settings" SET "value" = 'Livraison offerte dès {seuil} en France métropolitaine'
  WHERE "key" = 'bandeST' AND "value" = 'Livraison offerte dès 80 € en France métropolitaine';
--> statement-breakpoint
UPDATE "settings" SET "value" = 'Free delivery in mainland France on orders over {threshold}. Orders leave our Lyon workshop within 48 working hours.'
  WHERE "key" = 'popupMessage:en' AND "value" = 'Free delivery in mainland France on orders over €80. Orders leave our Lyon workshop within 48 working hours.';
--> statement-breakpoint
UPDATE "settings" SET "value" = 'Free delivery from {threshold} in mainland France'
  WHERE "key" = 'bandeST:en' AND "value" = 'Free delivery from €80 in mainland France';
