import { describe, expect, it } from 'vitest';
import { useShop } from './helpers/shop';

/**
 * Pages are rendered in worker threads that ask the main thread for each visitor's data (ADR
 * 13). Many visitors' personal pages rendered at the same time must each show that visitor's
 * data and nobody else's. Checked over HTTP against the built shop.
 */
const shop = useShop();

type Product = { id: number; stock: { colorId: number; sizeId: number; quantity: number }[] };
type CartAnswer = { lines: { name: string }[] };

/** A guest with one line of its own product in the cart: its cookies and the product's name. */
async function guestWith(product: Product): Promise<{ cookie: string; name: string }> {
  const line = product.stock.find((s) => s.quantity > 0)!;
  const response = await fetch(`${shop.baseUrl}/api/store/cart/lines?lang=fr`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productId: product.id, colorId: line.colorId, sizeId: line.sizeId, quantity: 1 }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .join('; ');
  return { cookie, name: ((await response.json()) as CartAnswer).lines[0]!.name };
}

describe('pages rendered in threads', () => {
  it('shows each of many visitors rendered at once their own cart, and nobody else’s', async () => {
    const list = (await (await fetch(`${shop.baseUrl}/api/store/products?limit=100&lang=fr`)).json()) as { items: { id: number; name: string }[] };
    const names = new Set(list.items.map((item) => item.name));
    // Names that HTML writes as they are and that no other name contains, so a page naming one cannot be mistaken for another.
    const distinct = list.items.filter(
      (item) => !/[&<>"']/.test(item.name) && [...names].every((other) => other === item.name || !other.includes(item.name)),
    );
    const products = await Promise.all(
      distinct.slice(0, 12).map(async ({ id }) => (await (await fetch(`${shop.baseUrl}/api/store/products/${id}`)).json()) as Product),
    );
    const guests = await Promise.all(products.filter((p) => p.stock.some((s) => s.quantity > 0)).map(guestWith));
    expect(guests.length).toBeGreaterThanOrEqual(8);

    const pages = await Promise.all(
      [...guests, ...guests, ...guests].map(async (guest) => {
        const response = await fetch(`${shop.baseUrl}/panier?lang=fr`, { headers: { cookie: guest.cookie } });
        return { guest, status: response.status, html: await response.text() };
      }),
    );
    for (const { guest, status, html } of pages) {
      expect(status).toBe(200);
      expect(html).toContain(guest.name);
      for (const other of guests) if (other !== guest) expect(html).not.toContain(other.name);
    }
  });
});
