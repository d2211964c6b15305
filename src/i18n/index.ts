import type { Locale } from '../domain/locale';
import enCatalogue from './en/catalogue';
import enCommon from './en/common';
import enErrors from './en/errors';
import enPages from './en/pages';
import frCatalogue from './fr/catalogue';
import frCommon from './fr/common';
import frErrors from './fr/errors';
import frPages from './fr/pages';

/**
 * Message catalogues, one namespace per file and language. French is the source; each English
 * file is checked against it at compile time, so a key cannot be missing in one language.
 * Namespaces: common (chrome, shared words), catalogue (lists, product page), pages (static
 * information pages), errors (API and form errors).
 */
export const resources = {
  fr: { common: frCommon, catalogue: frCatalogue, pages: frPages, errors: frErrors },
  en: { common: enCommon, catalogue: enCatalogue, pages: enPages, errors: enErrors },
} satisfies Record<Locale, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)['fr'];
export const NAMESPACES = Object.keys(resources.fr) as Namespace[];
