export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** English is the fallback language (spec section 1). */
export const FALLBACK_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return value === 'fr' || value === 'en';
}

/**
 * The language of a request: an explicit choice (query or cookie) wins, then the browser's
 * Accept-Language preferences in their quality order, then English.
 */
export function pickLocale(choice: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  if (isLocale(choice)) return choice;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.lang && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isLocale) ?? FALLBACK_LOCALE;
}

/**
 * The back office speaks French unless its user chose English (spec back-office section 1):
 * the browser's preferences are not asked. `pathname` is a page's (`/back/...`) or an API
 * call's (`/api/admin/...`).
 */
export function isBackOfficePath(pathname: string): boolean {
  return /^\/(back|api\/admin)(\/|$)/.test(pathname);
}

export function pickBackOfficeLocale(choice: string | null | undefined): Locale {
  return isLocale(choice) ? choice : 'fr';
}
