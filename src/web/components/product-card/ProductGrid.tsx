import type { ProductCard as ProductCardData } from '../../../domain/catalogue/types';
import { ProductCard } from './ProductCard';

type Props = {
  products: ProductCardData[];
  headingLevel?: 2 | 3;
  /** How many cards, from the top, are in the first screenful and load at once. */
  priorityCount?: number;
  /** Extra class of the list (e.g. the home page's grid that avoids a lone last card). */
  className?: string;
};

/** A responsive list of product cards (a real list, so screen readers announce how many). */
export function ProductGrid({ products, headingLevel, priorityCount = 0, className }: Props) {
  return (
    <ul className={className ? `product-grid ${className}` : 'product-grid'}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
