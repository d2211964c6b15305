import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct } from '../../../../tests/helpers/factories';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { mailOutbox, orders, refunds, returnLines, returns, stock } from '../../../db/schema';
import { asCustomer, asStaff, deliveredOrder, insertReturn } from './returns-test-kit';

/**
 * Requests that race (ADR 29): on PostgreSQL they truly run at once, each on its own
 * connection; on PGlite they are served one after the other. Either way a return is refunded
 * once, and an order never gives back more than was paid.
 */

const engine = inject('databaseEngine');
let t: TestApp;
let staffCookie: string;
let customerId: number;
let customerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  staffCookie = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator')).id);
  customerId = (await insertCustomer(t.db)).id;
  customerCookie = await signInAs(t.db, customerId);
});
afterAll(() => t?.close());

const orderRow = async (orderId: number) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe(`racing refunds on ${engine}`, () => {
  it('refunds a received return once, whatever 20 staff clicks at the same instant do', async () => {
    const base = await insertCatalogueBase(t.db);
    const tee = await insertProduct(t.db, { stock: [{ color: base.colors.red, size: base.sizes.S, quantity: 0 }] });
    const order = await deliveredOrder(t, {
      customerId,
      lines: [{ productId: tee.id, colorId: base.colors.red.id, sizeId: base.sizes.S.id, quantity: 2, unitPriceCents: 2990 }],
    });
    const ret = await insertReturn(t, order.id, 'changed_mind', [{ orderLineId: order.lines[0]!.id, quantity: 2 }], 'received');
    const [line] = await t.db.select().from(returnLines).where(eq(returnLines.returnId, ret.id));

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        asStaff(t, staffCookie, 'POST', `/returns/${ret.id}/refund`, { restock: [{ returnLineId: line!.id, quantity: 2 }] }),
      ),
    );
    const expected = 2 * 2990 - 599;
    for (const answer of answers) {
      // Each either saw the refund made (its own, or the one a click before it decided), or found the return refunded.
      if (answer.statusCode === 200) expect(answer.json()).toEqual({ state: 'succeeded', amountCents: expected });
      else expect(answer.json().error.code).toBe('return_alreadyRefunded');
    }
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.map((row) => [row.status, row.amountCents])).toEqual([['succeeded', expected]]);
    expect((await orderRow(order.id)).refundedCents).toBe(expected);
    // The two units went back on sale once.
    expect((await t.db.select().from(stock).where(eq(stock.productId, tee.id)))[0]!.quantity).toBe(2);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
    expect(mails.filter((mail) => mail.template === 'return-refunded')).toHaveLength(1);
  });

  it('never gives back more than was paid when 20 returns are asked for and refunded at once', async () => {
    // 3 + 2 + 1 units, 15 % off, 4,90 € delivery.
    const lines = [
      { name: 'T-shirt', quantity: 3, unitPriceCents: 2990 },
      { name: 'Sweat', quantity: 2, unitPriceCents: 5990 },
      { name: 'Tote', quantity: 1, unitPriceCents: 1490 },
    ];
    const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
    const order = await deliveredOrder(t, { customerId, lines, shippingCents: 490, discountCents: Math.round(subtotal * 0.15) });
    const reasons = ['defective', 'changed_mind', 'not_as_described', 'wrong_size', 'other'] as const;

    // The 20 asks race each other, then every return that was granted is received and refunded
    // at once: an ask's answer lists the order's returns, so it cannot tell which one is its own
    // while others are being asked.
    const asks = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        asCustomer(t, customerCookie, 'POST', `/orders/${order.id}/returns`, {
          lines: [{ orderLineId: order.lines[n % 3]!.id, quantity: 1 }],
          reason: reasons[n % reasons.length],
        }),
      ),
    );
    // Refused only because the units were gone by then.
    for (const asked of asks.filter((answer) => answer.statusCode !== 201)) expect(asked.json().error.code).toBe('return_more_than_remains');
    const granted = await t.db.select().from(returns).where(eq(returns.orderId, order.id));
    const outcomes = await Promise.all(
      granted.map(async (ret) => {
        expect((await asStaff(t, staffCookie, 'POST', `/returns/${ret.id}/receive`)).statusCode).toBe(204);
        const refunded = await asStaff(t, staffCookie, 'POST', `/returns/${ret.id}/refund`, { restock: [] });
        expect(refunded.statusCode, refunded.body).toBe(200);
        return 'refunded';
      }),
    );

    // Every unit came back once; the other asks were refused.
    expect(outcomes.filter((o) => o === 'refunded')).toHaveLength(6);
    const returned = await t.db.select().from(returns).where(eq(returns.orderId, order.id));
    expect(returned.every((ret) => ret.status === 'refunded')).toBe(true);
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    const given = rows.reduce((sum, row) => sum + row.amountCents, 0);
    const paid = await orderRow(order.id);
    expect(given).toBe(paid.refundedCents);
    expect(given).toBeLessThanOrEqual(paid.totalCents);
    // Everything back: the products after discount, the delivery once (a fault), less the fees of the others.
    const fees = returned.reduce((sum, ret) => sum + (ret.feeCents ?? 0), 0);
    expect(given + fees).toBe(paid.totalCents);
  });
});
