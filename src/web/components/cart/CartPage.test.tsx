import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../domain/locale';
import type { Cart, CartLine } from '../../../domain/cart/cart';
import { CartPage } from './CartPage';

const line = (overrides: Partial<CartLine>): CartLine => ({
  id: 1,
  productId: 12,
  name: 'T-shirt Vague',
  reference: 'TS-ATL-012',
  colorId: 9,
  colorName: 'Bleu ciel',
  sizeId: 3,
  sizeName: 'M',
  image: 'p-ts-atl-012-bleu-front.webp',
  unitPriceCents: 3900,
  quantity: 1,
  lineTotalCents: 3900,
  stockLeft: 10,
  available: true,
  ...overrides,
});

const cart = (overrides: Partial<Cart>): Cart => ({
  lines: [line({})],
  totals: {
    itemCount: 1,
    subtotalCents: 3900,
    weightGrams: 200,
    shippingCents: 599,
    freeShipping: false,
    discountCents: 0,
    totalCents: 4499,
    freeShippingThresholdCents: 8000,
  },
  promo: null,
  promoNotice: null,
  canCheckout: true,
  ...overrides,
});

/** Server-renders the cart page in the given language, as the storefront does. */
function render(data: Cart, locale: Locale = 'fr'): string {
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => <CartPage initialCart={data} /> }]);
  return renderToString(<Stub hydrationData={{ loaderData: { root: { locale, settings: {}, collections: [], publicUrl: '', cspNonce: '' } } }} />);
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

describe('CartPage', () => {
  it('lists a line with its colour, size, prices and a way to checkout', () => {
    const html = render(cart({}));
    const page = text(html);
    expect(page).toContain('1 article');
    expect(page).toContain('Bleu ciel');
    expect(page).toContain('Livraison 5,99 €');
    expect(page).toContain('Total 44,99 €');
    expect(page).toContain('Plus que 41,00 € d’achats pour profiter de la livraison gratuite.');
    expect(html).toContain('href="/checkout"');
    expect(html).toContain('aria-label="Supprimer T-shirt Vague (Bleu ciel, M) du panier"');
  });

  it('keeps minus at 1 and plus at the stock left, each saying why', () => {
    const page = text(render(cart({ lines: [line({ quantity: 1, stockLeft: 1 })] })));
    expect(page).toContain('Quantité minimale : 1.');
    expect(page).toContain('Vous avez déjà tout le stock disponible');
  });

  it('marks unavailable lines and closes the checkout until they are fixed', () => {
    const html = render(
      cart({
        lines: [line({ id: 1, available: false, stockLeft: 0 }), line({ id: 2, productId: 23, quantity: 4, stockLeft: 2, available: false })],
        canCheckout: false,
      }),
    );
    const page = text(html);
    expect(page).toContain('Ce produit n’est plus disponible');
    expect(page).toContain('Plus que 2 en stock');
    expect(html).not.toContain('href="/checkout"');
    expect(page).toContain('Retirez les articles indisponibles');
  });

  it('shows free shipping, the discount and why a kept code stopped applying', () => {
    const totals = { ...cart({}).totals, subtotalCents: 9000, shippingCents: 0, freeShipping: true, discountCents: 900, totalCents: 8100 };
    const withPromo = text(render(cart({ totals, promo: { code: 'BIENVENUE10', type: 'rate', value: 10 } }), 'en'));
    expect(withPromo).toContain('Shipping Free');
    expect(withPromo).toContain('Discount (BIENVENUE10) −€9.00');
    expect(withPromo).toContain('Remove');
    const dropped = text(render(cart({ promoNotice: 'expired' })));
    expect(dropped).toContain('Le code promo n’est plus appliqué : il a expiré.');
  });

  it('invites an empty cart to the new arrivals', () => {
    const html = render(cart({ lines: [], canCheckout: false }));
    expect(text(html)).toContain('Votre panier est vide');
    expect(html).toContain('href="/nouveaut');
  });
});
