import { Link } from 'react-router';
import type { DefaultKind } from '../../../domain/addresses/address';
import { useTranslation } from '../../lib/use-translation';
import { AddressDetails } from './AddressDetails';
import type { BookAddress } from './book-address';

type Props = {
  address: BookAddress;
  /** While one action runs, the others wait: two changes at once would race. */
  busy: boolean;
  onDelete(address: BookAddress): void;
  onMakeDefault(address: BookAddress, kind: DefaultKind): void;
};

/** Where focus goes after an action moved the card (make default): its heading. */
export const cardHeadingId = (addressId: number) => `address-${addressId}-name`;

export function AddressCard({ address, busy, onDelete, onMakeDefault }: Props) {
  const { t } = useTranslation('addresses');
  const headingId = cardHeadingId(address.id);
  // Each action's name says which address it acts on, for screen-reader users who list buttons.
  const which = <span className="visually-hidden"> {t('card.which', { line1: address.line1, city: address.city })}</span>;

  return (
    <article className="address-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="address-card__name" tabIndex={-1}>
        {address.firstName} {address.lastName}
      </h3>
      {(address.isDefaultDelivery || address.isDefaultBilling) && (
        <ul className="address-card__badges">
          {address.isDefaultDelivery && <li className="address-card__badge">{t('card.defaultDelivery')}</li>}
          {address.isDefaultBilling && <li className="address-card__badge">{t('card.defaultBilling')}</li>}
        </ul>
      )}
      <AddressDetails address={address} />
      <div className="address-card__actions">
        <Link to={`/modification-adresse/${address.id}`} className="button button--ghost address-card__action">
          {t('card.edit')}
          {which}
        </Link>
        <button
          type="button"
          className="button button--ghost address-card__action"
          aria-disabled={busy || undefined}
          onClick={() => onDelete(address)}
        >
          {t('card.delete')}
          {which}
        </button>
        {!address.isDefaultDelivery && (
          <button
            type="button"
            className="address-card__link-button"
            aria-disabled={busy || undefined}
            onClick={() => onMakeDefault(address, 'delivery')}
          >
            {t('card.makeDefaultDelivery')}
            {which}
          </button>
        )}
        {!address.isDefaultBilling && (
          <button
            type="button"
            className="address-card__link-button"
            aria-disabled={busy || undefined}
            onClick={() => onMakeDefault(address, 'billing')}
          >
            {t('card.makeDefaultBilling')}
            {which}
          </button>
        )}
      </div>
    </article>
  );
}
