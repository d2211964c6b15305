import { describe, expect, it } from 'vitest';
import {
  decide,
  forwardActionTo,
  nextSteps,
  staffMayHide,
  statusChangeRefusal,
  statusChoices,
  STEPS,
  type Actor,
  type OrderAction,
} from './lifecycle';
import { ORDER_STATUSES, type OrderStatus } from './orders';

/**
 * Every pair of states, and what (if anything) leads from one to the other, for whom, with
 * what effects. A pair missing from this table is unreachable in one step.
 */
const TABLE: Record<string, { action: OrderAction; by: Actor; refund: 'none' | 'rest'; stock: 'none' | 'release'; mail: string | null }> = {
  'awaiting_payment→pending': { action: 'pay', by: 'provider', refund: 'none', stock: 'none', mail: null },
  'pending→processing': { action: 'confirm', by: 'staff', refund: 'none', stock: 'none', mail: null },
  'pending→cancelled': { action: 'reject', by: 'staff', refund: 'rest', stock: 'release', mail: 'order-cancelled' },
  'processing→cancelled': { action: 'cancel', by: 'staff', refund: 'rest', stock: 'release', mail: 'order-cancelled' },
  'processing→shipped': { action: 'ship', by: 'staff', refund: 'none', stock: 'none', mail: 'order-shipped' },
  'shipped→delivered': { action: 'deliver', by: 'staff', refund: 'none', stock: 'none', mail: 'order-delivered' },
  'shipped→processing': { action: 'correct', by: 'admin', refund: 'none', stock: 'none', mail: null },
  'delivered→shipped': { action: 'correct', by: 'admin', refund: 'none', stock: 'none', mail: null },
};

describe('the order lifecycle', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const expected = TABLE[`${from}→${to}`];
      it(`${from} → ${to}: ${expected ? `${expected.action} by ${expected.by}` : 'no step'}`, () => {
        const steps = STEPS.filter((step) => step.from === from && step.to === to);
        if (!expected) {
          expect(steps).toEqual([]);
          return;
        }
        expect(steps).toHaveLength(1);
        const [step] = steps;
        expect({ action: step!.action, by: step!.by, refund: step!.refund, stock: step!.stock, mail: step!.mail }).toEqual(expected);
        expect(decide({ status: from, everShipped: false }, expected.action, expected.by, to)).toEqual({ ok: true, step });
      });
    }
  }

  it('moves money only on a cancellation, which always asks first and cancels the invoice', () => {
    for (const step of STEPS) {
      expect(step.refund !== 'none').toBe(step.to === 'cancelled');
      if (step.refund !== 'none') expect(step).toMatchObject({ needsConfirmation: true, invoice: 'cancel', stock: 'release' });
    }
  });

  it('never goes backward but by a correction, which needs a reason, is an administrator’s and moves nothing', () => {
    const rank = (status: OrderStatus) => ['awaiting_payment', 'pending', 'processing', 'shipped', 'delivered'].indexOf(status);
    for (const step of STEPS.filter((s) => s.to !== 'cancelled')) {
      if (rank(step.to) < rank(step.from)) {
        expect(step).toMatchObject({ action: 'correct', by: 'admin', needsReason: true, refund: 'none', stock: 'none', invoice: 'none', mail: null });
      } else {
        expect(step.action).not.toBe('correct');
      }
    }
  });

  it('refuses the path that refunded delivered goods: back to processing, then cancel', () => {
    const corrected = decide({ status: 'delivered', everShipped: true }, 'correct', 'admin', 'shipped');
    expect(corrected.ok).toBe(true);
    expect(decide({ status: 'shipped', everShipped: true }, 'correct', 'admin', 'processing').ok).toBe(true);
    // Once shipped, even a correction back to processing never opens the way to a cancellation.
    expect(decide({ status: 'processing', everShipped: true }, 'cancel', 'admin')).toEqual({ ok: false, reason: 'tooLateToCancel' });
    expect(decide({ status: 'pending', everShipped: false }, 'reject', 'staff').ok).toBe(true);
    expect(nextSteps({ status: 'processing', everShipped: true }, 'admin').map((s) => s.action)).toEqual(['ship']);
  });

  it('names the reason a person would understand when it refuses', () => {
    expect(decide({ status: 'awaiting_payment', everShipped: false }, 'confirm', 'staff')).toEqual({ ok: false, reason: 'notPaid' });
    expect(decide({ status: 'cancelled', everShipped: false }, 'confirm', 'admin')).toEqual({ ok: false, reason: 'final' });
    expect(decide({ status: 'processing', everShipped: false }, 'confirm', 'staff')).toEqual({ ok: false, reason: 'notPending' });
    expect(decide({ status: 'shipped', everShipped: true }, 'cancel', 'admin')).toEqual({ ok: false, reason: 'tooLateToCancel' });
    expect(decide({ status: 'delivered', everShipped: true }, 'reject', 'staff')).toEqual({ ok: false, reason: 'tooLateToCancel' });
    expect(decide({ status: 'delivered', everShipped: true }, 'correct', 'staff', 'shipped')).toEqual({ ok: false, reason: 'adminOnly' });
    expect(decide({ status: 'delivered', everShipped: true }, 'correct', 'admin', 'pending')).toEqual({ ok: false, reason: 'notAllowed' });
    expect(decide({ status: 'delivered', everShipped: true }, 'deliver', 'staff')).toEqual({ ok: false, reason: 'notAllowed' });
    expect(decide({ status: 'pending', everShipped: false }, 'pay', 'staff')).toEqual({ ok: false, reason: 'notAllowed' });
    expect(decide({ status: 'awaiting_payment', everShipped: false }, 'pay', 'admin')).toEqual({ ok: false, reason: 'notPaid' });
  });

  it('offers in "Modifier le statut" the forward steps only', () => {
    expect(statusChoices({ status: 'pending', everShipped: false }, 'admin')).toEqual([]);
    expect(statusChoices({ status: 'processing', everShipped: false }, 'staff')).toEqual(['cancelled', 'shipped']);
    expect(statusChoices({ status: 'shipped', everShipped: true }, 'admin')).toEqual(['delivered']);
    expect(statusChoices({ status: 'delivered', everShipped: true }, 'admin')).toEqual([]);
    expect(statusChoices({ status: 'cancelled', everShipped: false }, 'admin')).toEqual([]);
    expect(forwardActionTo('processing', 'shipped')).toBe('ship');
    expect(forwardActionTo('delivered', 'shipped')).toBeNull();
    expect(forwardActionTo('shipped', 'pending')).toBeNull();
    expect(statusChangeRefusal('delivered', 'cancelled')).toBe('tooLateToCancel');
    expect(statusChangeRefusal('delivered', 'pending')).toBe('notAllowed');
    expect(statusChangeRefusal('shipped', 'shipped')).toBe('unchanged');
    expect(statusChangeRefusal('cancelled', 'shipped')).toBe('final');
    expect(statusChangeRefusal('awaiting_payment', 'processing')).toBe('notPaid');
  });

  it('keeps an order still to be dealt with in sight', () => {
    expect(ORDER_STATUSES.filter(staffMayHide)).toEqual(['awaiting_payment', 'shipped', 'delivered', 'cancelled']);
  });
});
