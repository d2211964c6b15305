import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { canDecrease, canIncrease } from './line-state';
import type { CartLine } from '../../../domain/cart/cart';

type Props = {
  line: CartLine;
  busy: boolean;
  onQuantity(quantity: number): void;
};

/**
 * Minus, quantity, plus. A button that cannot act stays focusable (aria-disabled, not
 * disabled) so its reason can be heard and seen in the tooltip: minus stops at 1 (deleting
 * is the delete button's job), plus stops at the stock of that colour and size.
 */
export function QuantityControl({ line, busy, onQuantity }: Props) {
  const { t } = useTranslation('cart');
  const minId = useId();
  const maxId = useId();
  const names = { name: line.name, color: line.colorName, size: line.sizeName };
  const lower = canDecrease(line);
  const raise = canIncrease(line);
  // An unavailable line can only go down, towards the stock left.
  const target = (step: number) => (step < 0 && line.quantity > line.stockLeft && line.stockLeft > 0 ? line.stockLeft : line.quantity + step);

  return (
    <div className="quantity" role="group" aria-label={`${t('line.quantity')} — ${line.name}`}>
      <button
        type="button"
        className="quantity__button"
        aria-label={t('line.decrease', names)}
        aria-disabled={!lower || busy || undefined}
        aria-describedby={lower ? undefined : minId}
        title={lower ? undefined : t('line.minReached')}
        onClick={() => lower && !busy && onQuantity(target(-1))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="quantity__value" aria-live="off">
        {line.quantity}
      </output>
      <button
        type="button"
        className="quantity__button"
        aria-label={t('line.increase', names)}
        aria-disabled={!raise || busy || undefined}
        aria-describedby={raise ? undefined : maxId}
        title={raise ? undefined : t('line.maxReached')}
        onClick={() => raise && !busy && onQuantity(line.quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
      {!lower && (
        <span id={minId} className="visually-hidden">
          {t('line.minReached')}
        </span>
      )}
      {!raise && (
        <span id={maxId} className="visually-hidden">
          {t('line.maxReached')}
        </span>
      )}
    </div>
  );
}
