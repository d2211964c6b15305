import type { AddressFields } from '../../../domain/addresses/address-schema';
import { formatPhone } from '../../../domain/addresses/phone';
import { useTranslation } from '../../lib/use-translation';
import { PostalLines } from './PostalLines';

/**
 * The postal lines and contact of an address, as the address book and the orders show them:
 * the phone in pairs of digits (spec section 9), the country named in the page language.
 */
export function AddressDetails({ address }: { address: Omit<AddressFields, 'firstName' | 'lastName'> & { countryName: string } }) {
  const { t } = useTranslation('addresses');
  return (
    <>
      <address className="address-card__lines">
        <PostalLines address={address} countryName={address.countryName} />
      </address>
      <dl className="address-card__contact">
        <div>
          <dt>{t('card.phone')}</dt>
          <dd className="address-card__phone">{formatPhone(address.phone)}</dd>
        </div>
        <div>
          <dt>{t('card.email')}</dt>
          <dd className="address-card__email">{address.email}</dd>
        </div>
      </dl>
    </>
  );
}
