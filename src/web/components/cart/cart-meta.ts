import type { MetaDescriptor } from 'react-router';
import { translatorFor } from '../../../i18n/instance';
import type { RootData } from '../../root';

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** "Panier | <company>"; a cart is personal, so the page is never indexed. */
export function cartPageMeta(matches: Matches): MetaDescriptor[] {
  const noindex = { name: 'robots', content: 'noindex' };
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  if (!root) return [noindex];
  const t = translatorFor(root.locale);
  const company = root.settings['name company'] || t('common:shopName');
  return [{ title: `${t('cart:title')} | ${company}` }, noindex];
}
