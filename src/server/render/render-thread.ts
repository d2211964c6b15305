import { register } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { CatalogueSnapshot } from '../../domain/catalogue/types';
import type { StorefrontContext } from '../../web/context';
import { loggedError } from '../logging/logged-error';
import { openParcel, type CatalogueParcel, type HeldCatalogue } from './catalogue-parcel';
import type { ContextCall, FromRenderThread, RenderJob, RenderThreadData, ToRenderThread } from './protocol';

/**
 * A render thread (render-pool.ts): renders pages with React Router and React, so rendering
 * runs beside the main thread's HTTP and database work instead of between it.
 */
const { buildUrl, mode, publicUrl, noncePlaceholder, languageModules } = workerData as RenderThreadData;
const port = parentPort!;
// Each thread resolves modules on its own: React Router's production build is chosen here too (main.ts).
// The compiled server has the hook beside this module; the sources have it a folder up.
const productionHook = import.meta.url.endsWith('.ts') ? '../production-react-router.ts' : './production-react-router.js';
if (mode === 'production') register(productionHook, import.meta.url);
const { createRequestHandler } = await import('react-router');
const handle = createRequestHandler(await import(buildUrl), mode);

const post = (message: FromRenderThread) => port.postMessage(message);
const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error | Response): void }>();
let nextCall = 0;

function call<T>(job: number, name: ContextCall, ...args: unknown[]): Promise<T> {
  const id = ++nextCall;
  post({ type: 'call', job, call: id, name, args });
  return new Promise<T>((resolve, reject) => pending.set(id, { resolve: resolve as (value: unknown) => void, reject }));
}

/** This thread's copy of the catalogue, fetched again when a request comes with a newer version. */
let catalogue: HeldCatalogue | null = null;
let fetching: Promise<HeldCatalogue> | null = null;

async function snapshotFor(job: RenderJob): Promise<CatalogueSnapshot> {
  while (!catalogue || catalogue.version < job.catalogueVersion) {
    // Saying which content this copy holds lets the main thread send the stock alone when only it changed.
    const held = catalogue;
    fetching ??= call<CatalogueParcel>(job.job, 'snapshot', held?.content ?? null)
      .then((parcel) => openParcel(parcel, held))
      .finally(() => (fetching = null));
    const fetched = await fetching;
    if (!catalogue || fetched.version > catalogue.version) catalogue = fetched;
  }
  return catalogue.snapshot;
}

/** Thrown where a loader needs the database while it is unreachable: React Router answers 503 with the route's error page. */
const unavailable = () => new Response(null, { status: 503 });

function contextFor(job: RenderJob): StorefrontContext {
  const ask = <T>(name: ContextCall, ...args: unknown[]) => (job.unavailable ? Promise.reject(unavailable()) : call<T>(job.job, name, ...args));
  return {
    catalogue: { snapshot: () => snapshotFor(job), search: (terms) => ask('search', terms) },
    publicUrl,
    cspNonce: noncePlaceholder,
    languageModules,
    logError: (error) => post({ type: 'log', error: loggedError(error) }),
    get customer() {
      if (job.unavailable) throw unavailable();
      return job.customer;
    },
    addresses: { list: (id) => ask('addresses.list', id), find: (id, addressId) => ask('addresses.find', id, addressId) },
    orders: { list: (id, window) => ask('orders.list', id, window), find: (id, orderId, locale) => ask('orders.find', id, orderId, locale) },
    returns: {
      forCustomer: (id, orderId, locale) => ask('returns.forCustomer', id, orderId, locale),
      forLink: (token, locale) => ask('returns.forLink', token, locale),
    },
    cart: () => ask('cart'),
    checkout: () => ask('checkout'),
    checkoutConfirmation: () => ask('checkoutConfirmation'),
  };
}

async function render(job: RenderJob): Promise<void> {
  try {
    const request = new Request(job.url, { method: 'GET', headers: job.headers });
    const response = await handle(request, contextFor(job));
    const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
    // Pages are rendered whole before they are sent (entry.server.tsx), so buffering costs no
    // streaming; it lets the nonce be replaced and a shared page be kept.
    const body = response.body ? await response.text() : '';
    post({ type: 'rendered', job: job.job, page: { status: response.status, headers, body }, setCookies: response.headers.getSetCookie() });
  } catch (error) {
    post({ type: 'failed', job: job.job, error: loggedError(error) });
  }
}

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'render') {
    void render(message);
    return;
  }
  const waiting = pending.get(message.call);
  pending.delete(message.call);
  if (!waiting) return;
  if (message.ok) waiting.resolve(message.value);
  // The main thread has logged the failure in full; the page fails as a loader's error would.
  else waiting.reject(message.unavailable ? unavailable() : new Error('The page data could not be read'));
});
post({ type: 'ready' });
