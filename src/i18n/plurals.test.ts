import { describe, expect, it } from 'vitest';
import type { Locale } from '../domain/locale';
import { NAMESPACES, resources } from './index';
import { translatorFor } from './instance';
import { pagesResources } from './pages';

/** Every text of a catalogue with its dotted key. */
function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * The namespaces every page loads, and the information pages, named: not whatever `resources`
 * holds when this file runs. i18next keeps the object it was initialised with and writes the
 * bundles added later into it (the back office's, once the staff routes are registered), which
 * another test file of the same worker may have done before this one.
 */
const catalogues = (['fr', 'en'] as const).flatMap((locale) =>
  [...NAMESPACES.map((namespace) => [namespace, resources[locale][namespace]] as const), ['pages', pagesResources[locale]] as const].map(
    ([namespace, tree]) => ({ locale, namespace, texts: new Map(leaves(tree)) }),
  ),
);

describe('texts showing a number agree with it, in French and in English', () => {
  it.each([
    // The cart's refusal when asking for more than the stock (the API's message).
    ['fr', 'cart:errors.stockLimit', 1, 'Il ne reste qu’un article en stock dans cette couleur et cette taille.'],
    ['fr', 'cart:errors.stockLimit', 3, 'Il ne reste que 3 articles en stock dans cette couleur et cette taille.'],
    ['en', 'cart:errors.stockLimit', 1, 'Only 1 left in this colour and size.'],
    ['en', 'cart:errors.stockLimit', 3, 'Only 3 left in this colour and size.'],
    // A cart line holding more than the stock.
    ['fr', 'cart:line.onlyLeft', 1, 'Plus qu’un en stock : baissez la quantité pour commander.'],
    ['fr', 'cart:line.onlyLeft', 2, 'Plus que 2 en stock : baissez la quantité pour commander.'],
    // The product page under the add button.
    ['fr', 'catalogue:product.lowStock', 1, 'Plus qu’un en stock'],
    ['fr', 'catalogue:product.lowStock', 4, 'Plus que 4 en stock'],
    ['en', 'catalogue:product.lowStock', 1, 'Only 1 left'],
    // The product page's delivery and returns panel.
    ['fr', 'catalogue:panels.returns', 1, 'Retours acceptés sous 1 jour.'],
    ['fr', 'catalogue:panels.returns', 30, 'Retours acceptés sous 30 jours.'],
    ['en', 'catalogue:panels.returns', 1, 'Returns accepted within 1 day.'],
    ['en', 'catalogue:panels.returns', 30, 'Returns accepted within 30 days.'],
    // Counts in the cart, the header and the lists.
    ['fr', 'cart:itemCount', 1, '1 article'],
    ['fr', 'cart:itemCount', 0, '0 article'],
    ['en', 'cart:itemCount', 0, '0 items'],
    ['fr', 'common:nav.cart', 2, 'Panier, 2 articles'],
    ['fr', 'catalogue:list.count', 1, '1 produit'],
    ['en', 'catalogue:list.count', 16, '16 products'],
    // A thousand and more, written as each language writes numbers (a narrow no-break space in French).
    ['fr', 'catalogue:list.count', 1200, '1\u202f200 produits'],
    ['en', 'catalogue:list.count', 1200, '1,200 products'],
  ] as const)('%s %s, %i: “%s”', (locale: Locale, key, count, sentence) => {
    expect(translatorFor(locale)(key, { count })).toBe(sentence);
  });

  it('gives every text that shows a count a form for one and a form for several, in both languages', () => {
    const missing: string[] = [];
    for (const { locale, namespace, texts } of catalogues) {
      for (const [key, text] of texts) {
        if (!text.includes('{{count}}')) continue;
        const base = /^(.*)_(zero|one|other)$/.exec(key)?.[1];
        if (!base) missing.push(`${locale} ${namespace}:${key} has no plural forms`);
        else if (!texts.has(`${base}_one`) || !texts.has(`${base}_other`)) missing.push(`${locale} ${namespace}:${base} lacks _one or _other`);
      }
    }
    expect(missing).toEqual([]);
  });
});
