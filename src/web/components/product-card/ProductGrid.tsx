import type { ProductCard as ProductCardData } from '../../../domain/catalogue/types';
import { ProductCard } from './ProductCard';

type Props = {
  products: ProductCardData[];
  headingLevel?: 2 | 3;
  /** How many cards, from the top, are in the first screenful and load at once. */
  priorityCount?: number;
};

/** A responsive list of product cards (a real list, so screen readers announce how many). */
export function ProductGrid({ products, headingLevel, priorityCount = 0 }: Props) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
