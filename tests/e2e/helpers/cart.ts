import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForHydration } from './shop';

type ApiProduct = {
  id: number;
  name: string;
  colors: { id: number; name: string }[];
  sizes: { id: number; name: string }[];
  stock: { colorId: number; sizeId: number; quantity: number }[];
};
export type Variant = { product: ApiProduct; color: string; size: string };

/** A variant with at least 3 units, in a colour and size other than `avoid`'s. */
export async function variantOf(baseUrl: string, productId: number, avoid?: Variant): Promise<Variant> {
  const product = (await (await fetch(`${baseUrl}/api/store/products/${productId}?lang=fr`)).json()) as ApiProduct;
  const row = product.stock.find((s) => {
    const color = product.colors.find((c) => c.id === s.colorId)!.name;
    const size = product.sizes.find((z) => z.id === s.sizeId)!.name;
    return s.quantity >= 3 && color !== avoid?.color && size !== avoid?.size;
  });
  expect(row, `product ${productId} has a variant in stock`).toBeDefined();
  return { product, color: product.colors.find((c) => c.id === row!.colorId)!.name, size: product.sizes.find((z) => z.id === row!.sizeId)!.name };
}

/** Adds one unit of the variant from its product page, as a shopper clicks it. */
export async function addToCart(page: Page, variant: Variant): Promise<void> {
  await page.goto(`/produit/${variant.product.id}`);
  await waitForHydration(page);
  await page.locator('label.swatch', { hasText: variant.color }).click();
  await page.getByRole('radio', { name: new RegExp(`^${variant.size}\\b`) }).check({ force: true });
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect.poll(() => page.locator('.add-to-cart__status').textContent()).toContain('Ajouté au panier');
}

/** The browser's cookies as a Cookie header, to ask the API what the server knows of this shopper. */
export async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
}
