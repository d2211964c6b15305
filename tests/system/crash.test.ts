import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Buyer, type Variant } from '../helpers/buyer';
import { queryStoppedShop, startShop, type ShopProcess } from '../helpers/shop-process';

/**
 * Issue 8's crash proof, on the embedded database a fresh clone runs: the shop is killed
 * (SIGKILL: nothing flushed or closed) between creating the order and receiving the payment
 * event; restarted on the same data, it receives the event (twice, as providers retry) and
 * ends with one paid order, the stock taken once, one confirmation mail.
 */
const WEBHOOK_SECRET = 'whsec_crash_test_secret';

let workDir = '';
let shop: ShopProcess | undefined;
const env = () => ({ DATA_DIR: path.join(workDir, 'data'), TEST_PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });

async function variantWithStock(shopUrl: string): Promise<{ variant: Variant; stock: () => Promise<number> }> {
  const list = (await (await fetch(`${shopUrl}/api/store/products`)).json()) as { items: { id: number }[] };
  const id = list.items[0]!.id;
  type Detail = { stock: { colorId: number; sizeId: number; quantity: number }[] };
  const line = ((await (await fetch(`${shopUrl}/api/store/products/${id}`)).json()) as Detail).stock.find((s) => s.quantity > 1)!;
  const variant = { productId: id, colorId: line.colorId, sizeId: line.sizeId };
  const stock = async () => {
    const detail = (await (await fetch(`${shop!.url}/api/store/products/${id}`)).json()) as Detail;
    return detail.stock.find((s) => s.colorId === variant.colorId && s.sizeId === variant.sizeId)!.quantity;
  };
  return { variant, stock };
}

const readDatabase = <T>(query: string, params: unknown[] = []) => queryStoppedShop<T>(path.join(workDir, 'data'), query, params);

function signedSucceededEvent(paymentRef: string, orderId: number, amount: number) {
  const payload = JSON.stringify({
    id: `evt_crash_${orderId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: paymentRef, object: 'payment_intent', amount, currency: 'eur', metadata: { orderId: String(orderId) } } },
  });
  const signature = new Stripe('sk_test_offline').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { payload, signature };
}

describe('the shop killed between the order and the payment event', () => {
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'atelier-crash-'));
  });

  afterAll(async () => {
    await shop?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('confirms the order once after a restart, with the stock taken once', async () => {
    shop = await startShop(process.cwd(), env(), workDir);
    const { variant, stock } = await variantWithStock(shop.url);
    const before = await stock();
    const buyer = new Buyer([shop.url], 'crash.buyer@example.test');
    const steps: [string, string, unknown][] = [
      ['POST', '/api/store/cart/lines', { ...variant, quantity: 1 }],
      ['PUT', '/api/store/checkout/email', { email: buyer.email }],
      [
        'PUT',
        '/api/store/checkout/delivery',
        {
          firstName: 'Lou',
          lastName: 'Petit',
          email: buyer.email,
          phone: '0611223344',
          line1: '3 quai Gailleton',
          city: 'Lyon',
          zip: '69002',
          country: 'FR',
        },
      ],
      ['PUT', '/api/store/checkout/billing', { sameAsDelivery: true }],
    ];
    for (const [method, url, body] of steps) expect((await buyer.call(method, url, body)).status).toBe(200);
    const order = await buyer.call('POST', '/api/store/checkout/order', {});
    expect(order.status).toBe(200);
    const { orderId, totalCents } = order.body as { orderId: number; totalCents: number };
    expect(await stock()).toBe(before - 1);

    await shop.stop('SIGKILL');
    const [payment] = await readDatabase<{ provider_ref: string }>('select provider_ref from payments where order_id = $1', [orderId]);
    expect(payment).toBeDefined();

    shop = await startShop(process.cwd(), env(), workDir, Number(new URL(shop.url).port));
    const event = signedSucceededEvent(payment!.provider_ref, orderId, totalCents);
    for (let delivery = 0; delivery < 2; delivery++) {
      const answer = await fetch(`${shop.url}/api/payments/test/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
      expect(answer.status).toBe(200);
    }

    const confirmation = await buyer.call('GET', '/api/store/checkout/confirmation');
    expect(confirmation.body).toMatchObject({ state: 'paid' });
    expect(await stock()).toBe(before - 1);
    const cart = await buyer.call('GET', '/api/store/cart');
    expect((cart.body as { lines: unknown[] }).lines).toHaveLength(0);

    await shop.stop();
    shop = undefined;
    const orders = await readDatabase<{ status: string; stock_state: string }>(
      "select status, stock_state from orders where email = 'crash.buyer@example.test'",
    );
    expect(orders).toEqual([{ status: 'pending', stock_state: 'committed' }]);
    const mails = await readDatabase<{ n: number }>(
      `select count(*)::int as n from mail_outbox where "to" = 'crash.buyer@example.test' and template = 'order-confirmation'`,
    );
    expect(mails[0]!.n).toBe(1);
  });
});
