import type { Locale } from '../domain/locale';
import en from './en/index';
import fr from './fr/index';

/**
 * Message catalogues, one namespace per file and language. French is the source; each English
 * file is checked against it at compile time, so a key cannot be missing in one language.
 * The namespaces every page uses are listed in ./fr/index.ts. The long prose of the
 * information pages (`pages`, see ./pages.ts) and the checkout's texts (`checkout`, see
 * ./checkout.ts) are added only by the pages that show them, to keep them out of every
 * download.
 *
 * Every language at once, for the server, the tests and the scripts. A browser gets its
 * page's language only (./languages.browser.ts): import from here in server code only.
 */
export const resources = { fr, en } satisfies Record<Locale, Record<string, unknown>>;

/** One language's namespaces every page uses. */
export type Catalogue = typeof fr;
export type Namespace = keyof Catalogue;
export const NAMESPACES = Object.keys(resources.fr) as Namespace[];

/** Namespaces loaded on demand by the routes that use them (web/lib/on-demand-namespace.ts). */
export type OnDemandNamespace = 'pages' | 'checkout' | 'back';
