import { countryName } from '../../../domain/addresses/countries';
import type { ConfirmationRecap as Recap } from '../../../domain/checkout/checkout';
import { imageUrl, productPictureSize } from '../../../domain/images';
import { longDayLabel } from '../../../domain/orders/delivery-window';
import { DELIVERY_WORKING_DAYS } from '../../../domain/shop-policies';
import { useLocale, usePrice } from '../../lib/use-root';
import { OrderAddress } from '../orders/OrderAddress';
import { OrderAmounts } from '../orders/OrderAmounts';
import { useCheckoutTranslation } from './checkout-i18n';

/**
 * What was bought, as it was paid: each line with its picture, the amounts (the order page's),
 * where it goes (the order page's address block) and when it should arrive.
 */
export function ConfirmationRecap({ recap, totalCents }: { recap: Recap; totalCents: number }) {
  const { t } = useCheckoutTranslation();
  const locale = useLocale();
  const price = usePrice();
  const days = DELIVERY_WORKING_DAYS[locale];

  return (
    <section className="confirmation-recap" aria-labelledby="confirmation-recap-title">
      <h2 id="confirmation-recap-title">{t('confirmation.recapTitle')}</h2>
      <ul className="order-summary__lines confirmation-recap__lines" aria-label={t('confirmation.items')}>
        {recap.lines.map((line, index) => (
          <li key={index} className="order-summary__line">
            {line.image ? <img src={imageUrl(line.image, 400)} alt="" {...productPictureSize(64)} loading="lazy" /> : <span aria-hidden="true" />}
            <div>
              <p className="order-summary__line-name">{line.name}</p>
              <p className="order-summary__line-facts">
                {t('confirmation.lineFacts', { color: line.colorName, size: line.sizeName, quantity: line.quantity })}
              </p>
            </div>
            <span className="price">{price(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <OrderAmounts amounts={{ ...recap, totalCents }} />

      <div className="confirmation-recap__delivery">
        <OrderAddress
          title={t('confirmation.deliveryAddress')}
          address={{ ...recap.delivery, countryName: countryName(recap.delivery.country, locale) }}
        />
        <section className="confirmation-recap__window" aria-labelledby="confirmation-window-title">
          <h2 id="confirmation-window-title" className="order-address__title">
            {t('confirmation.deliveryTitle')}
          </h2>
          <p>
            {t('confirmation.deliveryWindow', {
              from: longDayLabel(recap.deliveryWindow.from, locale),
              to: longDayLabel(recap.deliveryWindow.to, locale),
            })}
          </p>
          <p className="order-summary__note">{t('confirmation.deliveryDelay', days)}</p>
        </section>
      </div>
    </section>
  );
}
