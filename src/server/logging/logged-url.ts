/**
 * The form in which a request's URL is written to the log. Query values are kept only for the
 * parameters known to say nothing about a person (catalogue filters, paging, language); every
 * other value (one-time codes, e-mail addresses, tokens, anything a client invents) is replaced.
 * Paths that carry a credential have that segment replaced too.
 */

const REDACTED = '[redacted]';

/** Parameters of the storefront's and the API's URLs whose values are not personal. */
const PUBLIC_QUERY_PARAMETERS = new Set([
  'lang',
  'sort',
  'category',
  'color',
  'size',
  'collection',
  'new',
  'home',
  'offset',
  'limit',
  'page',
  'mode',
]);

/**
 * Path shapes that hold a credential: the newsletter's one-click unsubscribe token, a mailed
 * withdrawal or return link's token (the page, its data request, and the API it calls).
 */
const SECRET_PATH_SEGMENTS = [
  /(\/unsubscribe\/)[^/?#]+/g,
  /(\/retractation\/)[^/?#]+/g,
  /(\/withdrawals\/links\/)[^/?#]+/g,
  /(\/retour\/)[^/?#]+/g,
  /(\/returns\/links\/)[^/?#]+/g,
];

export function loggedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? undefined : url.slice(queryStart + 1);
  let logged = path;
  for (const pattern of SECRET_PATH_SEGMENTS) logged = logged.replace(pattern, `$1${REDACTED}`);
  if (query === undefined) return logged;
  const pairs = query.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    const name = equals === -1 ? pair : pair.slice(0, equals);
    return PUBLIC_QUERY_PARAMETERS.has(name) ? pair : `${name.slice(0, 40)}=${REDACTED}`;
  });
  return `${logged}?${pairs.join('&')}`;
}
