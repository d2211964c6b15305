import type { i18n } from 'i18next';
import { useTranslation } from '../../lib/use-translation';
import type { Locale } from '../../../domain/locale';
import { i18nFor } from '../../../i18n/instance';
import { pagesResources } from '../../../i18n/pages';
import { addOnDemandNamespace } from '../../lib/on-demand-namespace';

/** `useTranslation('pages')`, with the namespace loaded first. */
export function usePagesTranslation() {
  addOnDemandNamespace(useTranslation().i18n, 'pages', pagesResources);
  return useTranslation('pages');
}

/** A translator with the pages namespace, for `meta` functions (which cannot use hooks). */
export function pagesTranslator(locale: Locale): i18n['t'] {
  return addOnDemandNamespace(i18nFor(locale), 'pages', pagesResources).t;
}
