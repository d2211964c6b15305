import { describe, expect, it } from 'vitest';
import type { RootData } from '../../root';
import { homeMeta } from './home-meta';

const root = (settings: Record<string, string>, locale: 'fr' | 'en' = 'fr'): RootData => ({
  locale,
  settings,
  collections: [],
  publicUrl: 'https://shop.example',
  cspNonce: '',
  languageModules: [],
});

const find = (tags: ReturnType<typeof homeMeta>, predicate: (tag: Record<string, unknown>) => boolean) =>
  tags.find((tag) => predicate(tag as Record<string, unknown>)) as Record<string, unknown> | undefined;

describe('homeMeta', () => {
  const settings = {
    'name company': 'Atelier Lumière',
    'home title': 'Fabriqué en France',
    'home sub title': 'T-shirts et sweat-shirts cousus en France.',
    imgOpenTags: 'site-open-graph.jpg',
    logo: 'site-logo.svg',
    instagram: 'https://www.instagram.com/atelier',
    facebook: '',
  };

  it('titles the page with the company and the home title, described by the subtitle', () => {
    const tags = homeMeta(root(settings));
    expect(find(tags, (t) => 'title' in t)?.title).toBe('Atelier Lumière | Fabriqué en France');
    expect(find(tags, (t) => t.name === 'description')?.content).toBe('T-shirts et sweat-shirts cousus en France.');
    expect(find(tags, (t) => t.property === 'og:image')?.content).toBe('https://shop.example/images/site-open-graph.jpg');
  });

  it('points both home addresses at / as the canonical page', () => {
    expect(find(homeMeta(root(settings, 'en')), (t) => t.rel === 'canonical')?.href).toBe('https://shop.example/?lang=en');
  });

  it('describes the company for search engines with only the social accounts it has', () => {
    const jsonLd = find(homeMeta(root(settings)), (t) => 'script:ld+json' in t)?.['script:ld+json'];
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Atelier Lumière',
      url: 'https://shop.example/',
      logo: 'https://shop.example/images/site-logo.svg',
      sameAs: ['https://www.instagram.com/atelier'],
    });
  });

  it('still has a translated description before the shop is configured', () => {
    const tags = homeMeta(root({}, 'en'));
    expect(find(tags, (t) => 'title' in t)?.title).toBe('Atelier');
    expect(find(tags, (t) => t.name === 'description')?.content).toMatch(/made in France/);
  });
});
