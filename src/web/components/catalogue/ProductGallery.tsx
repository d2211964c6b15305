import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { GalleryMedia } from '../../../domain/catalogue/gallery';
import type { LocalizedColor } from '../../../domain/catalogue/types';
import { imageSrcSet, imageUrl, productPictureSize } from '../../lib/images';

type Props = {
  productName: string;
  /** The pictures of the colour shown, in order (see galleryFor). */
  media: GalleryMedia[];
  colors: LocalizedColor[];
};

/** The main picture is about half the page on wide screens and the full width on phones. */
const MAIN_SIZES = '(min-width: 1200px) 600px, (min-width: 900px) 50vw, 100vw';

/** The product pictures: one large view (800 px) and the other views as buttons below it. */
export function ProductGallery({ productName, media, colors }: Props) {
  const { t } = useTranslation('catalogue');
  const [active, setActive] = useState(0);
  const current = media[Math.min(active, media.length - 1)];

  const altOf = (item: GalleryMedia, index: number) => {
    const color = colors.find((c) => c.id === item.colorId)?.name;
    return color
      ? t('product.imageAlt', { name: productName, color, n: index + 1 })
      : t('product.imageAltNoColor', { name: productName, n: index + 1 });
  };

  if (!current) {
    return (
      <div className="gallery gallery--empty">
        <p>{t('product.noImage')}</p>
      </div>
    );
  }

  return (
    <section className="gallery" aria-label={t('product.gallery')}>
      <img
        className="gallery__main"
        src={imageUrl(current.fileName, 800)}
        srcSet={imageSrcSet(current.fileName)}
        sizes={MAIN_SIZES}
        {...productPictureSize(800)}
        alt={altOf(current, media.indexOf(current))}
        fetchPriority="high"
      />
      {media.length > 1 && (
        <ul className="gallery__thumbs">
          {media.map((item, index) => (
            <li key={item.id}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={item === current}
                aria-label={t('product.showView', { n: index + 1 })}
                onClick={() => setActive(index)}
              >
                <img src={imageUrl(item.fileName, 400)} {...productPictureSize(400)} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
