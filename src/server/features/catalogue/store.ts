import { inProcessChangeFeed, type ChangeFeed } from '../../../db/change-feed';
import type { Database } from '../../../db/client';
import type { CatalogueSnapshot } from '../../../domain/catalogue/types';
import { loadCatalogueSnapshot, withFreshStock } from './repo';
import { searchProductIds } from './search';

/** Rendered answers kept per snapshot; bounded so odd query strings cannot grow it without end. */
const MAX_CACHED_RESPONSES = 2000;
/** Searches kept until the catalogue changes, bounded the same way. */
const MAX_CACHED_SEARCHES = 2000;

/** The change-feed topics the catalogue publishes and applies (ADR 16). */
export const CATALOGUE_TOPIC = 'catalogue';
export const STOCK_TOPIC = 'stock';

/**
 * The most products a stock change names on the change feed: a NOTIFY payload holds 8,000
 * bytes. A change of more (a stock file) says none, which every instance reads as "all".
 */
const MAX_NAMED_PRODUCTS = 500;

/**
 * The storefront's catalogue, served from memory (GUIDE section 8: a database read per request
 * is ten times slower). Any write to products, stock, media, colours, sizes, collections or
 * settings must call `invalidate()`; the next read then loads a fresh snapshot, and concurrent
 * readers share that single load. Writes that move only stock (orders, reservations) call
 * `stockChanged(productIds)`, after which the next read reads again the stock rows of those
 * products alone (all of them when the writer names none). Call either once the write has
 * committed: both also tell the shop's other instances (through the change feed, ADR 16), which
 * do the same to their own copy; the pages cached from it (ADR 6) and the render threads'
 * copies follow `version`.
 */
export class CatalogueStore {
  /** The snapshot as it is in the database now, as far as this instance was told. */
  private current: CatalogueSnapshot | null = null;
  /** The last snapshot loaded: everything but the stock of `staleStock` is right while it is set. */
  private base: CatalogueSnapshot | null = null;
  /** The products whose stock moved since `base` was read ('all': a writer did not say which). */
  private staleStock: Set<number> | 'all' = new Set();
  private loading: Promise<CatalogueSnapshot> | null = null;
  private generation = 0;
  /** Changes with `invalidate()` only: a load begun before an edit must not become `base`. */
  private edits = 0;
  private responses = new Map<string, string>();
  private searches = new Map<string, Promise<number[]>>();

  constructor(
    private readonly db: Database,
    private readonly changes: ChangeFeed = inProcessChangeFeed(),
  ) {
    changes.subscribe(CATALOGUE_TOPIC, () => this.dropAll());
    // After a lost connection ('resync') nobody knows which stock moved meanwhile: all of it is read again.
    changes.subscribe(STOCK_TOPIC, (reason, keys) => this.dropStock(reason === 'remote' ? keys : undefined));
  }

  /** Changes with every write: anything derived from the catalogue (e.g. cached pages) keys on it. */
  get version(): number {
    return this.generation;
  }

  /**
   * Changes with every write but those of stock alone: two snapshots of one content version
   * differ in their stock only (the render threads take the stock alone then, ADR 51).
   */
  get contentVersion(): number {
    return this.edits;
  }

  async snapshot(): Promise<CatalogueSnapshot> {
    if (this.current) return this.current;
    if (!this.loading) {
      const edits = this.edits;
      const base = this.base;
      const stale = this.staleStock;
      this.staleStock = new Set();
      const load = base ? withFreshStock(this.db, base, stale === 'all' ? null : [...stale]) : loadCatalogueSnapshot(this.db);
      const loading = load
        .then(
          (snapshot) => {
            // An edit during the load makes this snapshot stale as a whole; stock that moved
            // during it (the read may or may not have seen it) is read again at the next read.
            if (edits === this.edits) {
              this.base = snapshot;
              if (this.staleStock !== 'all' && this.staleStock.size === 0) this.current = snapshot;
            }
            return snapshot;
          },
          (error: unknown) => {
            if (edits === this.edits) this.staleStock = joined(stale, this.staleStock);
            throw error;
          },
        )
        .finally(() => {
          if (this.loading === loading) this.loading = null;
        });
      this.loading = loading;
    }
    return this.loading;
  }

  /**
   * The site settings of the catalogue. A stock change leaves them right, so a request that
   * needs only them (the cart, the checkout) does not wait for the stock to be read again after
   * every order.
   */
  async settings(): Promise<CatalogueSnapshot['settings']> {
    return (this.current ?? this.base ?? (await this.snapshot())).settings;
  }

  /** Anything the storefront reads changed (committed): here and on every other instance. */
  invalidate(): void {
    this.dropAll();
    this.changes.publish(CATALOGUE_TOPIC);
  }

  /**
   * Only the stock of `productIds` changed (committed; every product when none are named):
   * everything derived is dropped, and the next read reads again those products' stock rows
   * alone, here and on every other instance.
   */
  stockChanged(productIds?: readonly number[]): void {
    const named = productIds && productIds.length <= MAX_NAMED_PRODUCTS ? [...new Set(productIds)] : undefined;
    this.dropStock(named);
    this.changes.publish(STOCK_TOPIC, named);
  }

  private dropAll(): void {
    this.generation += 1;
    this.edits += 1;
    this.current = null;
    this.base = null;
    this.staleStock = new Set();
    // A load begun before the write reads what the write changed: whoever asks from now on
    // waits for a load of its own (those who asked before get the one they waited for), so a
    // snapshot missing the write is never taken for the content after it. A stock change keeps
    // the load under way instead: at every order, loads would otherwise pile up, and a stock a
    // moment old is what any reader may see.
    this.loading = null;
    this.responses.clear();
    // What a product is called changed, or which exist: a stock change alone leaves the searches right.
    this.searches.clear();
  }

  private dropStock(productIds: readonly number[] | undefined): void {
    // With nothing loaded nor loading, the next read is a whole load, which reads the stock as it is then.
    if (this.base || this.loading) this.staleStock = joined(this.staleStock, productIds ?? 'all');
    this.generation += 1;
    this.current = null;
    this.responses.clear();
  }

  /**
   * The products a search's folded words find, best first (search.ts), published or not: asked
   * of the database once per set of words until the catalogue changes. A failed search (the
   * database away) is not kept.
   */
  search(terms: readonly string[]): Promise<number[]> {
    const key = terms.join(' ');
    const known = this.searches.get(key);
    if (known) return known;
    if (this.searches.size >= MAX_CACHED_SEARCHES) this.searches.clear();
    const found = searchProductIds(this.db, terms);
    this.searches.set(key, found);
    found.catch(() => {
      if (this.searches.get(key) === found) this.searches.delete(key);
    });
    return found;
  }

  /**
   * Returns the text (JSON, XML) cached under `key`, rendering it from the current snapshot
   * when missing; answers are thus serialized once per catalogue version, not per request.
   */
  async cached(key: string, render: (snapshot: CatalogueSnapshot) => string): Promise<string> {
    const snapshot = await this.snapshot();
    const hit = this.responses.get(key);
    if (hit !== undefined && snapshot === this.current) return hit;
    const text = render(snapshot);
    if (snapshot === this.current) {
      if (this.responses.size >= MAX_CACHED_RESPONSES) this.responses.clear();
      this.responses.set(key, text);
    }
    return text;
  }
}

function joined(a: Set<number> | 'all', b: Iterable<number> | 'all'): Set<number> | 'all' {
  if (a === 'all' || b === 'all') return 'all';
  return new Set([...a, ...b]);
}
