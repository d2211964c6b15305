import { imageUrlIn, type ImageRecipe } from './images';
import type { SETTING_KEYS } from './settings';

export type SiteImageKey = (typeof SETTING_KEYS.images)[number];

/** The home page's wide pictures (hero, cover): 1600 x 900 and an 800 px variant, as the home page's `srcSet` offers them. */
const WIDE: ImageRecipe = {
  fit: 'cover',
  format: 'webp',
  outputs: [
    { folder: '', width: 1600, height: 900 },
    { folder: 'w800', width: 800, height: 450 },
  ],
  preview: 'w800',
};

/** A category tile of the home page: 4:5, 800 x 1000 and a 400 px variant (CategoryCards' `srcSet`). */
const CATEGORY: ImageRecipe = {
  fit: 'cover',
  format: 'webp',
  outputs: [
    { folder: '', width: 800, height: 1000 },
    { folder: 'w400', width: 400, height: 500 },
  ],
  preview: 'w400',
};

/**
 * The site's pictures the media page replaces (spec back-office sections 2, 3 and 7), in the
 * spec's order, each with its setting key, its address in the API (`slot`) and what an upload
 * becomes for its use (ADR 22):
 * - the logo and the mail signature keep their shape and transparency (PNG: mail clients show
 *   it everywhere, WebP they do not), fitted within twice the size they are shown at;
 * - the sharing picture is the 1200 x 630 JPEG link previews (Open Graph) expect;
 * - the home's wide pictures and the category tiles are cut as the storefront shows them.
 */
export const SITE_IMAGES = [
  {
    slot: 'logo',
    key: 'logo',
    recipe: { fit: 'inside', format: 'png', outputs: [{ folder: '', width: 800, height: 240 }], preview: '' },
  },
  { slot: 'home-hero', key: 'Hero Home page', recipe: WIDE },
  { slot: 'home-cover', key: 'imgHomeCover', recipe: WIDE },
  {
    slot: 'sharing',
    key: 'imgOpenTags',
    recipe: { fit: 'cover', format: 'jpeg', outputs: [{ folder: '', width: 1200, height: 630 }], preview: '' },
  },
  { slot: 't-shirts', key: 'T-shirt-img', recipe: CATEGORY },
  { slot: 'sweat-shirts', key: 'sweat-img', recipe: CATEGORY },
  { slot: 'accessories', key: 'Accessories-img', recipe: CATEGORY },
  { slot: 'new-in', key: 'NewIn-img', recipe: CATEGORY },
  {
    slot: 'signature',
    key: 'signature',
    recipe: { fit: 'inside', format: 'png', outputs: [{ folder: '', width: 600, height: 200 }], preview: '' },
  },
] as const satisfies readonly { slot: string; key: SiteImageKey; recipe: ImageRecipe }[];

export type SiteImage = (typeof SITE_IMAGES)[number];
export type SiteImageSlot = SiteImage['slot'];

export const SITE_IMAGE_SLOTS = SITE_IMAGES.map((image) => image.slot) as [SiteImageSlot, ...SiteImageSlot[]];

export function siteImageOf(key: SiteImageKey): SiteImage {
  return SITE_IMAGES.find((image) => image.key === key)!;
}

/** A site picture as the media page shows it: `url` is the variant its recipe previews, null when there is none. */
export type SiteImageItem = { slot: SiteImageSlot; key: SiteImageKey; url: string | null };

export function siteImageItem(image: SiteImage, fileName: string | undefined): SiteImageItem {
  return { slot: image.slot, key: image.key, url: fileName ? imageUrlIn(fileName, image.recipe.preview) : null };
}
