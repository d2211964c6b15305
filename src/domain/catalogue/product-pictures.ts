import { z } from 'zod';
import { rowId } from '../ids';

/**
 * A product's pictures as staff arrange them (spec back-office sections 2, 3 and 4): which
 * pictures, in which order, each for a colour or for all, and the one the product card shows.
 * Shared by the pictures API, the product forms' body schemas and the back office's component.
 */

/** What one upload may be (GUIDE sections 1 and 6, ADR 18). */
export const PICTURE_UPLOAD_LIMITS = {
  maxFileBytes: 15 * 1024 * 1024,
  maxFilesPerRequest: 12,
  /** Width x height of the decoded picture; a phone's photo is 12 to 48 megapixels. */
  maxPixels: 40_000_000,
  /** By their bytes, never by their name; SVG is not among them (it can carry scripts). */
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
} as const;

/** The limits as the messages name them (`{{maxMegabytes}}`, `{{maxMegapixels}}`, `{{maxFiles}}`). */
export const UPLOAD_LIMIT_VALUES = {
  maxMegabytes: PICTURE_UPLOAD_LIMITS.maxFileBytes / (1024 * 1024),
  maxMegapixels: PICTURE_UPLOAD_LIMITS.maxPixels / 1_000_000,
  maxFiles: PICTURE_UPLOAD_LIMITS.maxFilesPerRequest,
};

/** The spec's advice (back-office section 9): 3 pictures per colour. */
export const PICTURES_ADVISED_PER_COLOUR = 3;

/** More than any product needs (a dozen colours at the advised 3 each), few enough to keep a save small. */
export const MAX_PICTURES_PER_PRODUCT = 40;

/** Unattached uploads older than this are removed with their files (an abandoned form). */
export const UNATTACHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

const id = rowId();

/** One picture of the product's list: one already the product's, or a new upload's id. */
export const pictureChoiceSchema = z.object({
  id,
  colorId: id.nullable().describe('The colour the picture shows; null: every colour'),
});
export type PictureChoice = z.infer<typeof pictureChoiceSchema>;

/**
 * The product's pictures in the order the storefront shows them; a picture left out is deleted.
 * At least one (spec back-office section 5): the product card shows one. Left empty, the
 * product form's required-fields message ('Veuillez remplir tous les champs requis.') names it.
 */
export const pictureListSchema = z
  .array(pictureChoiceSchema, { error: 'back:productForm.validation.picturesMissing' })
  .min(1, 'back:productForm.validation.picturesMissing')
  .max(MAX_PICTURES_PER_PRODUCT, 'back:pictures.errors.tooMany')
  .refine((pictures) => new Set(pictures.map((p) => p.id)).size === pictures.length, 'back:pictures.errors.duplicate');

/**
 * The two fields a product's save body carries for its pictures, spread into the product
 * schemas (domain/products/product-input.ts). `cardPictureId` must be one of `pictures`
 * (checked by savePictures, which names the field); null picks the first picture.
 */
export const productPicturesFields = {
  pictures: pictureListSchema,
  cardPictureId: id.nullable().default(null).describe('The picture of the product card; null: the first picture'),
};
export type ProductPicturesInput = { pictures: PictureChoice[]; cardPictureId: number | null };

/** An upload as the API answers it: `url` is its 400 px variant (width x height), for a preview. */
export type UploadedPicture = { id: number; url: string; width: number; height: number };

/** A picture as the back office shows it: `url` is its 400 px variant. */
export type PictureItem = { id: number; url: string; colorId: number | null; isCard: boolean };

/** The save body's fields from what the back office's picture list holds. */
export function picturesInput(items: readonly PictureItem[]): ProductPicturesInput {
  return {
    pictures: items.map(({ id: pictureId, colorId }) => ({ id: pictureId, colorId })),
    cardPictureId: items.find((item) => item.isCard)?.id ?? null,
  };
}

export type ArrangedPicture = PictureChoice & { position: number; isCardImage: boolean };

/**
 * Position and card flag of each picture as saved: the list's order, and exactly one card
 * picture whenever there is a picture (the chosen one when it is in the list, else the first).
 */
export function arrangePictures(pictures: readonly PictureChoice[], cardPictureId: number | null): ArrangedPicture[] {
  const card = pictures.some((picture) => picture.id === cardPictureId) ? cardPictureId : (pictures[0]?.id ?? null);
  return pictures.map((picture, position) => ({ ...picture, position, isCardImage: picture.id === card }));
}
