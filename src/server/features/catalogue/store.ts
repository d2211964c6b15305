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
 * The storefront's catalogue, served from memory (GUIDE section 8: a database read per request
 * is ten times slower). Any write to products, stock, media, colours, sizes, collections or
 * settings must call `invalidate()`; the next read then loads a fresh snapshot, and concurrent
 * readers share that single load. Writes that move only stock (orders, reservations) call
 * `stockChanged()`, which reads the stock alone again. Call either once the write has committed:
 * both also tell the shop's other instances (through the change feed, ADR 16), which do the same
 * to their own copy; the pages cached from it (ADR 6) and the render threads' copies follow
 * `version`.
 */
export class CatalogueStore {
  private current: CatalogueSnapshot | null = null;
  /** Set by `stockChanged()`: the snapshot whose non-stock part is still right. */
  private stockStale: CatalogueSnapshot | null = null;
  private loading: Promise<CatalogueSnapshot> | null = null;
  private generation = 0;
  private contentGeneration = 0;
  private responses = new Map<string, string>();
  private searches = new Map<string, Promise<number[]>>();

  constructor(
    private readonly db: Database,
    private readonly changes: ChangeFeed = inProcessChangeFeed(),
  ) {
    changes.subscribe(CATALOGUE_TOPIC, () => this.dropAll());
    changes.subscribe(STOCK_TOPIC, () => this.dropStock());
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
    return this.contentGeneration;
  }

  async snapshot(): Promise<CatalogueSnapshot> {
    if (this.current) return this.current;
    if (!this.loading) {
      const generation = this.generation;
      const base = this.stockStale;
      const loading = (base ? withFreshStock(this.db, base) : loadCatalogueSnapshot(this.db))
        .then((snapshot) => {
          // A write that happened during the load makes this snapshot stale already.
          if (generation === this.generation) {
            this.current = snapshot;
            this.stockStale = null;
          }
          return snapshot;
        })
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
   * every order: under a stream of purchases that read was most of the rows the shop read.
   */
  async settings(): Promise<CatalogueSnapshot['settings']> {
    return (this.current ?? this.stockStale ?? (await this.snapshot())).settings;
  }

  /** Anything the storefront reads changed (committed): here and on every other instance. */
  invalidate(): void {
    this.dropAll();
    this.changes.publish(CATALOGUE_TOPIC);
  }

  /** Only stock quantities changed (committed): everything derived is dropped, but the next read loads the stock alone. */
  stockChanged(): void {
    this.dropStock();
    this.changes.publish(STOCK_TOPIC);
  }

  private dropAll(): void {
    this.generation += 1;
    this.contentGeneration += 1;
    this.current = null;
    // A load begun before the write reads what the write changed: whoever asks from now on
    // waits for a load of its own (those who asked before get the one they waited for), so a
    // snapshot missing the write is never taken for the content after it. A stock change keeps
    // the load under way instead: at every order, loads would otherwise pile up, and a stock a
    // moment old is what any reader may see.
    this.loading = null;
    this.stockStale = null;
    this.responses.clear();
    // What a product is called changed, or which exist: a stock change alone leaves the searches right.
    this.searches.clear();
  }

  private dropStock(): void {
    // A full reload already pending (no current snapshot, no stock-only base) stays a full reload.
    if (this.current) this.stockStale = this.current;
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
