import { describe, expect, it } from 'vitest';
import { collectionName, localizedCollections, toProductDetail } from './localize';
import { fixtureProduct, fixtureSnapshot } from './snapshot-fixture';
import type { Collection } from './types';

describe('the product page’s model name', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('is English on English pages and French on French ones', () => {
    const product = fixtureProduct({ id: 1, modelNameFr: 'Le Marin', modelNameEn: 'The Sailor' });
    const snapshot = fixtureSnapshot([product]);
    expect(toProductDetail(snapshot, product, 'en', now).modelName).toBe('The Sailor');
    expect(toProductDetail(snapshot, product, 'fr', now).modelName).toBe('Le Marin');
  });

  it('falls back to the French name for a product saved before it had an English one', () => {
    const product = fixtureProduct({ id: 1, modelNameFr: 'Le Marin', modelNameEn: '' });
    expect(toProductDetail(fixtureSnapshot([product]), product, 'en', now).modelName).toBe('Le Marin');
  });
});

const collection = (id: number, name: string, nameEn: string): Collection => ({
  id,
  name,
  nameEn,
  descriptionFr: `${name}.`,
  descriptionEn: `${nameEn}.`,
});

describe('collections in a language', () => {
  const seaside = collection(1, 'Bord de mer', 'Seaside');
  const summer = collection(2, 'Été', 'Summer');
  const mountain = collection(3, 'Montagne', 'Alpine');

  it('names a collection in the reader’s language', () => {
    expect(collectionName(summer, 'fr')).toBe('Été');
    expect(collectionName(summer, 'en')).toBe('Summer');
  });

  it('lists them alphabetically in that language, with the description of that language', () => {
    expect(localizedCollections([mountain, summer, seaside], 'fr').map((c) => c.name)).toEqual(['Bord de mer', 'Été', 'Montagne']);
    expect(localizedCollections([mountain, summer, seaside], 'en')).toEqual([
      { id: 3, name: 'Alpine', description: 'Alpine.' },
      { id: 1, name: 'Seaside', description: 'Seaside.' },
      { id: 2, name: 'Summer', description: 'Summer.' },
    ]);
  });
});
