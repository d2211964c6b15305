import { describe, expect, it } from 'vitest';
import { parseUrlId, sectionForPath, sectionPath, sectionQuery } from './list-section';

describe('sectionForPath', () => {
  it.each([
    ['/nouveautés', { kind: 'new' }],
    ['/nouveaut%C3%A9s', { kind: 'new' }],
    // "é" written as "e" + combining accent still names the same page.
    ['/nouveaute%CC%81s', { kind: 'new' }],
    ['/t-shirts', { kind: 'category', category: 'tshirts' }],
    ['/t-shirts/', { kind: 'category', category: 'tshirts' }],
    ['/sweat-shirts', { kind: 'category', category: 'sweatshirts' }],
    ['/accessoires', { kind: 'category', category: 'accessories' }],
    ['/sacs', { kind: 'category', category: 'accessories' }],
    ['/collection/3', { kind: 'collection', collectionId: 3 }],
  ])('%s is a list page', (path, section) => {
    expect(sectionForPath(path)).toEqual(section);
  });

  it.each([
    '/collection/abc',
    '/collection/0',
    '/collection/-1',
    '/collection/1.5',
    '/collection/01',
    '/collection/99999999999',
    '/produit/1',
    '/%E0%A4%A',
  ])('%s is not', (path) => {
    expect(sectionForPath(path)).toBeNull();
  });
});

describe('sectionPath', () => {
  it('gives /sacs the accessories page as its one address', () => {
    expect(sectionPath(sectionForPath('/sacs')!)).toBe('/accessoires');
  });

  it('round-trips the other sections', () => {
    for (const path of ['/nouveautés', '/t-shirts', '/sweat-shirts', '/accessoires', '/collection/7']) {
      expect(sectionPath(sectionForPath(path)!)).toBe(path);
    }
  });
});

describe('sectionQuery', () => {
  it('restricts the list to what the page is about', () => {
    expect(sectionQuery({ kind: 'new' })).toEqual({ new: true });
    expect(sectionQuery({ kind: 'category', category: 'sweatshirts' })).toEqual({ category: 'sweatshirts' });
    expect(sectionQuery({ kind: 'collection', collectionId: 2 })).toEqual({ collection: 2 });
  });
});

describe('parseUrlId', () => {
  it('accepts a plain positive integer only', () => {
    expect(parseUrlId('42')).toBe(42);
    expect(parseUrlId('2147483647')).toBe(2_147_483_647);
    expect(parseUrlId('2147483648')).toBeNull();
    expect(parseUrlId('4e2')).toBeNull();
    expect(parseUrlId(' 4')).toBeNull();
    expect(parseUrlId(undefined)).toBeNull();
  });
});
