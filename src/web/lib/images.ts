import { IMAGE_WIDTHS, imageUrl, productPictureSize } from '../../domain/images';

export { imageUrl, productPictureSize };

/** `srcSet` for a picture that exists in every width. */
export function imageSrcSet(fileName: string): string {
  return IMAGE_WIDTHS.map((width) => `${imageUrl(fileName, width)} ${width}w`).join(', ');
}
