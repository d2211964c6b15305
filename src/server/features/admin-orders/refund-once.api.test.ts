import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../../../../tests/helpers/app';
import { createTestDatabase } from '../../../../tests/helpers/database';
import { newWebhookSecret, startFakeStripe, type FakeStripe } from '../../../../tests/helpers/fake-stripe';
import { insertOrder } from '../../../../tests/helpers/orders';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { orders, payments, refunds } from '../../../db/schema';
import { buildApp, type App } from '../../app';
import { createStripeProvider } from '../payments/stripe-provider';

/**
 * Two instances of the shop on one PostgreSQL database, each with its own pool, refunding
 * through one (fake) Stripe: twenty staff clicks at once, spread over both, refund once.
 */
const engine = inject('databaseEngine');

describe.runIf(engine === 'postgres')('refunds across two instances', () => {
  let database: DatabaseHandle;
  let second: DatabaseHandle;
  let dataDir: string;
  let fake: FakeStripe;
  let stripe: Stripe;
  let cookie: string;
  const apps: App[] = [];

  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = new Stripe(fake.secretKey, { ...fake.api, maxNetworkRetries: 0 });
    database = await createTestDatabase();
    second = await openDatabase({ url: database.url! });
    dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-refund-once-'));
    const env = { PUBLIC_URL: TEST_PUBLIC_URL, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' } as const;
    for (const handle of [database, second]) {
      const payments = createStripeProvider({
        secretKey: fake.secretKey,
        publishableKey: 'pk_test_once',
        webhookSecret: newWebhookSecret(),
        api: fake.api,
      });
      apps.push(await buildApp({ env, db: handle.db, databaseUrl: handle.url, logger: false, payments }));
    }
    cookie = await signInStaffAs(database.db, (await insertStaff(database.db, 'collaborator')).id);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await database?.close();
    await fake?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function paidThroughStripe() {
    const order = await insertOrder(database.db, { status: 'processing' });
    const intent = await stripe.paymentIntents.create({ amount: order.totalCents, currency: 'eur' });
    fake.paymentSucceeded(intent.id);
    await database.db
      .insert(payments)
      .values({ orderId: order.id, provider: 'stripe', providerRef: intent.id, status: 'succeeded', amountCents: order.totalCents });
    return { order, intentId: intent.id };
  }

  /** The refunds Stripe made for the payment: a request repeated with the same key is answered with the same refund. */
  const refundsAtStripe = (intentId: string) =>
    new Set(
      fake.requests.filter((r) => r.path === '/v1/refunds' && r.params.payment_intent === intentId && r.status === 200).map((r) => r.idempotencyKey),
    );
  const onBoth = (count: number, url: string, payload?: object) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        apps[i % 2]!.inject({ method: 'POST', url: `/api/admin${url}`, headers: { cookie }, ...(payload ? { payload } : {}) }),
      ),
    );

  it('twenty cancellations at once: one succeeds, one refund at Stripe, one ledger row', async () => {
    const { order, intentId } = await paidThroughStripe();
    const answers = await onBoth(20, `/orders/${order.id}/cancel`, { refundCents: order.totalCents });
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(refundsAtStripe(intentId).size).toBe(1);
    expect(await database.db.select({ status: refunds.status }).from(refunds).where(eq(refunds.orderId, order.id))).toEqual([
      { status: 'succeeded' },
    ]);
    expect((await database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.refundedCents).toBe(order.totalCents);
  });

  it('twenty retries at once of a refund Stripe could not take: refunded once', async () => {
    const { order, intentId } = await paidThroughStripe();
    fake.setOutage(true);
    try {
      expect((await onBoth(1, `/orders/${order.id}/cancel`, { refundCents: order.totalCents }))[0]!.statusCode).toBe(200);
    } finally {
      fake.setOutage(false);
    }
    const answers = await onBoth(20, `/orders/${order.id}/refund`);
    expect(answers.every((answer) => answer.statusCode === 204 || answer.statusCode === 409)).toBe(true);
    expect(refundsAtStripe(intentId).size).toBe(1);
    expect(await database.db.select({ status: refunds.status }).from(refunds).where(eq(refunds.orderId, order.id))).toEqual([
      { status: 'succeeded' },
    ]);
  });
});
