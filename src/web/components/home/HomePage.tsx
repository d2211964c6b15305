import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import type { ProductCard } from '../../../domain/catalogue/types';
import { isOn } from '../../../domain/settings';
import { imageUrl } from '../../lib/images';
import { useSettings } from '../../lib/use-root';
import { ProductGrid } from '../product-card/ProductGrid';
import { CategoryCards } from './CategoryCards';

/** Width of the full-size site pictures; each also exists 800 px wide. */
const HERO_FULL_WIDTH = 1600;

/**
 * What the page leading here asks the home page to say, in the router's location state. The
 * home page's HTML is shared by every visitor (served from a cache), so a message meant for
 * one customer travels with their navigation, never in the page.
 */
export type HomeNavigationState = { accountDeleted?: boolean } | null;

type Props = {
  products: ProductCard[];
  /** A message above the page, e.g. for an address that does not exist. */
  notice?: ReactNode;
};

export function HomePage({ products, notice }: Props) {
  const { t } = useTranslation('common');
  const settings = useSettings();
  const hero = settings['Hero Home page'];
  const cover = settings.imgHomeCover;
  const title = settings['home title']?.trim() || settings['name company'] || t('shopName');
  const subtitle = settings['home sub title']?.trim();
  const showCoverText = isOn(settings, 'isDisplayBannerText');
  const coverTitle = showCoverText ? settings.banner_title?.trim() : undefined;
  const coverSubtitle = showCoverText ? settings.banner_subtitle?.trim() : undefined;
  const location = useLocation();
  const [accountDeleted, setAccountDeleted] = useState(false);

  // Set after the first render: a live region only announces what changes in it.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is the point: it is what the live region announces
    setAccountDeleted(Boolean((location.state as HomeNavigationState)?.accountDeleted));
  }, [location.state]);

  return (
    <main className="home">
      {notice && <p className="home__notice message">{notice}</p>}
      <div role="status">{accountDeleted && <p className="home__notice message">{t('account:settings.delete.done')}</p>}</div>
      <section className="hero" aria-labelledby="home-title">
        {hero && (
          <img
            className="hero__image"
            src={imageUrl(hero)}
            srcSet={`${imageUrl(hero, 800)} 800w, ${imageUrl(hero)} ${HERO_FULL_WIDTH}w`}
            sizes="100vw"
            width={HERO_FULL_WIDTH}
            height={900}
            fetchPriority="high"
            alt=""
          />
        )}
        <div className="hero__text">
          <h1 id="home-title" className="hero__title">
            {title}
          </h1>
          {subtitle && <p className="hero__subtitle">{subtitle}</p>}
          <Link to="/nouveautés" className="button hero__cta">
            {t('home.heroCta')}
          </Link>
        </div>
      </section>

      <CategoryCards />

      {cover && (
        <div className="cover">
          <img
            className="cover__image"
            src={imageUrl(cover, 800)}
            srcSet={`${imageUrl(cover, 800)} 800w, ${imageUrl(cover)} ${HERO_FULL_WIDTH}w`}
            sizes="(min-width: 1200px) 1200px, 100vw"
            width={HERO_FULL_WIDTH}
            height={900}
            loading="lazy"
            decoding="async"
            alt=""
          />
          {(coverTitle || coverSubtitle) && (
            <div className="cover__text">
              {coverTitle && <h2 className="cover__title">{coverTitle}</h2>}
              {coverSubtitle && <p className="cover__subtitle">{coverSubtitle}</p>}
            </div>
          )}
        </div>
      )}

      <section className="home-products" aria-labelledby="home-products-title">
        <h2 id="home-products-title" className="home__section-title">
          {t('home.productsTitle')}
        </h2>
        {products.length > 0 ? (
          <ProductGrid products={products} className="product-grid--whole-rows" />
        ) : (
          <div className="home-products__empty">
            <p>{t('home.noProducts')}</p>
            <Link to="/nouveautés" className="button button--ghost">
              {t('home.heroCta')}
            </Link>
          </div>
        )}
      </section>
    </main>
  );
}
