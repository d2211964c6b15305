import { IMAGE_WIDTHS, imageUrl } from '../../domain/images';

export { imageUrl };

/** `srcSet` for a picture that exists in every width. */
export function imageSrcSet(fileName: string): string {
  return IMAGE_WIDTHS.map((width) => `${imageUrl(fileName, width)} ${width}w`).join(', ');
}
