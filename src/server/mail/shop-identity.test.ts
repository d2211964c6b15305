import { describe, expect, it } from 'vitest';
import { shopIdentity } from './shop-identity';

const URL = 'https://shop.example';

describe('the shop as its mails show it', () => {
  it('takes name, contact and address from the settings, the PNG twin of an SVG logo and the signature picture', () => {
    const shop = shopIdentity(
      {
        'name company': 'Atelier Lumière',
        logo: 'site-logo.svg',
        signature: 'u-1234.png',
        'email contact': 'contact@atelier.test',
        'address contact': '14 rue des Canuts',
        'zip contact': '69004',
        'City contact': 'Lyon',
        'country contact': 'France',
      },
      URL,
    );
    expect(shop).toEqual({
      name: 'Atelier Lumière',
      siteUrl: 'https://shop.example/',
      logoUrl: 'https://shop.example/images/site-logo.png',
      signatureUrl: 'https://shop.example/images/u-1234.png',
      contactEmail: 'contact@atelier.test',
      address: '14 rue des Canuts, 69004 Lyon, France',
    });
  });

  it('keeps a raster logo as it is', () => {
    expect(shopIdentity({ logo: 'logo 2.jpg' }, URL).logoUrl).toBe('https://shop.example/images/logo%202.jpg');
  });

  it('still names the sender when the settings are empty', () => {
    expect(shopIdentity({ 'name company': ' ', logo: '' }, URL)).toEqual({
      name: 'shop.example',
      siteUrl: 'https://shop.example/',
      logoUrl: null,
      signatureUrl: null,
      contactEmail: null,
      address: null,
    });
  });
});
