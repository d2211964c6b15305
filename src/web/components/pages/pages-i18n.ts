import type { i18n } from 'i18next';
import { useTranslation } from '../../lib/use-translation';
import { LOCALES, type Locale } from '../../../domain/locale';
import { i18nFor } from '../../../i18n/instance';
import { pagesResources } from '../../../i18n/pages';

/** Adds the information pages' texts to an i18next instance (idempotent). */
function addPagesNamespace(instance: i18n): i18n {
  for (const locale of LOCALES) {
    if (!instance.hasResourceBundle(locale, 'pages')) instance.addResourceBundle(locale, 'pages', pagesResources[locale]);
  }
  return instance;
}

/** `useTranslation('pages')`, with the namespace loaded first. */
export function usePagesTranslation() {
  addPagesNamespace(useTranslation().i18n);
  return useTranslation('pages');
}

/** A translator with the pages namespace, for `meta` functions (which cannot use hooks). */
export function pagesTranslator(locale: Locale): i18n['t'] {
  return addPagesNamespace(i18nFor(locale)).t;
}
