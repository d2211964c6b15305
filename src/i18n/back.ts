import type { Locale } from '../domain/locale';
import enBack from './en/back';
import frBack from './fr/back';

/**
 * The `back` namespace (back office), kept out of ./index.ts so the storefront's pages never
 * download it: the back-office pages (web/lib/on-demand-namespace.ts) and the staff API add it.
 */
export const backResources = { fr: frBack, en: enBack } satisfies Record<Locale, object>;
