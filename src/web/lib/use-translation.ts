import type { i18n, TFunction } from 'i18next';
import { useRouteLoaderData } from 'react-router';
import { FALLBACK_LOCALE, type Locale } from '../../domain/locale';
import type { Namespace, OnDemandNamespace } from '../../i18n';
import { i18nFor } from '../../i18n/instance';
import { memoizeTranslator } from '../../i18n/memo-translator';

const translators = new Map<string, TFunction>();

/**
 * The page's translator for a namespace, in the page's language (root data). It replaces
 * react-i18next's hook, which copies the whole i18next instance at each component's first
 * render, that is at every render on the server (6 % of a page's CPU): a translator per
 * language and namespace is made once and shared. A language change re-renders the tree from
 * the root, so every component gets the new translator.
 */
export function useTranslation(namespace: Namespace | OnDemandNamespace = 'common'): { t: TFunction; i18n: i18n } {
  const root = useRouteLoaderData('root') as { locale?: Locale } | undefined;
  const locale = root?.locale ?? FALLBACK_LOCALE;
  const instance = i18nFor(locale);
  const key = `${locale}|${namespace}`;
  let t = translators.get(key);
  if (!t) {
    t = memoizeTranslator(instance.getFixedT(locale, namespace) as TFunction);
    translators.set(key, t);
  }
  return { t, i18n: instance };
}
