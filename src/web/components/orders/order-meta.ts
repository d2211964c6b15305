import type { MetaDescriptor } from 'react-router';
import { translatorFor } from '../../../i18n/instance';
import type { RootData } from '../../root';

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

export type OrderPageTitle = {
  key:
    | 'orders:meta.list'
    | 'orders:meta.detail'
    | 'orders:returns.form.meta'
    | 'orders:returns.form.title'
    | 'orders:notFound.title'
    | 'errors:somethingWrong';
  number?: string;
};

/** Title "<page> | <company>" of an order page; personal pages are never indexed. */
export function orderPageMeta({ key, number }: OrderPageTitle, matches: Matches): MetaDescriptor[] {
  const noindex = { name: 'robots', content: 'noindex' };
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  if (!root) return [noindex];
  const t = translatorFor(root.locale);
  const company = root.settings['name company'] || t('common:shopName');
  return [{ title: `${t(key, { number })} | ${company}` }, noindex];
}
