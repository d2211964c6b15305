import { isBackOfficePath, isLocale, pickBackOfficeLocale, pickLocale, type Locale } from '../domain/locale';

/** The only cookie a visitor has before signing in or filling a cart: their language choice. */
export const LANG_COOKIE = 'lang';
const ONE_YEAR = 31_536_000;

/** The cookie's value; undefined when it is absent or unreadable (a browser may hold any bytes). */
function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** What the language is read from: a Request, or a page request's URL and headers as the server has them. */
export type LocaleSource = { url: string; headers: Pick<Headers, 'get'> };

/**
 * The page language: `?lang=` (the footer switch and the hreflang alternates) wins and is
 * remembered in a cookie; then the remembered choice; then the browser's Accept-Language
 * (French in the back office).
 */
export function resolveLocale(request: LocaleSource): { locale: Locale; setCookie?: string } {
  const url = new URL(request.url);
  const asked = url.searchParams.get('lang');
  const remembered = readCookie(request.headers.get('cookie'), LANG_COOKIE);
  const choice = isLocale(asked) ? asked : remembered;
  const locale = isBackOfficePath(url.pathname) ? pickBackOfficeLocale(choice) : pickLocale(choice, request.headers.get('accept-language'));
  const setCookie = isLocale(asked) && asked !== remembered ? `${LANG_COOKIE}=${asked}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax` : undefined;
  return { locale, setCookie };
}
