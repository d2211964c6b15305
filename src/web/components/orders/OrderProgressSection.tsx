import { orderDateTimeLabel } from '../../../domain/orders/order-date';
import type { OrderProgress } from '../../../domain/orders/orders';
import { usePrice } from '../../lib/use-root';
import { useTranslation } from '../../lib/use-translation';

/** Where the order stands after the sale, as the mails told it: paid, shipped (with the parcel's tracking), delivered, cancelled, refunded. */
export function OrderProgressSection({ progress }: { progress: OrderProgress }) {
  const { t } = useTranslation('orders');
  const price = usePrice();
  const steps = (['paid', 'shipped', 'delivered', 'cancelled'] as const).flatMap((step) => {
    const at = progress[`${step}At`];
    return at ? [{ step, at }] : [];
  });
  if (steps.length === 0) return null;
  return (
    <section className="order-view__progress" aria-labelledby="order-progress-title">
      <h2 id="order-progress-title" className="order-view__section-title">
        {t('progress.title')}
      </h2>
      <ol>
        {steps.map(({ step, at }) => (
          <li key={step}>
            {t(`progress.${step}`, { date: orderDateTimeLabel(at) })}
            {step === 'shipped' && progress.shipment && (
              <>
                {' '}
                {t('progress.parcel', { carrier: t(`progress.carriers.${progress.shipment.carrier}`), number: progress.shipment.trackingNumber })}
                {progress.shipment.trackingLink && (
                  <>
                    {' '}
                    <a href={progress.shipment.trackingLink} target="_blank" rel="noopener noreferrer">
                      {t('progress.track')}
                    </a>
                  </>
                )}
              </>
            )}
          </li>
        ))}
        {progress.refundedCents > 0 && <li>{t('progress.refunded', { amount: price(progress.refundedCents) })}</li>}
      </ol>
    </section>
  );
}
