import type { Locale } from '../domain/locale';
import enErrors from './en/errors';
import frErrors from './fr/errors';

/**
 * Message catalogues, one namespace per file and language. French is the source; each English
 * file is checked against it at compile time, so a key cannot be missing in one language.
 */
export const resources = {
  fr: { errors: frErrors },
  en: { errors: enErrors },
} satisfies Record<Locale, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)['fr'];
export const NAMESPACES = Object.keys(resources.fr) as Namespace[];
