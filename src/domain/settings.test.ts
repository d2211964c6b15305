import { describe, expect, it } from 'vitest';
import { bannerMessages, freeShippingThresholdCents } from './settings';

describe('settings', () => {
  it('shows only banner messages whose flag is the string true', () => {
    expect(
      bannerMessages({ bandeST: 'Livraison offerte', isDesplayBandeST: 'true', bandeND: 'Soldes', isDesplayBandeND: 'false', bandeRD: ' ', isDesplayBandeRD: 'true' }),
    ).toEqual(['Livraison offerte']);
  });
  it('reads the free-delivery threshold in euros and works in cents', () => {
    expect(freeShippingThresholdCents({ thresholdAmount: '80' })).toBe(8000);
    expect(freeShippingThresholdCents({ thresholdAmount: '' })).toBeNull();
    expect(freeShippingThresholdCents({})).toBeNull();
  });
});
