import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { addToCart, cookieHeader, variantOf } from './cart';
import { acceptInfoPopup, type Shop } from './shop';

/** Checkout steps shared by the journeys that buy something (checkout, products). */

let run = 0;
/** A guest's e-mail no other run uses. */
export const guestEmail = () => `invite.${Date.now()}.${++run}@exemple.fr`;

export const ADDRESS = { firstName: 'Zoé', lastName: 'Martin', line1: '12 rue des Tisserands', zip: '69001', city: 'Lyon', phone: '06 12 34 56 78' };

/** What the API tells this browser (its cookies) about its checkout or its last order. */
export async function checkoutApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`${new URL(page.url()).origin}/api/store/checkout${path}`, {
    method,
    headers: { cookie: await cookieHeader(page), 'accept-language': 'fr', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, data: (await response.json()) as T };
}

/** A guest's answers (e-mail, delivery address, billing the same) through the API with this browser's cookies: the checkout journey types them. */
export async function answerThroughApi(page: Page, email = guestEmail()): Promise<void> {
  expect((await checkoutApi(page, 'PUT', '/email', { email })).status).toBe(200);
  expect((await checkoutApi(page, 'PUT', '/delivery', { ...ADDRESS, line2: '', country: 'FR', email: 'zoe@exemple.fr' })).status).toBe(200);
  expect((await checkoutApi(page, 'PUT', '/billing', { sameAsDelivery: true })).status).toBe(200);
}

/** Fills the test provider's card form and presses "Pay Now". */
export async function payWith(page: Page, cardNumber: string): Promise<void> {
  const card = page.getByRole('tabpanel', { name: 'Carte bancaire' });
  await card.getByRole('textbox', { name: 'Numéro de carte' }).fill(cardNumber);
  await card.getByRole('textbox', { name: 'Date d’expiration (MM/AA)' }).fill('12/34');
  await card.getByRole('textbox', { name: 'Cryptogramme (CVC)' }).fill('123');
  await card.getByRole('textbox', { name: 'Nom sur la carte' }).fill('Zoé Martin');
  await card.getByRole('button', { name: 'Payer maintenant' }).click();
}

/**
 * A paid order for the journeys that start after the sale: this browser's cart (filled by the
 * caller) bought by a guest through the API, paid with the test card. Answers the order's number and e-mail.
 */
export async function buyThroughApi(page: Page, email = guestEmail()): Promise<{ number: string; email: string }> {
  await answerThroughApi(page, email);
  const { data: state } = await checkoutApi<{ revision: string }>(page, 'GET', '');
  const placed = await checkoutApi<{ orderNumber: string }>(page, 'POST', '/order', { revision: state.revision });
  expect(placed.status).toBe(200);
  const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Zoé Martin' };
  expect((await checkoutApi<{ state: string }>(page, 'POST', '/test-payment', card)).data.state).toBe('paid');
  return { number: placed.data.orderNumber, email };
}

/** A guest's paid order of one unit of the product, bought in a browser of its own (closed after). */
export async function guestPaidOrder(shop: Shop, productId: number): Promise<{ number: string; email: string }> {
  const buyer = await shop.open('/', { viewport: { width: 1280, height: 900 } });
  await acceptInfoPopup(buyer);
  await addToCart(buyer, await variantOf(shop.baseUrl, productId));
  const bought = await buyThroughApi(buyer);
  await buyer.context().close();
  return bought;
}
