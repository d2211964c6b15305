import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import type { ProductCard } from '../../../domain/catalogue/types';
import { ProductGrid } from '../product-card/ProductGrid';

type Props = {
  products: ProductCard[];
  total: number;
  /** Link showing 16 more, or null when everything is shown. */
  moreTo: string | null;
  /** Link to the plain list, or null when no filter is on. */
  clearTo: string | null;
};

/** How many cards are in the first screenful on a wide screen, and so load at once. */
const PRIORITY_CARDS = 4;

/**
 * The grid, the 'see more' link (spec: 16 more per press) and the 'no product' message.
 * After 'see more' the focus moves to the first new card, so keyboard and screen-reader users
 * carry on from where the new products start instead of the top of the page.
 */
export function ListResults({ products, total, moreTo, clearTo }: Props) {
  const { t } = useTranslation('catalogue');
  const grid = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || products.length <= from) return;
    focusFrom.current = null;
    grid.current?.querySelectorAll('.product-grid > li')[from]?.querySelector<HTMLElement>('a')?.focus();
  }, [products]);

  if (total === 0) {
    return (
      <div className="list-empty">
        <p>{t(clearTo === null ? 'list.empty' : 'list.emptyFiltered')}</p>
        {clearTo !== null && (
          <Link to={clearTo} preventScrollReset className="button button--ghost">
            {t('filters.remove')}
          </Link>
        )}
      </div>
    );
  }

  return (
    <>
      <div ref={grid}>
        <h2 className="visually-hidden">{t('list.products')}</h2>
        <ProductGrid products={products} headingLevel={3} priorityCount={PRIORITY_CARDS} />
      </div>
      {moreTo !== null && (
        <p className="list-more">
          <Link
            to={moreTo}
            preventScrollReset
            className="button button--ghost"
            onClick={() => {
              focusFrom.current = products.length;
            }}
          >
            {t('list.seeMore')}
          </Link>
        </p>
      )}
    </>
  );
}
