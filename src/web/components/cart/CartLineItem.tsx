import { Link } from 'react-router';
import { imageUrl, productPictureSize } from '../../lib/images';
import { usePrice } from '../../lib/use-root';
import { useTranslation } from '../../lib/use-translation';
import type { CartLine } from '../../../domain/cart/cart';
import { lineState } from './line-state';
import { QuantityControl } from './QuantityControl';
import { TrashIcon } from './TrashIcon';

type Props = {
  line: CartLine;
  busy: boolean;
  onQuantity(line: CartLine, quantity: number): void;
  onRemove(line: CartLine): void;
};

/** The id of a line's product link, where focus goes when the line before it is removed. */
export const lineFocusId = (lineId: number) => `cart-line-${lineId}`;

export function CartLineItem({ line, busy, onQuantity, onRemove }: Props) {
  const { t } = useTranslation('cart');
  const price = usePrice();
  const state = lineState(line);
  const names = { name: line.name, color: line.colorName, size: line.sizeName };

  return (
    <li className={state === 'ok' ? 'cart-line' : 'cart-line cart-line--blocked'}>
      <div className="cart-line__image">
        {line.image && <img src={imageUrl(line.image, 400)} alt="" {...productPictureSize(400)} loading="lazy" />}
      </div>
      <div className="cart-line__body">
        <h2 className="cart-line__name">
          <Link id={lineFocusId(line.id)} to={`/produit/${line.productId}?color=${line.colorId}&size=${line.sizeId}`}>
            {line.name}
          </Link>
        </h2>
        <dl className="cart-line__facts">
          <div>
            <dt>{t('line.color')}</dt>
            <dd>{line.colorName}</dd>
          </div>
          <div>
            <dt>{t('line.size')}</dt>
            <dd>{line.sizeName}</dd>
          </div>
          <div>
            <dt>{t('line.unitPrice')}</dt>
            <dd className="price">{price(line.unitPriceCents)}</dd>
          </div>
        </dl>
        {state !== 'ok' && (
          <p className="message message--error cart-line__warning">
            {state === 'onlyLeft' ? t('line.onlyLeft', { count: line.stockLeft }) : t('line.unavailable')}
          </p>
        )}
        <div className="cart-line__actions">
          <QuantityControl line={line} busy={busy} onQuantity={(quantity) => onQuantity(line, quantity)} />
          <p className="cart-line__total">
            <span className="visually-hidden">{t('line.lineTotal')} </span>
            <span className="price">{price(line.lineTotalCents)}</span>
          </p>
          <button
            type="button"
            className="cart-line__remove"
            aria-label={t('line.remove', names)}
            title={t('line.remove', names)}
            aria-disabled={busy || undefined}
            onClick={() => !busy && onRemove(line)}
          >
            <TrashIcon />
          </button>
        </div>
      </div>
    </li>
  );
}
