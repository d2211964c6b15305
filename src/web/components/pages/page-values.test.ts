import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en/pages';
import fr from '../../../i18n/fr/pages';
import { pageValues } from './page-values';

const fallbacks = { company: 'notre boutique', contact: 'l’adresse de contact indiquée en bas de page' };

/** Every `{{name}}` used by the page texts, except the shipping-table labels (filled by the table). */
function placeholders(tree: object, path = ''): string[] {
  return Object.entries(tree).flatMap(([key, node]) => {
    const at = path ? `${path}.${key}` : key;
    if (at === 'shared.shipping') return [];
    if (typeof node === 'string') return [...node.matchAll(/{{(\w+)}}/g)].map((m) => m[1]!);
    return placeholders(node as object, at);
  });
}

describe('pageValues', () => {
  it.each([
    ['fr', fr],
    ['en', en],
  ] as const)('gives a value to every placeholder of the %s page texts, so no "{{…}}" reaches a reader', (locale, catalogue) => {
    const values = pageValues({}, locale, fallbacks);
    const used = [...new Set(placeholders(catalogue))];
    expect(used).toContain('withdrawal');
    expect(used.filter((name) => !(name in values))).toEqual([]);
  });

  it('words the shop constants in the page language', () => {
    const french = pageValues({}, 'fr', fallbacks);
    const english = pageValues({}, 'en', fallbacks);
    expect([french.withdrawal, french.returnWindow, french.defectReport, french.creditNoteValidity]).toEqual([
      '14\u00a0jours',
      '30\u00a0jours',
      '48\u00a0heures',
      '1\u00a0an',
    ]);
    expect([english.labelFee, english.returnHome, english.returnRelay, english.archiveThreshold]).toEqual(['€5.99', '€6.00', '€5.00', '€120.00']);
    // The spec's French and English texts state different delivery times; both are kept.
    expect(french.deliveryDays).toBe('3–6');
    expect(english.deliveryDays).toBe('4–6');
  });

  it('reads the company, the contact address and the free-delivery threshold from the settings', () => {
    const values = pageValues(
      { 'name company': ' Atelier Lumière ', 'email contact': 'contact@atelier.test', thresholdAmount: '80' },
      'fr',
      fallbacks,
    );
    expect(values.company).toBe('Atelier Lumière');
    expect(values.email).toBe('contact@atelier.test');
    expect(values.threshold).toBe('80,00\u00a0€');
  });

  it('falls back to plain words when the shop has not filled in its settings yet', () => {
    const values = pageValues({ 'name company': '  ' }, 'en', fallbacks);
    expect(values.company).toBe('notre boutique');
    expect(values.email).toBe(fallbacks.contact);
    expect(values.threshold).toBe('');
  });
});
