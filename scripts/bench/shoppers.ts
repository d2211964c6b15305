/**
 * The visitors the bench measures besides anonymous ones: a guest who has put something in the
 * cart, and the demo customer signed in with three lines in the cart. They are made through the
 * shop's own API, as a browser would, and their cookies are returned for the load generator.
 */
export type Variant = { productId: number; colorId: number; sizeId: number };
type ProductDetail = {
  id: number;
  colors: { id: number }[];
  sizes: { id: number }[];
  stock: { colorId: number; sizeId: number; quantity: number }[];
};

const DEMO_CUSTOMER = { email: 'client@atelier.test', password: 'Atelier-Client-2026' };

/** The cookies a response sets, as a `cookie` header sends them back (cleared ones left out). */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Variants with stock to spare, one per product, from the public catalogue API. */
export async function variantsInStock(shopUrl: string, count: number): Promise<Variant[]> {
  const list = (await (await fetch(`${shopUrl}/api/store/products?lang=fr`)).json()) as { items: { id: number }[] };
  const variants: Variant[] = [];
  for (const { id } of list.items) {
    const product = (await (await fetch(`${shopUrl}/api/store/products/${id}`)).json()) as ProductDetail;
    const line = product.stock?.find((s) => s.quantity >= 5);
    if (line) variants.push({ productId: id, colorId: line.colorId, sizeId: line.sizeId });
    if (variants.length === count) return variants;
  }
  throw new Error(`The demo catalogue has fewer than ${count} products in stock`);
}

async function addLine(shopUrl: string, cookie: string, variant: Variant): Promise<Response> {
  const response = await fetch(`${shopUrl}/api/store/cart/lines`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ ...variant, quantity: 1 }),
  });
  if (!response.ok) throw new Error(`Adding to the cart answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A guest's cookies (cart token and shopper hint) after one item added to the cart. */
export async function guestWithCart(shopUrl: string): Promise<string> {
  const [variant] = await variantsInStock(shopUrl, 1);
  return cookiesOf(await addLine(shopUrl, '', variant!));
}

/** The demo customer's cookies (session and shopper hint), signed in with three lines in the cart. */
export async function customerWithThreeLines(shopUrl: string): Promise<string> {
  const login = await fetch(`${shopUrl}/api/store/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CUSTOMER),
  });
  if (!login.ok) throw new Error(`The demo customer could not sign in: ${login.status}`);
  const session = cookiesOf(login)
    .split('; ')
    .find((pair) => pair.startsWith('sid='))!;
  let hint = '';
  for (const variant of await variantsInStock(shopUrl, 3)) hint = cookiesOf(await addLine(shopUrl, session, variant));
  const cart = (await (await fetch(`${shopUrl}/api/store/cart`, { headers: { cookie: session } })).json()) as { lines: unknown[] };
  if (cart.lines.length !== 3) throw new Error(`The demo customer's cart has ${cart.lines.length} lines, not 3`);
  return `${session}; ${hint}`;
}
