import { LANG_COOKIE } from '../../i18n/request-locale';

export type CachedPage = { status: number; headers: [string, string][]; body: string };

/**
 * Rendered storefront pages kept in memory, so a page is rendered once per catalogue version,
 * language and URL instead of once per visitor. Only pages that are the same for everyone may
 * be kept: see `isSharedRequest`. Entries of an older version are dropped as soon as a newer
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

/**
 * A request whose page is the same for every visitor: a GET that carries no cookie but the
 * language choice. A session, a cart or any other cookie means the page may hold personal
 * content (a signed-in menu, a cart count), so it is always rendered for that visitor.
 */
export function isSharedRequest(method: string, cookieHeader: string | undefined): boolean {
  if (method !== 'GET') return false;
  if (!cookieHeader) return true;
  return cookieHeader.split(';').every((part) => {
    const name = part.split('=')[0]?.trim();
    return !name || name === LANG_COOKIE;
  });
}
