import type { MetaDescriptor } from 'react-router';
import { isLocale } from '../../../domain/locale';
import type { Settings } from '../../../domain/settings';
import { translatorFor } from '../../../i18n/instance';

/** The shop's name as settings give it, for page titles and the product brand. */
export function companyName(settings: Settings): string {
  return settings['name company']?.trim() || 'Atelier';
}

type Match = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/**
 * Title of a catalogue page whose loader failed: the "not found" title for a 404, else the
 * generic error title, in the language the root loader chose. Such pages are not indexed.
 */
export function errorPageMeta(matches: readonly Match[], error: unknown, notFound: 'collectionNotFound' | 'productNotFound'): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { locale?: unknown } | undefined;
  const t = translatorFor(isLocale(root?.locale) ? root.locale : 'en');
  const status = (error as { status?: unknown } | undefined)?.status;
  return [{ title: status === 404 ? t(`catalogue:${notFound}.title`) : t('errors:somethingWrong') }, { name: 'robots', content: 'noindex' }];
}
