import type { Ref } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';

/** The empty cart: what to do next. Its heading takes the focus when the last line goes. */
export function EmptyCartMessage({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation('cart');
  return (
    <div className="cart-empty">
      <h2 ref={headingRef} tabIndex={-1} className="cart-empty__title">
        {t('empty.title')}
      </h2>
      <p>{t('empty.text')}</p>
      <Link to="/nouveautés" className="button">
        {t('empty.link')}
      </Link>
    </div>
  );
}
