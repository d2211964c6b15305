import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sharedPage } from '../../web/lib/page-handle';
import { pagePathname, sharedPageMatcher } from './page-sharing';

const route = (id: string, parentId: string | undefined, path: string | undefined, shared: boolean, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  module: shared ? { handle: sharedPage } : {},
});

/** The shape of the shop's routes: a shared root and layout, shared catalogue pages, a personal cart and account area. */
const build = {
  routes: {
    root: route('root', undefined, '', true),
    layout: route('layout', 'root', undefined, true),
    home: route('home', 'layout', undefined, true, true),
    product: route('product', 'layout', 'produit/:id', true),
    news: route('news', 'layout', 'nouveautés', true),
    cart: route('cart', 'layout', 'panier', false),
    account: route('account', 'layout', undefined, false),
    settings: route('settings', 'account', 'parametres-du-compte', true),
    unknown: route('unknown', 'layout', '*', true),
  },
} as unknown as ServerBuild;

describe('sharedPageMatcher', () => {
  const isShared = sharedPageMatcher(build);

  it('shares the catalogue pages, whose routes all say so', () => {
    expect(isShared('/')).toBe(true);
    expect(isShared('/produit/12')).toBe(true);
    expect(isShared('/nouveaut%C3%A9s')).toBe(true);
    expect(isShared('/no-such-page')).toBe(true);
  });

  it('keeps personal a page with one personal route, even under a layout that is personal only', () => {
    expect(isShared('/panier')).toBe(false);
    expect(isShared('/parametres-du-compte')).toBe(false);
  });

  it('answers the same for a path asked again', () => {
    expect(isShared('/panier')).toBe(false);
    expect(isShared('/produit/12')).toBe(true);
  });
});

describe('pagePathname', () => {
  it('maps React Router data requests to their page', () => {
    expect(pagePathname('/produit/3.data?_routes=routes%2Fproduct')).toBe('/produit/3');
    expect(pagePathname('/_root.data')).toBe('/');
    expect(pagePathname('/panier?lang=en')).toBe('/panier');
  });
});
