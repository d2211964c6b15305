import { describe, expect, it } from 'vitest';
import { resolveLocale } from './request-locale';

const page = (cookie: string, acceptLanguage = 'fr-FR,fr;q=0.9') =>
  new Request('http://shop.test/a-propos', { headers: { cookie, 'accept-language': acceptLanguage } });

describe('the language of a page', () => {
  it('follows the remembered choice', () => {
    expect(resolveLocale(page('lang=en')).locale).toBe('en');
  });

  // A browser holding such a cookie could not open a single page until it cleared its cookies.
  it.each(['lang=%', 'lang=%E9', 'lang=%ZZ; other=1', 'other=%; lang=en%'])('ignores an unreadable cookie (%s) and follows the browser', (cookie) => {
    expect(resolveLocale(page(cookie)).locale).toBe('fr');
  });

  it('still reads the language when another cookie is unreadable', () => {
    expect(resolveLocale(page('cart=%; lang=en', 'fr')).locale).toBe('en');
  });

  it('opens the back office in French whatever the browser prefers, unless English was chosen', () => {
    const back = (cookie: string, query = '') =>
      new Request(`http://shop.test/back/gestion-des-commandes${query}`, { headers: { cookie, 'accept-language': 'en-US,en;q=0.9' } });
    expect(resolveLocale(back('')).locale).toBe('fr');
    expect(resolveLocale(back('lang=en')).locale).toBe('en');
    expect(resolveLocale(back('', '?lang=en')).locale).toBe('en');
    expect(resolveLocale(page('', 'en-US,en;q=0.9')).locale).toBe('en');
  });
});
