import { Link } from 'react-router';
import type { AddressInput } from '../../../domain/addresses/address-schema';
import type { CountryOption } from '../../../domain/addresses/countries';
import type { ApiResult } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import { AddressForm, type AddressFormValues } from './AddressForm';

type Props = {
  title: 'newTitle' | 'editTitle';
  initial: AddressFormValues;
  countries: CountryOption[];
  defaults: 'choice' | 'first';
  save(input: AddressInput): Promise<ApiResult<unknown>>;
};

/** The page around the address form, the same for adding and editing. */
export function AddressFormPage({ title, ...form }: Props) {
  const { t } = useTranslation('addresses');
  return (
    <main className="account-area__main address-page">
      <p className="address-page__back">
        <Link to="/address-utilisateur">{t('form.back')}</Link>
      </p>
      <h1 className="account-area__title address-page__title">{t(`form.${title}`)}</h1>
      <AddressForm {...form} />
    </main>
  );
}
