import type { ProductDetail } from './types';

export type GalleryMedia = ProductDetail['media'][number];

/**
 * The colour the gallery shows before the customer picks one: the colour of the card picture
 * (the one they clicked in the list), else of the first picture, else the first colour.
 */
export function defaultGalleryColorId(product: Pick<ProductDetail, 'media' | 'colors'>): number | null {
  const card = product.media.find((m) => m.isCardImage && m.colorId !== null);
  return card?.colorId ?? product.media.find((m) => m.colorId !== null)?.colorId ?? product.colors[0]?.id ?? null;
}

/**
 * The pictures for one colour, in the order staff set: that colour's pictures, then those that
 * show no particular colour. A colour without its own picture shows the neutral ones, and a
 * product with only other colours' pictures still shows them rather than an empty gallery.
 */
export function galleryFor(media: readonly GalleryMedia[], colorId: number | null): GalleryMedia[] {
  const own = colorId === null ? [] : media.filter((m) => m.colorId === colorId);
  const neutral = media.filter((m) => m.colorId === null);
  if (own.length > 0) return [...own, ...neutral];
  return neutral.length > 0 ? neutral : [...media];
}
