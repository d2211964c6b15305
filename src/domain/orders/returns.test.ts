import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETURN_LABEL_FEE_CENTS } from '../shop-policies';
import {
  checkReturnRequest,
  decideReturnStep,
  returnableQuantities,
  returnRefund,
  returnWindow,
  type RefundedOrder,
  type RefundedReturn,
  type ReturnAction,
  type ReturnReason,
  type ReturnStatus,
} from './returns';

const at = (iso: string) => new Date(iso);

describe('the return window', () => {
  // Delivered on 3 March at 10:00 Paris (09:00 UTC): the 30th day after is 2 April, the last day.
  const delivered = { status: 'delivered' as const, deliveredAt: at('2026-03-03T09:00:00Z') };

  it.each([
    ['the day of the delivery', '2026-03-03T09:00:01Z', true],
    // 2 April 23:59 in Paris is 21:59 UTC (summer time since 29 March).
    ['the last minute of the 30th Paris day', '2026-04-02T21:59:59Z', true],
    ['the first instant of the 31st day', '2026-04-02T22:00:00Z', false],
    ['a month later', '2026-05-03T10:00:00Z', false],
  ])('is open on %s: %s', (_label, now, open) => {
    const window = returnWindow(delivered, at(now));
    expect(window.open).toBe(open);
    expect(window.lastDay).toBe('2026-04-02');
  });

  it('counts Paris calendar days: delivered at 00:30 Paris time, the day is the Paris one, not UTC’s', () => {
    // 00:30 on 1 October in Paris is still 30 September in UTC.
    const window = returnWindow({ status: 'delivered', deliveredAt: at('2026-09-30T22:30:00Z') }, at('2026-10-01T12:00:00Z'));
    expect(window).toMatchObject({ open: true, lastDay: '2026-10-31' });
    // The clocks went back on 25 October: the 31 October ends at 23:00 UTC.
    expect(window.open && window.closesAt.toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });

  it.each<[ReturnStatus | string, Date | null]>([
    ['shipped', at('2026-03-03T09:00:00Z')],
    ['processing', null],
    ['cancelled', null],
    // Marked delivered without a date (a correction cleared it): nothing to count from.
    ['delivered', null],
  ])('is closed to a %s order', (status, deliveredAt) => {
    expect(returnWindow({ status: status as 'delivered', deliveredAt }, at('2026-03-04T09:00:00Z'))).toEqual({
      open: false,
      reason: 'notDelivered',
      lastDay: null,
    });
  });
});

describe('what may still be returned', () => {
  const lines = [
    { id: 1, quantity: 3 },
    { id: 2, quantity: 1 },
  ];

  it('is what was bought less what returns hold, cancelled returns giving their units back', () => {
    const left = returnableQuantities(lines, [
      { status: 'refunded', lines: [{ orderLineId: 1, quantity: 1 }] },
      { status: 'requested', lines: [{ orderLineId: 1, quantity: 1 }] },
      { status: 'cancelled', lines: [{ orderLineId: 2, quantity: 1 }] },
    ]);
    expect(Object.fromEntries(left)).toEqual({ 1: 1, 2: 1 });
  });

  const order = { status: 'delivered' as const, deliveredAt: at('2026-03-03T09:00:00Z'), lines, returns: [] };
  const now = at('2026-03-10T09:00:00Z');

  it.each([
    [
      'one unit of each line',
      [
        { orderLineId: 1, quantity: 1 },
        { orderLineId: 2, quantity: 1 },
      ],
      { ok: true },
    ],
    ['nothing', [], { ok: false, reason: 'nothingChosen' }],
    ['a zero quantity', [{ orderLineId: 1, quantity: 0 }], { ok: false, reason: 'zeroQuantity', orderLineId: 1 }],
    ['half a unit', [{ orderLineId: 1, quantity: 0.5 }], { ok: false, reason: 'zeroQuantity', orderLineId: 1 }],
    ['more than bought', [{ orderLineId: 2, quantity: 2 }], { ok: false, reason: 'moreThanBought', orderLineId: 2, max: 1 }],
    ['a line of another order', [{ orderLineId: 9, quantity: 1 }], { ok: false, reason: 'unknownLine', orderLineId: 9 }],
    [
      'the same line twice',
      [
        { orderLineId: 1, quantity: 1 },
        { orderLineId: 1, quantity: 1 },
      ],
      { ok: false, reason: 'sameLineTwice', orderLineId: 1 },
    ],
  ])('asking to return %s: %o', (_label, asked, expected) => {
    expect(checkReturnRequest(order, asked, now)).toMatchObject(expected);
  });

  it('refuses more than what earlier returns left, after the window, and before the delivery', () => {
    const returned = { ...order, returns: [{ status: 'received' as const, lines: [{ orderLineId: 1, quantity: 2 }] }] };
    expect(checkReturnRequest(returned, [{ orderLineId: 1, quantity: 2 }], now)).toEqual({
      ok: false,
      reason: 'moreThanRemains',
      orderLineId: 1,
      max: 1,
    });
    expect(checkReturnRequest(order, [{ orderLineId: 1, quantity: 1 }], at('2026-04-03T09:00:00Z'))).toEqual({ ok: false, reason: 'windowClosed' });
    expect(checkReturnRequest({ ...order, status: 'shipped' }, [{ orderLineId: 1, quantity: 1 }], now)).toEqual({
      ok: false,
      reason: 'notDelivered',
    });
  });
});

describe('how a return moves', () => {
  it.each<[ReturnStatus, ReturnAction, ReturnStatus | string]>([
    ['requested', 'receive', 'received'],
    ['requested', 'cancel', 'cancelled'],
    ['requested', 'refund', 'notReceived'],
    ['received', 'refund', 'refunded'],
    ['received', 'receive', 'alreadyReceived'],
    ['received', 'cancel', 'notCancellable'],
    ['refunded', 'refund', 'alreadyRefunded'],
    ['refunded', 'receive', 'alreadyRefunded'],
    ['refunded', 'cancel', 'alreadyRefunded'],
    ['cancelled', 'receive', 'cancelled'],
    ['cancelled', 'refund', 'cancelled'],
    ['cancelled', 'cancel', 'cancelled'],
  ])('%s, %s: %s', (from, action, outcome) => {
    const decision = decideReturnStep(from, action);
    expect(decision.ok ? decision.to : decision.reason).toBe(outcome);
  });
});

describe('the refund of a return', () => {
  // Two T-shirts at 29,90 € and a sweat-shirt at 59,90 €, 5,99 € delivery.
  const order: RefundedOrder = {
    subtotalCents: 2 * 2990 + 5990,
    discountCents: 0,
    shippingCents: 599,
    lines: [
      { id: 1, quantity: 2, unitPriceCents: 2990 },
      { id: 2, quantity: 1, unitPriceCents: 5990 },
    ],
  };
  const ret = (id: number, reason: ReturnReason, lines: [number, number][], decided: RefundedReturn['decided'] = null): RefundedReturn => ({
    id,
    reason,
    status: decided ? 'refunded' : 'received',
    decided,
    lines: lines.map(([orderLineId, quantity]) => ({ orderLineId, quantity })),
  });
  const refund = (o: RefundedOrder, returns: RefundedReturn[]) => returnRefund(o, returns, returns.at(-1)!.id);

  it.each<[string, ReturnReason, [number, number][], { itemsCents: number; shippingCents: number; feeCents: number; amountCents: number }]>([
    [
      'a T-shirt that does not fit: the label fee is taken off',
      'wrong_size',
      [[1, 1]],
      { itemsCents: 2990, shippingCents: 0, feeCents: 599, amountCents: 2391 },
    ],
    ['a change of mind, likewise', 'changed_mind', [[2, 1]], { itemsCents: 5990, shippingCents: 0, feeCents: 599, amountCents: 5391 }],
    ['another reason, likewise', 'other', [[1, 2]], { itemsCents: 5980, shippingCents: 0, feeCents: 599, amountCents: 5381 }],
    [
      'a defective T-shirt: delivery given back, no fee',
      'defective',
      [[1, 1]],
      { itemsCents: 2990, shippingCents: 599, feeCents: 0, amountCents: 3589 },
    ],
    ['an item not as described, likewise', 'not_as_described', [[2, 1]], { itemsCents: 5990, shippingCents: 599, feeCents: 0, amountCents: 6589 }],
    [
      'a withdrawal of the whole order: delivery given back, no fee',
      'withdrawal',
      [
        [1, 2],
        [2, 1],
      ],
      { itemsCents: 11970, shippingCents: 599, feeCents: 0, amountCents: 12569 },
    ],
    [
      'a withdrawal of part of the order: no fee, the delivery kept',
      'withdrawal',
      [[2, 1]],
      { itemsCents: 5990, shippingCents: 0, feeCents: 0, amountCents: 5990 },
    ],
  ])('%s', (_label, reason, lines, expected) => {
    expect(refund(order, [ret(1, reason, lines)])).toMatchObject(expected);
  });

  it('gives the delivery back once per order', () => {
    const first = ret(1, 'defective', [[1, 1]], { itemsGrossCents: 2990, shippingCents: 599 });
    expect(refund(order, [first, ret(2, 'not_as_described', [[2, 1]])])).toMatchObject({ shippingCents: 0, amountCents: 5990 });
  });

  it('gives the delivery back to a withdrawal that brings back the last units of the order', () => {
    const earlier = ret(1, 'wrong_size', [[1, 1]], { itemsGrossCents: 2990, shippingCents: 0 });
    expect(
      refund(order, [
        earlier,
        ret(2, 'withdrawal', [
          [1, 1],
          [2, 1],
        ]),
      ]),
    ).toMatchObject({ itemsCents: 8980, shippingCents: 599, feeCents: 0 });
  });

  it('never takes a fee larger than what the return gives back', () => {
    const cheap: RefundedOrder = { subtotalCents: 450, discountCents: 0, shippingCents: 0, lines: [{ id: 1, quantity: 1, unitPriceCents: 450 }] };
    expect(refund(cheap, [ret(1, 'changed_mind', [[1, 1]])])).toEqual({
      itemsGrossCents: 450,
      itemsCents: 450,
      shippingCents: 0,
      feeCents: 450,
      amountCents: 0,
    });
  });

  describe('with a discount (10 % off: 101,00 € of products, 10,10 € off)', () => {
    const discounted: RefundedOrder = {
      subtotalCents: 10100,
      discountCents: 1010,
      shippingCents: 0,
      lines: [
        { id: 1, quantity: 3, unitPriceCents: 3333 },
        { id: 2, quantity: 1, unitPriceCents: 101 },
      ],
    };

    it('takes the items’ share of the discount off, rounded half up', () => {
      // 3333 × 10 % = 333,3 → 333 off.
      expect(refund(discounted, [ret(1, 'defective', [[1, 1]])])).toMatchObject({ itemsGrossCents: 3333, itemsCents: 3000 });
    });

    it('gives back exactly what the products cost once every unit came back, whatever the steps', () => {
      const steps: [number, number][][] = [[[1, 1]], [[1, 1]], [[2, 1]], [[1, 1]]];
      const returns: RefundedReturn[] = [];
      let given = 0;
      for (const [index, lines] of steps.entries()) {
        returns.push(ret(index + 1, 'defective', lines));
        const { itemsCents, itemsGrossCents } = returnRefund(discounted, returns, index + 1);
        returns[index] = { ...returns[index]!, status: 'refunded', decided: { itemsGrossCents, shippingCents: 0 } };
        given += itemsCents;
      }
      expect(given).toBe(10100 - 1010);
    });
  });
});

/**
 * Any order (lines, discount up to the subtotal, delivery) and any sequence of returns, each of
 * units still returnable, some cancelled before being refunded: the refunds never add up to
 * more than the order's total, nor a return's items to more than they cost before discount.
 */
describe('refunds never exceed what was paid', () => {
  const REASONS: ReturnReason[] = ['withdrawal', 'changed_mind', 'wrong_size', 'defective', 'not_as_described', 'other'];
  const scenario = fc
    .record({
      lines: fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 4 }), unitPriceCents: fc.integer({ min: 0, max: 50_000 }) }), {
        minLength: 1,
        maxLength: 4,
      }),
      discountPermille: fc.integer({ min: 0, max: 1000 }),
      shippingCents: fc.integer({ min: 0, max: 2000 }),
      attempts: fc.array(
        fc.record({
          reason: fc.constantFrom(...REASONS),
          picks: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 4 })), { minLength: 1, maxLength: 4 }),
          cancelled: fc.boolean(),
        }),
        { maxLength: 8 },
      ),
    })
    .map(({ lines, discountPermille, shippingCents, attempts }) => {
      const subtotalCents = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
      const order: RefundedOrder = {
        subtotalCents,
        discountCents: Math.floor((subtotalCents * discountPermille) / 1000),
        shippingCents,
        lines: lines.map((line, i) => ({ id: i + 1, ...line })),
      };
      return { order, attempts };
    });

  it('holds for every order and every sequence of returns', () => {
    fc.assert(
      fc.property(scenario, ({ order, attempts }) => {
        const total = order.subtotalCents - order.discountCents + order.shippingCents;
        const returns: RefundedReturn[] = [];
        let refunded = 0;
        let itemsRefunded = 0;
        for (const [index, attempt] of attempts.entries()) {
          const left = returnableQuantities(order.lines, returns);
          const lines = new Map<number, number>();
          for (const [pick, quantity] of attempt.picks) {
            const id = order.lines[pick % order.lines.length]!.id;
            const room = (left.get(id) ?? 0) - (lines.get(id) ?? 0);
            if (room > 0) lines.set(id, (lines.get(id) ?? 0) + Math.min(quantity, room));
          }
          if (lines.size === 0) continue;
          const id = index + 1;
          returns.push({
            id,
            reason: attempt.reason,
            status: 'received',
            decided: null,
            lines: [...lines].map(([orderLineId, quantity]) => ({ orderLineId, quantity })),
          });
          if (attempt.cancelled) {
            returns[returns.length - 1] = { ...returns.at(-1)!, status: 'cancelled' };
            continue;
          }
          const result = returnRefund(order, returns, id);
          expect(result.amountCents).toBeGreaterThanOrEqual(0);
          expect(result.itemsCents).toBeLessThanOrEqual(result.itemsGrossCents);
          expect(result.feeCents).toBeLessThanOrEqual(RETURN_LABEL_FEE_CENTS);
          expect(result.amountCents).toBe(result.itemsCents + result.shippingCents - result.feeCents);
          returns[returns.length - 1] = { ...returns.at(-1)!, status: 'refunded', decided: result };
          refunded += result.amountCents;
          itemsRefunded += result.itemsCents;
        }
        expect(itemsRefunded).toBeLessThanOrEqual(order.subtotalCents - order.discountCents);
        expect(refunded).toBeLessThanOrEqual(total);
        // Every unit back: the items gave back exactly what the products cost after discount.
        const everything = [...returnableQuantities(order.lines, returns).values()].every((left) => left === 0);
        if (everything) expect(itemsRefunded).toBe(order.subtotalCents - order.discountCents);
      }),
      { numRuns: 500 },
    );
  });
});
