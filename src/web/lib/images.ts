/**
 * Image URLs. Product pictures and site images are generated or uploaded once under
 * DATA_DIR/images, with a 400 px and an 800 px wide variant, and served with long cache headers.
 */
export type ImageWidth = 400 | 800;

export function imageUrl(fileName: string, width?: ImageWidth): string {
  return width ? `/images/w${width}/${encodeURIComponent(fileName)}` : `/images/${encodeURIComponent(fileName)}`;
}

/** `srcSet` for a picture that exists in both widths. */
export function imageSrcSet(fileName: string): string {
  return `${imageUrl(fileName, 400)} 400w, ${imageUrl(fileName, 800)} 800w`;
}
