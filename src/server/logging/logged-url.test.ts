import { describe, expect, it } from 'vitest';
import { loggedUrl } from './logged-url';

describe('the URL written to the log', () => {
  it('keeps a URL without a query as it is', () => {
    expect(loggedUrl('/produit/12')).toBe('/produit/12');
  });

  it('keeps the values of catalogue filters, paging and language', () => {
    expect(loggedUrl('/t-shirts?sort=price_asc&color=3&size=2&page=2&lang=en')).toBe('/t-shirts?sort=price_asc&color=3&size=2&page=2&lang=en');
  });

  it('replaces one-time codes, e-mail addresses and any value it does not know', () => {
    expect(loggedUrl('/reinisialisation-mot-de-passe?email=zoe%40exemple.fr&code=abc123&time=17&lang=fr')).toBe(
      '/reinisialisation-mot-de-passe?email=[redacted]&code=[redacted]&time=[redacted]&lang=fr',
    );
    expect(loggedUrl('/desinscription-newsletter?token=Zq8Xn')).toBe('/desinscription-newsletter?token=[redacted]');
    expect(loggedUrl('/?justakey')).toBe('/?justakey=[redacted]');
  });

  it('replaces the token of an unsubscribe link, whatever follows it', () => {
    expect(loggedUrl('/api/store/newsletter/unsubscribe/Zq8Xn-_1')).toBe('/api/store/newsletter/unsubscribe/[redacted]');
    expect(loggedUrl('/api/store/newsletter/unsubscribe/Zq8Xn%ZZ?lang=en')).toBe('/api/store/newsletter/unsubscribe/[redacted]?lang=en');
  });

  it('replaces the token of a withdrawal link: its page, the page’s data request and the API it calls', () => {
    expect(loggedUrl('/retractation/Zq8Xn-_1')).toBe('/retractation/[redacted]');
    expect(loggedUrl('/retractation/Zq8Xn-_1.data?lang=en')).toBe('/retractation/[redacted]?lang=en');
    expect(loggedUrl('/api/store/withdrawals/links/Zq8Xn-_1')).toBe('/api/store/withdrawals/links/[redacted]');
    // The lookup page itself holds no secret.
    expect(loggedUrl('/retractation')).toBe('/retractation');
  });

  it('replaces the token of a guest’s return link, but keeps a customer’s return page, which holds none', () => {
    expect(loggedUrl('/retour/Zq8Xn-_1')).toBe('/retour/[redacted]');
    expect(loggedUrl('/retour/Zq8Xn-_1.data?lang=en')).toBe('/retour/[redacted]?lang=en');
    expect(loggedUrl('/api/store/returns/links/Zq8Xn-_1')).toBe('/api/store/returns/links/[redacted]');
    expect(loggedUrl('/commande/12/retour')).toBe('/commande/12/retour');
  });
});
