import type { AddressBookReader } from '../domain/addresses/address';
import type { Cart } from '../domain/cart/cart';
import type { CheckoutState, Confirmation } from '../domain/checkout/checkout';
import type { CatalogueSnapshot } from '../domain/catalogue/types';
import type { Locale } from '../domain/locale';
import type { OrderHistoryReader } from '../domain/orders/order-history';
import type { ReturnsReader } from '../domain/orders/return-views';

/** The signed-in customer, as the session gives it; null for a visitor. */
export type SessionCustomer = { id: number; email: string; firstName: string; lastName: string; locale: Locale };

/**
 * What the server hands to every loader and action (React Router's load context). Loaders
 * read the same in-memory catalogue as the API; they never import server modules, so the web
 * bundle holds no second copy of the database layer.
 */
export type StorefrontContext = {
  catalogue: {
    snapshot(): Promise<CatalogueSnapshot>;
    /** The products a search's folded words find, best first, published or not (the snapshot decides what is shown). */
    search(terms: readonly string[]): Promise<number[]>;
  };
  /** Absolute origin of the shop, for canonical URLs, Open Graph tags and the sitemap. */
  publicUrl: string;
  /** Writes a page's failure to the server log without its message (server/logging/logged-error.ts). */
  logError(error: unknown): void;
  /** Nonce of this response's Content-Security-Policy, for the inline scripts React Router writes. */
  cspNonce: string;
  /** The browser files of each language's texts, which a page names beside its other modules. */
  languageModules: Partial<Record<Locale, string[]>>;
  /** Identity comes from the session cookie only (GUIDE 3.3). */
  customer: SessionCustomer | null;
  /** The address book, read with the API's own queries; loaders pass `customer.id`. */
  addresses: AddressBookReader;
  /** The customer's orders as their account shows them, read with the API's own queries; loaders pass `customer.id`. */
  orders: OrderHistoryReader;
  /** The returns of a customer's order (/commande/{id} and its return form); loaders pass `customer.id`. */
  returns: ReturnsReader;
  /** This visitor's cart as the API answers GET /api/store/cart, names in the page language. */
  cart(): Promise<Cart>;
  /** This visitor's checkout (cart, answers kept with it, what stops the order) as GET /api/store/checkout answers it. */
  checkout(): Promise<CheckoutState>;
  /** This visitor's last order as GET /api/store/checkout/confirmation answers it; null when there is none. */
  checkoutConfirmation(): Promise<Confirmation | null>;
};

declare module 'react-router' {
  // Module augmentation only merges interfaces, and this one adds nothing of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StorefrontContext {}
}
