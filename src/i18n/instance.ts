import i18next, { type i18n, type TFunction } from 'i18next';
import { FALLBACK_LOCALE, type Locale } from '../domain/locale';
import { NAMESPACES, resources } from './index';
import { memoizeTranslator } from './memo-translator';

/**
 * A ready i18next instance for one language. The catalogues are bundled, so initialisation is
 * synchronous and the same call serves the server render, the browser and the API errors.
 */
function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: ['fr', 'en'],
    resources,
    ns: NAMESPACES,
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
