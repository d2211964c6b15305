import { describe, expect, it } from 'vitest';
import { bannerMessages, freeShippingThresholdCents, localizeSettings } from './settings';

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
