import type { i18n } from 'i18next';
import type { Locale } from '../../../domain/locale';
import { checkoutResources } from '../../../i18n/checkout';
import { i18nFor } from '../../../i18n/instance';
import { addOnDemandNamespace } from '../../lib/on-demand-namespace';
import { useTranslation } from '../../lib/use-translation';

/** `useTranslation('checkout')`, with the namespace loaded first (it is not in every page's bundle). */
export function useCheckoutTranslation() {
  addOnDemandNamespace(useTranslation().i18n, 'checkout', checkoutResources);
  return useTranslation('checkout');
}

/** A translator with the checkout namespace, for `meta` functions (which cannot use hooks). */
export function checkoutTranslator(locale: Locale): i18n['t'] {
  return addOnDemandNamespace(i18nFor(locale), 'checkout', checkoutResources).t;
}
