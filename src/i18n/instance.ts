import i18next, { type i18n, type TFunction } from 'i18next';
import type { Locale } from '../domain/locale';
import { catalogueOf } from '#i18n/languages';
import { memoizeTranslator } from './memo-translator';

/**
 * A ready i18next instance for one language, holding that language's catalogue only. The
 * catalogue is at hand (bundled on the server, loaded before the page renders in the browser:
 * languages.browser.ts), so initialisation is synchronous and the same call serves the server
 * render, the browser and the API errors. Every key exists in both languages (types.ts), so
 * there is no fallback language.
 */
function createI18n(locale: Locale): i18n {
  const catalogue = catalogueOf(locale);
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: ['fr', 'en'],
    resources: { [locale]: catalogue },
    ns: Object.keys(catalogue),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const shared = new Map<Locale, i18n>();

/**
 * One long-lived instance per language. Its language never changes, so every render and
 * every request in that language can share it: creating one per render cost several percent
 * of a page's server time.
 */
export function i18nFor(locale: Locale): i18n {
  let instance = shared.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    shared.set(locale, instance);
  }
  return instance;
}

const translators = new Map<Locale, TFunction>();

/** The language's translator (`namespace:key`), each text translated once (memo-translator.ts). */
export function translatorFor(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    t = memoizeTranslator(i18nFor(locale).t);
    translators.set(locale, t);
  }
  return t;
}
