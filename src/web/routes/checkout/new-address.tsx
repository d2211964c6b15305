import { Link, useNavigate } from 'react-router';
import { addressApi } from '../../components/addresses/address-api';
import { AddressForm } from '../../components/addresses/AddressForm';
import { newAddressData } from '../../components/addresses/new-address-data';
import { checkoutApi } from '../../components/checkout/checkout-api';
import { useCheckoutTranslation } from '../../components/checkout/checkout-i18n';
import { checkoutMeta } from '../../components/checkout/checkout-meta';
import { ADDRESS_PURPOSE_PARAM, addressPurpose, stepHref } from '../../components/checkout/checkout-paths';
import type { Route } from './+types/new-address';

/**
 * /checkout/creer-une-adresse (guarded: a visitor without a session goes to /). Started from
 * the delivery step, the new address becomes the default delivery address; from billing, the
 * default billing address (spec); either way this order uses it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const data = await newAddressData(request, context);
  const purpose = addressPurpose(new URL(request.url).searchParams.get(ADDRESS_PURPOSE_PARAM));
  return {
    ...data,
    purpose,
    initial: { ...data.initial, isDefaultDelivery: purpose === 'livraison', isDefaultBilling: purpose === 'facturation' },
  };
}

export const meta: Route.MetaFunction = ({ matches }) => checkoutMeta('newAddress', matches);

export default function CheckoutNewAddress({ loaderData }: Route.ComponentProps) {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const { purpose, first, initial, countries } = loaderData;
  const back = stepHref('customer', purpose === 'livraison' ? 1 : 2);

  return (
    <main className="page checkout-page checkout-page--narrow">
      <p className="address-page__back">
        <Link to={back}>{t('newAddress.back')}</Link>
      </p>
      <h1 className="checkout-page__title">{t('newAddress.title')}</h1>
      <p>{t(purpose === 'livraison' ? 'newAddress.forDelivery' : 'newAddress.forBilling')}</p>
      <AddressForm
        initial={initial}
        countries={countries}
        defaults={first ? 'first' : 'choice'}
        save={async (input) => {
          const created = await addressApi.create(input);
          if (created.ok) {
            const chosen = { addressId: created.data.id };
            // This order uses it too; if that fails the step shows the book with it preselected as the default.
            await (purpose === 'livraison' ? checkoutApi.setDelivery(chosen) : checkoutApi.setBilling(chosen));
          }
          return created;
        }}
        onSaved={() => void navigate(back)}
        submitLabel={t('newAddress.save')}
        secondaryAction={
          <Link to={back} className="button button--ghost">
            {t('contact.cancel')}
          </Link>
        }
      />
    </main>
  );
}
