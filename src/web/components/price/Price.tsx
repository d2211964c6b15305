import { useTranslation } from '../../lib/use-translation';
import { usePrice } from '../../lib/use-root';

type Props = { cents: number; compareAtCents: number | null; className: string };

/**
 * A price as the shop shows it everywhere: the current price, and when the product is
 * discounted, the former price struck through, announced as such to screen readers.
 */
export function Price({ cents, compareAtCents, className }: Props) {
  const { t } = useTranslation('common');
  const price = usePrice();
  const discounted = compareAtCents !== null && compareAtCents > cents;
  return (
    <p className={className}>
      <span className={discounted ? 'price price--sale' : 'price'}>{price(cents)}</span>
      {discounted && (
        <>
          <span className="visually-hidden"> {t('price.former')} </span>
          <s className="price price--old">{price(compareAtCents)}</s>
        </>
      )}
    </p>
  );
}
