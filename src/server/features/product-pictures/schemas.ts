import { z } from 'zod';

/** Shapes of the pictures API, for the OpenAPI document and the answers' serialization. */

export const uploadedPicturesSchema = z.object({
  pictures: z
    .array(
      z.object({
        id: z.number().int().describe('What the product’s save names it by (pictures[].id)'),
        url: z.string().describe('Its 400 px variant, for a preview'),
        width: z.number().int().describe('Of the image at url, in pixels'),
        height: z.number().int(),
      }),
    )
    .describe('In the order the files were sent; attached to no product until a product is saved with them (removed after 24 h otherwise)'),
});

/** A picture as the product form shows it (GET /api/admin/products/:id, `pictures`). */
export const pictureItemSchema = z.object({
  id: z.number().int().describe('What the product’s save names it by (pictures[].id)'),
  url: z.string().describe('Its 400 px variant'),
  colorId: z.number().int().nullable().describe('The colour it shows; null: every colour'),
  isCard: z.boolean().describe('The picture of the product card'),
});
