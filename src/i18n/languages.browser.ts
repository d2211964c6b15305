import type { Locale } from '../domain/locale';
import type { Catalogue } from './index';

/*
 * Where a language's catalogue comes from, in the browser: each language is a file of its own,
 * and a page downloads its own language only (about 12 KB gzip each). The page's HTML names its
 * language's file with the page's other modules (web/lib/deferred-scripts.tsx), the browser
 * entry waits for it before hydrating (web/entry.client.tsx), and the root's client loader
 * fetches the other language before the FR/EN switch shows a page in it (web/root.tsx).
 */

const files: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  fr: () => import('./fr/index'),
  en: () => import('./en/index'),
};

const loaded: Partial<Record<Locale, Catalogue>> = {};

/** The catalogue of a language already loaded; asking for another is a bug in the loading order. */
export function catalogueOf(locale: Locale): Catalogue {
  const catalogue = loaded[locale];
  if (!catalogue) throw new Error(`The ${locale} catalogue is used before it was loaded (loadLanguage)`);
  return catalogue;
}

/** Downloads a language's catalogue once; later calls resolve at once. */
export async function loadLanguage(locale: Locale): Promise<void> {
  loaded[locale] ??= (await files[locale]()).default;
}
