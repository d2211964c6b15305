import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { i18nFor } from './instance';
import { memoizeTranslator } from './memo-translator';

describe('memoizeTranslator', () => {
  it('answers what i18next answers, plural forms and values included', () => {
    const raw = i18nFor('fr').getFixedT('fr', 'common') as TFunction;
    const memo = memoizeTranslator(raw);
    for (const count of [0, 1, 2, 5]) {
      expect(memo('nav.cart', { count })).toBe(raw('nav.cart', { count }));
      expect(memo('nav.cart', { count })).toBe(raw('nav.cart', { count }));
    }
    expect(memo('nav.home', { company: 'Atelier' })).toBe(raw('nav.home', { company: 'Atelier' }));
    expect(memo('nav.home', { company: 'Autre' })).toContain('Autre');
  });

  it('translates a call once, and again only for other values', () => {
    const t = vi.fn((key: string, options?: { n?: number }) => `${key}:${options?.n ?? ''}`);
    const memo = memoizeTranslator(t as unknown as TFunction);
    memo('a');
    memo('a');
    memo('a', { n: 1 });
    memo('a', { n: 1 });
    memo('a', { n: 2 });
    expect(t).toHaveBeenCalledTimes(3);
  });

  it('does not keep calls whose options it cannot compare, nor results that are not text', () => {
    const t = vi.fn(() => ({ list: [] }));
    const memo = memoizeTranslator(t as unknown as TFunction);
    memo('a', { returnObjects: true });
    memo('a', { returnObjects: true });
    memo('b', { values: { nested: 1 } });
    memo('b', { values: { nested: 1 } });
    expect(t).toHaveBeenCalledTimes(4);
  });
});
