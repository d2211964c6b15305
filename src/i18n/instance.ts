import i18next, { type i18n } from 'i18next';
import { FALLBACK_LOCALE, type Locale } from '../domain/locale';
import { NAMESPACES, resources } from './index';

/**
 * A ready i18next instance for one language. The catalogues are bundled, so initialisation is
 * synchronous and the same call serves the server render, the browser and the API errors.
 */
export function createI18n(locale: Locale): i18n {
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

/** A long-lived instance per language, for server code that only translates. */
export function translatorFor(locale: Locale): i18n['t'] {
  let instance = shared.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    shared.set(locale, instance);
  }
  return instance.t;
}
