import type { Locale } from '../domain/locale';
import { resources, type Catalogue } from './index';

/*
 * Where a language's catalogue comes from, outside the browser: every language is bundled, so
 * the server, the tests and the scripts translate into any of them at once. The browser has
 * its own version of this module (./languages.browser.ts, chosen by the `browser` condition of
 * package.json's "imports"), which downloads the page's language only.
 */

/** The catalogue of a language (always there on the server). */
export function catalogueOf(locale: Locale): Catalogue {
  return resources[locale];
}

/** Nothing to fetch: every language is bundled. */
export function loadLanguage(_locale: Locale): Promise<void> {
  return Promise.resolve();
}
