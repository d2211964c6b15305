export type CachedPage = { status: number; headers: [string, string][]; body: string };

/**
 * Rendered shared pages kept in memory, so a page is rendered once per catalogue version,
 * language and URL instead of once per visitor. Only pages that are the same for everyone may
 * be kept (http/page-sharing.ts). Entries of an older version are dropped as soon as a newer
 * version is asked for.
 */
export class PageCache {
  private entries = new Map<string, CachedPage>();
  private version = '';

  constructor(private readonly maxEntries = 1000) {}

  get(version: string, key: string): CachedPage | undefined {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
      return undefined;
    }
    return this.entries.get(key);
  }

  set(version: string, key: string, page: CachedPage): void {
    // A page rendered before a catalogue write must not be kept under the new version.
    if (version !== this.version) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, page);
  }
}
