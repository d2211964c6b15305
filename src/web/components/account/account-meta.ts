import type { MetaDescriptor } from 'react-router';
import { translatorFor } from '../../../i18n/instance';
import type { RootData } from '../../root';

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

export type AccountPage =
  | 'signIn'
  | 'register'
  | 'confirmRegistration'
  | 'resetPassword'
  | 'confirmEmailChange'
  | 'account'
  | 'settings'
  | 'unsubscribe'
  | 'confirmNewsletter';

/**
 * Title "<page> | <company>" of an account page. These pages are personal or carry one-time
 * codes in their links: none of them belongs in a search engine.
 */
export function accountMeta(page: AccountPage, matches: Matches): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  if (!root) return [{ name: 'robots', content: 'noindex' }];
  const t = translatorFor(root.locale);
  const company = root.settings['name company'] || t('common:shopName');
  return [{ title: `${t(`account:meta.${page}`)} | ${company}` }, { name: 'robots', content: 'noindex' }];
}
