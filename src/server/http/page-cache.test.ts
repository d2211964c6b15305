import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

const page = (body: string) => ({ status: 200, headers: [], body });

describe('PageCache', () => {
  it('serves a page again within the same catalogue version only', () => {
    const cache = new PageCache();
    expect(cache.get('v1', 'fr|/t-shirts')).toBeUndefined();
    cache.set('v1', 'fr|/t-shirts', page('a'));
    expect(cache.get('v1', 'fr|/t-shirts')?.body).toBe('a');
    expect(cache.get('v1', 'en|/t-shirts')).toBeUndefined();
    expect(cache.get('v2', 'fr|/t-shirts')).toBeUndefined();
    expect(cache.get('v2', 'fr|/t-shirts')).toBeUndefined();
  });

  it('does not keep a page rendered before a catalogue write', () => {
    const cache = new PageCache();
    cache.get('v2', 'x');
    cache.set('v1', 'fr|/', page('stale'));
    expect(cache.get('v2', 'fr|/')).toBeUndefined();
  });

  it('forgets the oldest page when full', () => {
    const cache = new PageCache(2);
    cache.get('v1', 'x');
    cache.set('v1', 'a', page('a'));
    cache.set('v1', 'b', page('b'));
    cache.set('v1', 'c', page('c'));
    expect(cache.get('v1', 'a')).toBeUndefined();
    expect(cache.get('v1', 'c')?.body).toBe('c');
  });
});
