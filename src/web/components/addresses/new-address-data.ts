import type { AppLoadContext } from 'react-router';
import { countryOptions } from '../../../domain/addresses/countries';
import { resolveLocale } from '../../../i18n/request-locale';
import { blankAddressValues } from './AddressForm';
import { signedInCustomer } from './signed-in';

/**
 * What a loader gives the add-address form (/creer-une-adresse, /checkout/creer-une-adresse):
 * the countries in the page language, whether this is the customer's first address, and the
 * starting values.
 */
export async function newAddressData(request: Request, context: AppLoadContext) {
  const customer = signedInCustomer(context);
  const { locale } = resolveLocale(request);
  const book = await context.addresses.list(customer.id);
  // Most addresses are the customer's own: their name and e-mail are filled in, to change at will.
  const initial = blankAddressValues(customer);
  return { countries: countryOptions(locale), first: book.length === 0, initial };
}
