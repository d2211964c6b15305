import type { Locale } from '../domain/locale';
import enAccount from './en/account';
import enAddresses from './en/addresses';
import enCart from './en/cart';
import enCatalogue from './en/catalogue';
import enCommon from './en/common';
import enErrors from './en/errors';
import enInvoices from './en/invoices';
import enOrders from './en/orders';
import frAccount from './fr/account';
import frAddresses from './fr/addresses';
import frCart from './fr/cart';
import frCatalogue from './fr/catalogue';
import frCommon from './fr/common';
import frErrors from './fr/errors';
import frInvoices from './fr/invoices';
import frOrders from './fr/orders';

/**
 * Message catalogues, one namespace per file and language. French is the source; each English
 * file is checked against it at compile time, so a key cannot be missing in one language.
 * Namespaces loaded on every page: common (chrome, shared words), catalogue (lists, product
 * page), errors (API and form errors), account (sign-in, registration, account settings,
 * newsletter), addresses (address book and forms), cart (cart page, order summary, promo codes),
 * orders (the customer's orders in the account), invoices (the invoice form's messages and
 * invoicing errors, which the API answers too). The long prose of the information pages
 * (`pages`, see ./pages.ts) and the checkout's texts (`checkout`, see ./checkout.ts) are added
 * only by the pages that show them, to keep them out of every download.
 */
export const resources = {
  fr: {
    common: frCommon,
    catalogue: frCatalogue,
    errors: frErrors,
    account: frAccount,
    addresses: frAddresses,
    cart: frCart,
    orders: frOrders,
    invoices: frInvoices,
  },
  en: {
    common: enCommon,
    catalogue: enCatalogue,
    errors: enErrors,
    account: enAccount,
    addresses: enAddresses,
    cart: enCart,
    orders: enOrders,
    invoices: enInvoices,
  },
} satisfies Record<Locale, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)['fr'];
export const NAMESPACES = Object.keys(resources.fr) as Namespace[];

/** Namespaces loaded on demand by the routes that use them (web/lib/on-demand-namespace.ts). */
export type OnDemandNamespace = 'pages' | 'checkout' | 'back';
