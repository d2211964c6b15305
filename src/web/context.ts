import type { CatalogueSnapshot } from '../domain/catalogue/types';

/**
 * What the server hands to every loader and action (React Router's load context). Loaders
 * read the same in-memory catalogue as the API; they never import server modules, so the web
 * bundle holds no second copy of the database layer.
 */
export type StorefrontContext = {
  catalogue: { snapshot(): Promise<CatalogueSnapshot> };
  /** Absolute origin of the shop, for canonical URLs, Open Graph tags and the sitemap. */
  publicUrl: string;
  /** Nonce of this response's Content-Security-Policy, for the inline scripts React Router writes. */
  cspNonce: string;
};

declare module 'react-router' {
  interface AppLoadContext extends StorefrontContext {}
}
