import { Link } from 'react-router';
import type { CountryOption } from '../../../domain/addresses/countries';
import type { CheckoutState } from '../../../domain/checkout/checkout';
import { AddressLines } from './AddressLines';
import { useCheckoutTranslation } from './checkout-i18n';
import { stepHref } from './checkout-paths';

/** What the order will use, as the server kept it, each with a link back to the step that asks it. */
export function AnswersReview({ state, countries }: { state: CheckoutState; countries: CountryOption[] }) {
  const { t } = useCheckoutTranslation();
  const { mode, draft } = state;
  const rows = [
    { key: 'contact', step: 1, content: draft.email },
    { key: 'delivery', step: 1, content: draft.delivery && <AddressLines address={draft.delivery} countries={countries} /> },
    {
      key: 'billing',
      step: 2,
      content: draft.billingSameAsDelivery ? t('billing.same') : draft.billing && <AddressLines address={draft.billing} countries={countries} />,
    },
  ] as const;

  return (
    <section className="checkout-review" aria-labelledby="checkout-review-title">
      <h2 id="checkout-review-title" className="checkout-review__title">
        {t('review.title')}
      </h2>
      <dl className="checkout-review__list">
        {rows.map(({ key, step, content }) => (
          <div key={key} className="checkout-review__row">
            <dt>{t(`review.${key}`)}</dt>
            <dd>
              {content}
              <Link to={stepHref(mode, step)} className="checkout-review__change" aria-label={t('review.changeNamed', { what: t(`review.${key}`) })}>
                {t('review.change')}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
