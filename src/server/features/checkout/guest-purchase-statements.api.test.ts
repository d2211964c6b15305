import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { recordQueries } from '../../../../tests/helpers/database';
import { insertCatalogueBase, insertProduct, insertSettings } from '../../../../tests/helpers/factories';
import { poolOf } from '../../../db/client';
import { orders } from '../../../db/schema';
import { CARDS, card, Shopper, typedAddress } from './checkout-test-kit';

let t: TestApp;
let variant: { productId: number; colorId: number; sizeId: number };

beforeAll(async () => {
  t = await createTestApp();
  const base = await insertCatalogueBase(t.db);
  await insertSettings(t.db, { thresholdAmount: '100' });
  const product = await insertProduct(t.db, { stock: [{ color: base.colors.navy, size: base.sizes.M, quantity: 10 }] });
  variant = { productId: product.id, colorId: base.colors.navy.id, sizeId: base.sizes.M.id };
});

afterAll(async () => {
  await t?.close();
});

/** The whole guest purchase, as the bench's buyers make it: each step's status and the statements it sent. */
async function guestPurchase(email: string) {
  const shopper = new Shopper(t.app, 'fr');
  const steps: [string, 'POST' | 'PUT', string, unknown][] = [
    ['add to cart', 'POST', '/cart/lines', { ...variant, quantity: 1 }],
    ['e-mail', 'PUT', '/checkout/email', { email }],
    ['delivery', 'PUT', '/checkout/delivery', typedAddress({ email })],
    ['billing', 'PUT', '/checkout/billing', { sameAsDelivery: true }],
    ['order', 'POST', '/checkout/order', {}],
    ['payment', 'POST', '/checkout/test-payment', card(CARDS.succeeds)],
  ];
  const sent: string[] = [];
  for (const [step, method, path, body] of steps) {
    let answer = '';
    const statements = await recordQueries(t.db, async () => {
      const response = await shopper.call(method, path, body);
      answer = `${response.statusCode} ${response.body.slice(0, 200)}`;
    });
    expect(answer, step).toMatch(/^200 /);
    sent.push(...statements.map((statement) => `${step}: ${statement.replace(/\s+/g, ' ').slice(0, 160)}`));
  }
  return sent;
}

describe('a guest purchase', () => {
  it('costs at most 25 SQL statements from the cart to the paid order (29 on PostgreSQL, whose two transactions add begin and commit)', async () => {
    // The first request of the shop loads its in-memory catalogue: that is not the purchase's cost.
    await guestPurchase('first@exemple.fr');
    const sent = await guestPurchase('counted@exemple.fr');
    const limit = poolOf(t.db) ? 29 : 25;
    expect(sent.length, `statements sent:\n${sent.join('\n')}`).toBeLessThanOrEqual(limit);
    const [paid] = await t.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.email, 'counted@exemple.fr'));
    expect(paid?.paidAt).toBeInstanceOf(Date);
  });
});
