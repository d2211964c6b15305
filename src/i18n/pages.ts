import type { Locale } from '../domain/locale';
import enPages from './en/pages';
import frPages from './fr/pages';

/** The `pages` namespace (information pages), loaded on demand: see ./index.ts. */
export const pagesResources = { fr: frPages, en: enPages } satisfies Record<Locale, unknown>;
