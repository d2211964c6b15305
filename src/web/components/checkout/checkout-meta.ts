import type { MetaDescriptor } from 'react-router';
import type { RootData } from '../../root';
import { checkoutTranslator } from './checkout-i18n';

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

export type CheckoutPage = 'entry' | 'delivery' | 'billing' | 'newAddress' | 'payment' | 'confirmation';

/** Title "<page> | <company>" of a checkout page; personal pages are never indexed. */
export function checkoutMeta(page: CheckoutPage, matches: Matches): MetaDescriptor[] {
  const noindex = { name: 'robots', content: 'noindex' };
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  if (!root) return [noindex];
  const t = checkoutTranslator(root.locale);
  const company = root.settings['name company'] || t('common:shopName');
  return [{ title: `${t(`checkout:meta.${page}`)} | ${company}` }, noindex];
}
