import type { LoggedError } from '../logging/logged-error';
import type { CachedPage } from '../http/page-cache';
import type { Locale } from '../../domain/locale';
import type { SessionCustomer } from '../../web/context';

/**
 * Messages between the main thread (HTTP, database) and the render threads (React Router and
 * React). A render thread never touches the database: what a page's loaders ask of the visitor
 * or the catalogue is a call back to the main thread, answered with plain data.
 */

/** What a render thread is started with. */
export type RenderThreadData = {
  /** file: URL of the React Router server build. */
  buildUrl: string;
  mode: 'production' | 'development';
  publicUrl: string;
  /** The CSP nonce stand-in pages are rendered with (http/react-router.ts replaces it per answer). */
  noncePlaceholder: string;
  /** The browser files of each language's texts, named in pages (http/language-modules.ts). */
  languageModules: Partial<Record<Locale, string[]>>;
};

/** The context calls a loader can make; each is answered by the main thread. */
export type ContextCall =
  | 'cart'
  | 'checkout'
  | 'checkoutConfirmation'
  | 'addresses.list'
  | 'addresses.find'
  | 'orders.list'
  | 'orders.find'
  | 'returns.forCustomer'
  | 'returns.forLink'
  | 'snapshot'
  | 'search';

export type RenderJob = {
  type: 'render';
  job: number;
  url: string;
  headers: [string, string][];
  customer: SessionCustomer | null;
  /** The database could not say who the visitor is: the page answers 503 if it asks (http/react-router.ts). */
  unavailable?: boolean;
  /** The catalogue version at the start of the request: a render thread's copy of an older one is fetched again. */
  catalogueVersion: number;
};

/** `unavailable`: the call failed because the database is unreachable, and the page answers 503. */
export type CallAnswer = { type: 'answer'; call: number } & ({ ok: true; value: unknown } | { ok: false; unavailable: boolean });

export type ToRenderThread = RenderJob | CallAnswer;

export type FromRenderThread =
  | { type: 'ready' }
  | { type: 'call'; job: number; call: number; name: ContextCall; args: unknown[] }
  | { type: 'rendered'; job: number; page: CachedPage; setCookies: string[] }
  | { type: 'failed'; job: number; error: LoggedError }
  | { type: 'log'; error: LoggedError };
