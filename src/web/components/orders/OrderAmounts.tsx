import { usePrice } from '../../lib/use-root';
import { useTranslation } from '../../lib/use-translation';

export type OrderAmountsValues = {
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  promoCode: string | null;
  totalCents: number;
};

/** What an order cost, as it was paid: subtotal, shipping ('Gratuite' at 0), discount and total (order page and confirmation). */
export function OrderAmounts({ amounts }: { amounts: OrderAmountsValues }) {
  const { t } = useTranslation('orders');
  const price = usePrice();
  return (
    <dl className="order-summary__amounts">
      <div>
        <dt>{t('detail.subtotal')}</dt>
        <dd className="price">{price(amounts.subtotalCents)}</dd>
      </div>
      <div>
        <dt>{t('detail.shipping')}</dt>
        <dd className="price">{amounts.shippingCents === 0 ? t('detail.free') : price(amounts.shippingCents)}</dd>
      </div>
      {amounts.discountCents > 0 && (
        <div className="order-summary__discount">
          <dt>{amounts.promoCode ? t('detail.discountCode', { code: amounts.promoCode }) : t('detail.discount')}</dt>
          <dd className="price">{`−${price(amounts.discountCents)}`}</dd>
        </div>
      )}
      <div className="order-summary__total">
        <dt>{t('detail.total')}</dt>
        <dd className="price">{price(amounts.totalCents)}</dd>
      </div>
    </dl>
  );
}
