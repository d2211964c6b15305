import { safeRedirectPath } from './redirect-path';

type EntryPage = '/connexion' | '/creer-un-compte';

/**
 * The pages of signing in and of mail links. Coming back to them after signing in makes no
 * sense (the form again, a code already spent), and their query strings may hold a one-time
 * code that must not travel further: from them, only the target they already carry is kept.
 */
const ACCOUNT_PAGES = new Set([
  '/connexion',
  '/creer-un-compte',
  '/reinisialisation-mot-de-passe',
  '/confirmation-inscription',
  '/confirmation-changement-email',
  '/confirmation-newsletter',
]);

/** Nothing to come back to on the home page: signing in from it lands on the account, as the user icon promises. */
const HOME_PAGES = new Set(['/', '/acceuil']);

/**
 * Where to come back to after signing in from the page at `pathname` + `search`: that page
 * (a product in its colour and size, the cart, a list with its filters); on the sign-in and
 * registration pages, the page they were asked to come back to. The hash is left out: the
 * server never sees it, so a link rendered there could not carry it.
 */
export function returnPathFrom(pathname: string, search: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/connexion' || path === '/creer-un-compte') return safeRedirectPath(new URLSearchParams(search).get('redirect'));
  if (ACCOUNT_PAGES.has(path) || HOME_PAGES.has(path)) return null;
  // Mail links carry their one-time code as `code`: whatever page a later one opens, it stays there.
  if (new URLSearchParams(search).has('code')) return null;
  return safeRedirectPath(pathname + search);
}

/** The sign-in or registration page, carrying where to come back to (read by `afterSignInPath`). */
export function withReturnPath(page: EntryPage, returnPath: string | null): string {
  return returnPath ? `${page}?${new URLSearchParams({ redirect: returnPath })}` : page;
}

/** The sign-in link of the header, from the page the visitor is on. */
export function signInHref(pathname: string, search: string): string {
  return withReturnPath('/connexion', returnPathFrom(pathname, search));
}
