import type { Locale } from '../../../domain/locale';

/**
 * The same page in another language: the current path and query, with `lang` set (the server
 * remembers the choice in a cookie). Other parameters, such as list filters, are kept.
 */
export function langSwitchUrl(pathname: string, search: string, lang: Locale): string {
  const params = new URLSearchParams(search);
  params.set('lang', lang);
  return `${pathname}?${params.toString()}`;
}
