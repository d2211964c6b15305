import { formatPrice } from '../../../../domain/money';
import type { StaffReturnRefund } from '../../../../domain/orders/return-views';
import { useLocale } from '../../../lib/use-root';
import { useBackTranslation } from '../use-back-translation';

/** A return's refund item by item: items, delivery, fee, and the total to refund (or refunded), with its credit note. */
export function RefundAmounts({ returnId, refund }: { returnId: number; refund: StaffReturnRefund }) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const price = (cents: number) => formatPrice(cents, locale);
  return (
    <>
      <dl aria-label={t('returns.amounts', { id: returnId })} className="order-returns__amounts">
        <div>
          <dt>{t('returns.items')}</dt>
          <dd>{price(refund.itemsCents)}</dd>
        </div>
        <div>
          <dt>{t('returns.shipping')}</dt>
          <dd>{price(refund.shippingCents)}</dd>
        </div>
        <div>
          <dt>{t('returns.fee')}</dt>
          <dd>{price(-refund.feeCents)}</dd>
        </div>
        <div>
          <dt>{t(refund.state === 'succeeded' ? 'returns.totalDone' : 'returns.total')}</dt>
          <dd>
            <strong>{price(refund.amountCents)}</strong>
          </dd>
        </div>
      </dl>
      {refund.creditNoteNumber && <p>{t('returns.creditNote', { number: refund.creditNoteNumber })}</p>}
    </>
  );
}
