import { describe, expect, it } from 'vitest';
import { resolveLocale } from '../../i18n/request-locale';
import { pageUrl } from './page-requests';

/** The URL React Router reads for a page (issue 22): the path asked for, always on the shop's own origin. */
describe('pageUrl', () => {
  const origin = 'https://boutique.example';

  it.each([
    ['/back/login', 'https://boutique.example/back/login'],
    ['/produit/12?couleur=3&lang=en', 'https://boutique.example/produit/12?couleur=3&lang=en'],
    ['//evil.example/x', 'https://boutique.example//evil.example/x'],
    ['*', 'https://boutique.example/*'],
  ])('reads %j on the shop’s origin', (target, url) => {
    expect(pageUrl(origin, target)).toBe(url);
    expect(new URL(pageUrl(origin, target)).origin).toBe(origin);
  });

  it.each([
    ['http://evil.example/back/login', 'https://boutique.example/back/login'],
    ['HTTP://evil.example:8080/?lang=en', 'https://boutique.example/?lang=en'],
    ['http://evil.example', 'https://boutique.example/'],
  ])('keeps only the path and query of a request line in absolute form %j, whatever host it names', (target, url) => {
    expect(pageUrl(origin, target)).toBe(url);
  });

  it('gives the page’s language to a request line in absolute form, where the Host header used to make an invalid URL', () => {
    const headers = { get: () => null };
    expect(resolveLocale({ url: pageUrl(origin, 'http://evil.example/back/login?lang=en'), headers })).toMatchObject({ locale: 'en' });
  });
});
