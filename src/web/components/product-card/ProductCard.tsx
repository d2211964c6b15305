import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import type { ProductCard as ProductCardData } from '../../../domain/catalogue/types';
import { imageSrcSet, imageUrl, productPictureSize } from '../../lib/images';
import { Price } from '../price/Price';

/** Matches the grid in product-card.css: two columns on phones, three from 600 px, four from 900 px. */
export const PRODUCT_CARD_SIZES = '(min-width: 1200px) 282px, (min-width: 900px) 24vw, (min-width: 600px) 32vw, 48vw';

type Props = {
  product: ProductCardData;
  /** Heading level of the product name, so the card fits the outline of the page it sits in. */
  headingLevel?: 2 | 3;
  /** Cards in the first screenful load at once instead of lazily. */
  priority?: boolean;
  sizes?: string;
};

/** One product in a list: picture, name, price and colours, all one link to the product page. */
export function ProductCard({ product, headingLevel = 3, priority = false, sizes = PRODUCT_CARD_SIZES }: Props) {
  const { t } = useTranslation('common');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <Link to={`/produit/${product.id}`} className="product-card" prefetch="intent">
      <div className="product-card__media">
        {product.image ? (
          <img
            src={imageUrl(product.image, 400)}
            srcSet={imageSrcSet(product.image)}
            sizes={sizes}
            {...productPictureSize(400)}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            alt={product.name}
          />
        ) : (
          <span className="product-card__no-image" aria-hidden="true" />
        )}
        {(product.isNew || !product.inStock) && (
          <span className="product-card__badges">
            {!product.inStock && <span className="product-card__badge product-card__badge--sold-out">{t('productCard.soldOut')}</span>}
            {product.isNew && <span className="product-card__badge">{t('productCard.new')}</span>}
          </span>
        )}
      </div>
      <Heading className="product-card__name">{product.name}</Heading>
      <Price cents={product.priceCents} compareAtCents={product.compareAtPriceCents} className="product-card__price" />
      {product.colors.length > 0 && (
        <span
          className="product-card__colors"
          role="img"
          aria-label={t('productCard.colors', { count: product.colors.length, names: product.colors.map((c) => c.name).join(', ') })}
        >
          {product.colors.map((color) => (
            <span
              key={color.id}
              className={color.available ? 'product-card__dot' : 'product-card__dot product-card__dot--unavailable'}
              style={{ backgroundColor: color.code }}
            />
          ))}
        </span>
      )}
    </Link>
  );
}
