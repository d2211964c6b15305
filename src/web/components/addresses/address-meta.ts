import type { MetaDescriptor } from 'react-router';
import { translatorFor } from '../../../i18n/instance';
import type { RootData } from '../../root';

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

export type AddressPage = 'book' | 'new' | 'edit' | 'notFound' | 'error';

/** Title "<page> | <company>" of an address page; personal pages are never indexed. */
export function addressPageMeta(page: AddressPage, matches: Matches): MetaDescriptor[] {
  const noindex = { name: 'robots', content: 'noindex' };
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  if (!root) return [noindex];
  const t = translatorFor(root.locale);
  const company = root.settings['name company'] || t('common:shopName');
  const title = page === 'notFound' ? t('addresses:notFound.title') : page === 'error' ? t('errors:somethingWrong') : t(`addresses:meta.${page}`);
  return [{ title: `${title} | ${company}` }, noindex];
}
