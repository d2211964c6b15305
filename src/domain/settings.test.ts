import { describe, expect, it } from 'vitest';
import { bannerMessages, freeShippingThresholdCents, localizeSettings, withFreeDeliveryThreshold } from './settings';

describe('settings', () => {
  it('shows only banner messages whose flag is the string true', () => {
    expect(
      bannerMessages({
        bandeST: 'Livraison offerte',
        isDesplayBandeST: 'true',
        bandeND: 'Soldes',
        isDesplayBandeND: 'false',
        bandeRD: ' ',
        isDesplayBandeRD: 'true',
      }),
    ).toEqual(['Livraison offerte']);
  });
  it('writes the current free-delivery threshold where a text quotes it', () => {
    const settings = { thresholdAmount: '1200' };
    expect(withFreeDeliveryThreshold('Livraison offerte dès {seuil} d’achat', settings, 'fr')).toBe(
      'Livraison offerte dès 1\u202f200\u00a0€ d’achat',
    );
    expect(withFreeDeliveryThreshold('Free delivery from {threshold}, {Seuil}', { thresholdAmount: '65' }, 'en')).toBe('Free delivery from €65, €65');
    expect(withFreeDeliveryThreshold('Soldes', settings, 'fr')).toBe('Soldes');
  });
  it('reads the free-delivery threshold in euros and works in cents', () => {
    expect(freeShippingThresholdCents({ thresholdAmount: '80' })).toBe(8000);
    expect(freeShippingThresholdCents({ thresholdAmount: '' })).toBeNull();
    expect(freeShippingThresholdCents({})).toBeNull();
  });

  it('reads English twins on English pages only, and falls back to the French text', () => {
    const stored = { 'home title': 'Fait en France', 'home title:en': 'Made in France', popupMessage: 'Bonjour', 'popupMessage:en': ' ' };
    expect(localizeSettings(stored, 'en')).toEqual({ 'home title': 'Made in France', popupMessage: 'Bonjour' });
    expect(localizeSettings(stored, 'fr')).toEqual({ 'home title': 'Fait en France', popupMessage: 'Bonjour' });
  });
});
