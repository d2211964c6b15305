import type { ReactNode } from 'react';
import { imageUrl, productPictureSize } from '../../lib/images';
import { usePrice } from '../../lib/use-root';
import { useTranslation } from '../../lib/use-translation';
import type { Cart } from '../../../domain/cart/cart';
import { PromoField } from './PromoField';
import type { ChangeOutcome } from './use-cart';

type Props = {
  cart: Cart;
  busy?: boolean;
  /** Without them the code cannot change here (the payment page: the order is placed with it). */
  onApplyPromo?(code: string): Promise<ChangeOutcome>;
  onRemovePromo?(): Promise<ChangeOutcome>;
  /** The checkout lists the lines in its summary; the cart page shows them beside it. */
  showLines?: boolean;
  /** The action under the total (the cart's checkout button, the checkout's pay button). */
  children?: ReactNode;
};

/**
 * The order summary, shared by the cart page and the checkout: subtotal, shipping ("Free"
 * when nothing is charged), discount, total and the promo field. Every amount is the server's.
 */
export function OrderSummary({ cart, busy = false, onApplyPromo, onRemovePromo, showLines = false, children }: Props) {
  const { t } = useTranslation('cart');
  const price = usePrice();
  const { totals, promo } = cart;
  const hasLines = cart.lines.length > 0;
  const threshold = totals.freeShippingThresholdCents;
  const missingForFreeShipping = hasLines && threshold !== null && !totals.freeShipping ? threshold - totals.subtotalCents : 0;

  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        {t('summary.title')}
      </h2>
      {showLines && (
        <ul className="order-summary__lines">
          {cart.lines.map((line) => (
            <li key={line.id} className="order-summary__line">
              {line.image && <img src={imageUrl(line.image, 400)} alt="" {...productPictureSize(64)} loading="lazy" />}
              <div>
                <p className="order-summary__line-name">{line.name}</p>
                <p className="order-summary__line-facts">
                  {line.colorName} · {line.sizeName} · {t('line.quantity')} {line.quantity}
                </p>
              </div>
              <span className="price">{price(line.lineTotalCents)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="order-summary__amounts">
        <div>
          <dt>{t('summary.subtotal')}</dt>
          <dd className="price">{price(totals.subtotalCents)}</dd>
        </div>
        <div>
          <dt>{t('summary.shipping')}</dt>
          <dd className="price">{hasLines && totals.shippingCents === 0 ? t('summary.free') : price(totals.shippingCents)}</dd>
        </div>
        {promo && totals.discountCents > 0 && (
          <div className="order-summary__discount">
            <dt>{t('summary.discount', { code: promo.code })}</dt>
            <dd className="price">{`−${price(totals.discountCents)}`}</dd>
          </div>
        )}
        <div className="order-summary__total">
          <dt>{t('summary.total')}</dt>
          <dd className="price">{price(totals.totalCents)}</dd>
        </div>
      </dl>
      <p className="order-summary__note">{t('summary.vatIncluded')}</p>
      {missingForFreeShipping > 0 && (
        <p className="order-summary__note">{t('summary.freeShippingLeft', { amount: price(missingForFreeShipping) })}</p>
      )}
      {hasLines && totals.freeShipping && <p className="order-summary__note">{t('summary.freeShippingReached')}</p>}
      {onApplyPromo && onRemovePromo && (
        <PromoField promo={promo} promoNotice={cart.promoNotice} busy={busy} onApply={onApplyPromo} onRemove={onRemovePromo} />
      )}
      {children}
    </section>
  );
}
