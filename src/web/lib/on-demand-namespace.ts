import type { i18n } from 'i18next';
import { LOCALES, type Locale } from '../../domain/locale';
import type { OnDemandNamespace } from '../../i18n';

/**
 * Adds a namespace kept out of the bundle every page downloads (src/i18n/index.ts) to an
 * i18next instance, before its first use (idempotent). Only the routes that import its
 * catalogues carry them.
 */
export function addOnDemandNamespace(instance: i18n, namespace: OnDemandNamespace, catalogues: Record<Locale, object>): i18n {
  for (const locale of LOCALES) {
    if (!instance.hasResourceBundle(locale, namespace)) instance.addResourceBundle(locale, namespace, catalogues[locale]);
  }
  return instance;
}
