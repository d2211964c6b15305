import { Link } from 'react-router';
import type { CheckoutState, CheckoutStep } from '../../../domain/checkout/checkout';
import { useCheckoutTranslation } from './checkout-i18n';
import { stepHref } from './checkout-paths';

const STEPS = [
  { step: 1, key: 'delivery' },
  { step: 2, key: 'billing' },
  { step: 3, key: 'payment' },
] as const;

/**
 * The three steps (1 delivery, 2 billing, 3 payment) with the current one marked, and the
 * spec's step counter. A step already answered is a link back to it.
 */
export function StepProgress({ mode, current }: { mode: CheckoutState['mode']; current: CheckoutStep }) {
  const { t } = useCheckoutTranslation();
  return (
    <nav className="checkout-steps" aria-label={t('steps.label')}>
      <p className="checkout-steps__counter">{t('steps.counter', { step: current, count: STEPS.length })}</p>
      <ol className="checkout-steps__list">
        {STEPS.map(({ step, key }) => {
          const name = (
            <>
              <span className="checkout-steps__number" aria-hidden="true">
                {step}
              </span>
              {t(`steps.${key}`)}
            </>
          );
          return (
            <li key={step} className={step === current ? 'checkout-steps__item checkout-steps__item--current' : 'checkout-steps__item'}>
              {step < current ? (
                <Link to={stepHref(mode, step)} className="checkout-steps__link">
                  {name} <span className="visually-hidden">{t('steps.done')}</span>
                </Link>
              ) : (
                <span aria-current={step === current ? 'step' : undefined}>{name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
