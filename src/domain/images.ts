/**
 * The widths every product picture is kept in under DATA_DIR/images (`w400/`, `w800/`): what
 * the storefront's `srcSet` offers, what the demo seed draws and what an upload is resized to.
 */
export const IMAGE_WIDTHS = [400, 800] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The folder of one width's variants, under the images folder and in URLs. */
export const widthFolder = (width: ImageWidth) => `w${width}`;

/**
 * Image URLs. Product pictures and site images are generated or uploaded once under
 * DATA_DIR/images, with a variant per width of IMAGE_WIDTHS, and served with long cache headers.
 */
export function imageUrl(fileName: string, width?: ImageWidth): string {
  return width ? `/images/${widthFolder(width)}/${encodeURIComponent(fileName)}` : `/images/${encodeURIComponent(fileName)}`;
}
