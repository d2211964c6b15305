import { describe, expect, it } from 'vitest';
import { toProductDetail } from './localize';
import { fixtureProduct, fixtureSnapshot } from './snapshot-fixture';

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
