/**
 * The widths every product picture is kept in under DATA_DIR/images (`w400/`, `w800/`): what
 * the storefront's `srcSet` offers, what the demo seed draws and what an upload is resized to.
 */
export const IMAGE_WIDTHS = [400, 800] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The folder of one width's variants, under the images folder and in URLs. */
export const widthFolder = (width: ImageWidth) => `w${width}` as const;

/** Where a variant lives under the images folder: a width's folder, or '' for the images folder itself (full size). */
export type ImageFolder = '' | ReturnType<typeof widthFolder>;

/** Every folder a picture may have a variant in: removing a picture looks in each. */
export const IMAGE_FOLDERS: readonly ImageFolder[] = ['', ...IMAGE_WIDTHS.map(widthFolder)];

/**
 * Image URLs. Product pictures and site images are generated or uploaded once under
 * DATA_DIR/images, with a variant per width of IMAGE_WIDTHS, and served with long cache headers.
 */
export function imageUrl(fileName: string, width?: ImageWidth): string {
  return imageUrlIn(fileName, width ? widthFolder(width) : '');
}

/** The URL of a picture's variant in `folder`. */
export function imageUrlIn(fileName: string, folder: ImageFolder): string {
  return folder ? `/images/${folder}/${encodeURIComponent(fileName)}` : `/images/${encodeURIComponent(fileName)}`;
}

/** The file formats the shop writes: WebP for pictures, PNG where transparency or mail clients need it, JPEG for link previews. */
export type ImageFormat = 'webp' | 'png' | 'jpeg';

export const IMAGE_EXTENSIONS: Record<ImageFormat, string> = { webp: 'webp', png: 'png', jpeg: 'jpg' };

/** One file an upload becomes: its folder and its size in pixels (an upper bound when the recipe fits `inside`). */
export type ImageOutput = { folder: ImageFolder; width: number; height: number };

/**
 * What an uploaded picture becomes, by its use (ADR 18, ADR 22): every output is cut from the
 * upright picture, then encoded in `format` without metadata.
 * - `cover`: cut to exactly width x height around the centre, as the storefront shows it
 *   (`object-fit: cover`), so the `width`/`height` attributes of the page stay true;
 * - `inside`: fitted within width x height, never cropped nor enlarged (a logo keeps its shape).
 */
export type ImageRecipe = {
  fit: 'cover' | 'inside';
  format: ImageFormat;
  outputs: readonly ImageOutput[];
  /** The folder of the variant the back office previews. */
  preview: ImageFolder;
};

/**
 * The shape of every product picture, width to height: 4:5 portrait, as garment shops show
 * clothes (a shirt is taller than wide). The upload recipe, the demo drawings, the pages'
 * `width`/`height` attributes and the CSS frames (`--product-picture-ratio` in global.css, which
 * a test holds equal to this) all read it, so none can disagree with another.
 */
export const PRODUCT_PICTURE_RATIO = { width: 4, height: 5 } as const;

/** The CSS `aspect-ratio` of a product picture's frame. */
export const PRODUCT_PICTURE_ASPECT_RATIO = `${PRODUCT_PICTURE_RATIO.width} / ${PRODUCT_PICTURE_RATIO.height}`;

/** A product picture's size in pixels at `width`: 400 x 500, 800 x 1000; also what an `<img>` of it declares at any width shown. */
export function productPictureSize(width: number): { width: number; height: number } {
  return { width, height: Math.round((width * PRODUCT_PICTURE_RATIO.height) / PRODUCT_PICTURE_RATIO.width) };
}

/**
 * A product picture: 4:5 portrait in every width of IMAGE_WIDTHS, cut around the centre of what
 * exceeds that shape (cover, never padded), as the card, the gallery and the cart show it.
 */
export const PRODUCT_PICTURE_RECIPE: ImageRecipe = {
  fit: 'cover',
  format: 'webp',
  outputs: IMAGE_WIDTHS.map((width) => ({ folder: widthFolder(width), ...productPictureSize(width) })),
  preview: widthFolder(400),
};
