import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { mailOutbox, orders, refunds, returns } from '../../../db/schema';
import type { StaffOrderReturns } from '../../../domain/orders/return-views';
import type { RefundablePayment, RefundOutcome } from '../payments/provider';
import { TestPaymentProvider } from '../payments/test-provider';
import { asStaff, deliveredOrder, insertReturn } from './returns-test-kit';

/** A refund the provider does not make at once stays to be made, and "Réessayer" makes it once (ADR 29). */

/** The test provider, told how to answer: out of reach, refusing, or making the refund. Counts what it is asked. */
class MoodyProvider extends TestPaymentProvider {
  answer: 'ok' | 'unavailable' | 'refused' = 'ok';
  readonly asked: RefundablePayment[] = [];
  override async refund(payment: RefundablePayment): Promise<RefundOutcome> {
    this.asked.push(payment);
    return this.answer === 'ok' ? super.refund(payment) : { ok: false, reason: this.answer };
  }
}

let t: TestApp;
let provider: MoodyProvider;
let cookie: string;

beforeAll(async () => {
  provider = new MoodyProvider();
  t = await createTestApp({ payments: provider });
  cookie = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
});
afterAll(() => t?.close());

async function receivedReturn() {
  const order = await deliveredOrder(t, { email: 'attente@exemple.fr', lines: [{ name: 'Sweat Canut', unitPriceCents: 5990 }] });
  const ret = await insertReturn(t, order.id, 'defective', [{ orderLineId: order.lines[0]!.id, quantity: 1 }], 'received');
  return { order, ret, amount: 5990 + order.shippingCents };
}

const refund = (returnId: number, lang = 'fr') => asStaff(t, cookie, 'POST', `/returns/${returnId}/refund`, { restock: [] }, lang);
const shown = async (orderId: number) => (await asStaff(t, cookie, 'GET', `/returns?order=${orderId}`)).json<StaffOrderReturns>().returns[0]!;
const refundRows = (orderId: number) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const refundMails = (orderId: number) => t.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));

describe('a return refund the provider does not make at once', () => {
  it('stays pending while the provider is out of reach, says so, and is made once when it is back', async () => {
    const { order, ret, amount } = await receivedReturn();
    provider.answer = 'unavailable';
    const first = await refund(ret.id);
    expect(first.statusCode).toBe(503);
    expect(first.json().error.message).toBe(
      'Le prestataire de paiement ne répond pas : le remboursement reste en attente. Réessayez dans quelques minutes.',
    );
    expect(await shown(order.id)).toMatchObject({ status: 'received', refund: { state: 'pending', amountCents: amount } });
    // Counted at once: nothing else may take what this refund holds.
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.refundedCents).toBe(amount);

    provider.answer = 'ok';
    const retry = await refund(ret.id);
    expect(retry.json()).toEqual({ state: 'succeeded', amountCents: amount });
    const rows = await refundRows(order.id);
    expect(rows).toHaveLength(1);
    // The provider was asked twice for the same refund, with the same key: it makes it once.
    const keys = provider.asked.filter((p) => p.orderId === order.id).map((p) => p.idempotencyKey);
    expect(keys).toEqual([rows[0]!.idempotencyKey, rows[0]!.idempotencyKey]);
    expect(await shown(order.id)).toMatchObject({ status: 'refunded', refund: { state: 'succeeded' } });
    expect((await refundMails(order.id)).map((mail) => mail.template)).toEqual(['return-refunded']);
  });

  it('is tried anew with the same amounts after the provider refused it', async () => {
    const { order, ret, amount } = await receivedReturn();
    provider.answer = 'refused';
    const refused = await refund(ret.id, 'en');
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.message).toBe('The payment provider refused the refund: it remains to be made. See its dashboard, then try again.');
    expect(await shown(order.id)).toMatchObject({ status: 'received', refund: { state: 'failed', amountCents: amount } });
    // A refused refund holds nothing.
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.refundedCents).toBe(0);

    provider.answer = 'ok';
    expect((await refund(ret.id)).json()).toEqual({ state: 'succeeded', amountCents: amount });
    expect((await refundRows(order.id)).map((row) => [row.status, row.amountCents])).toEqual(
      expect.arrayContaining([
        ['failed', amount],
        ['succeeded', amount],
      ]),
    );
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.refundedCents).toBe(amount);
    expect((await t.db.select().from(returns).where(eq(returns.id, ret.id)))[0]!.status).toBe('refunded');
  });
});
