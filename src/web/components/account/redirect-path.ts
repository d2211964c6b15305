/** Where a customer lands after signing in when no other page asked for it. */
export const ACCOUNT_HOME = '/parametres-du-compte';

// Any origin will do: it only tells whether resolving the path would leave it.
const PROBE_ORIGIN = 'https://shop.invalid';

/**
 * The `?redirect=` target of the sign-in page, if it is a page of this shop. Anything else
 * (another site, `//host`, `/\host`, which browsers read as `//host`, a `javascript:` URL)
 * is refused, so a crafted sign-in link cannot send a customer elsewhere (open redirect).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes and control characters are where browsers and URL parsers disagree.
  if (/[\\\p{Cc}]/u.test(value)) return null;
  const resolved = new URL(value, PROBE_ORIGIN);
  if (resolved.origin !== PROBE_ORIGIN) return null;
  return value;
}

/** Where to go after signing in, from the sign-in page's query string. */
export function afterSignInPath(searchParams: URLSearchParams): string {
  return safeRedirectPath(searchParams.get('redirect')) ?? ACCOUNT_HOME;
}
