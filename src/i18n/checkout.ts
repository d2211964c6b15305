import type { Locale } from '../domain/locale';
import enCheckout from './en/checkout';
import frCheckout from './fr/checkout';

/** The `checkout` namespace (checkout and confirmation pages), loaded on demand: see ./index.ts. */
export const checkoutResources = { fr: frCheckout, en: enCheckout } satisfies Record<Locale, unknown>;
