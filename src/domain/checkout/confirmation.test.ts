import { describe, expect, it } from 'vitest';
import { accountFromOrderRefusal, accountOffer, CONFIRMATION_RECAP_HOURS, recapShown } from './confirmation';

const now = new Date('2026-11-27T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const guestOrder = (paidAt: Date | null) => ({ paidAt, customerId: null });

describe('the confirmation page', () => {
  it('shows a guest the paid order for a day, its customer always, nobody an unpaid one', () => {
    expect(recapShown(guestOrder(hoursAgo(1)), false, now)).toBe(true);
    expect(recapShown(guestOrder(hoursAgo(CONFIRMATION_RECAP_HOURS - 0.01)), false, now)).toBe(true);
    expect(recapShown(guestOrder(hoursAgo(CONFIRMATION_RECAP_HOURS)), false, now)).toBe(false);
    expect(recapShown({ paidAt: hoursAgo(24 * 30), customerId: 7 }, true, now)).toBe(true);
    expect(recapShown(guestOrder(null), false, now)).toBe(false);
    expect(recapShown(guestOrder(null), true, now)).toBe(false);
  });

  it('offers a guest an account while it shows the order, and signing in once the order joined one', () => {
    expect(accountOffer(guestOrder(hoursAgo(1)), false, now)).toBe('create');
    expect(accountOffer(guestOrder(hoursAgo(25)), false, now)).toBe('none');
    expect(accountOffer(guestOrder(null), false, now)).toBe('none');
    expect(accountOffer({ paidAt: hoursAgo(1), customerId: 7 }, false, now)).toBe('signIn');
    expect(accountOffer({ paidAt: hoursAgo(1), customerId: 7 }, true, now)).toBe('none');
  });

  it('refuses an account from an order for each reason, in order', () => {
    expect(accountFromOrderRefusal(guestOrder(hoursAgo(1)), false, now)).toBeNull();
    expect(accountFromOrderRefusal(guestOrder(hoursAgo(1)), true, now)).toBe('signed_in');
    expect(accountFromOrderRefusal(null, false, now)).toBe('no_order');
    expect(accountFromOrderRefusal(guestOrder(null), false, now)).toBe('not_paid');
    expect(accountFromOrderRefusal({ paidAt: hoursAgo(1), customerId: 7 }, false, now)).toBe('has_account');
    expect(accountFromOrderRefusal(guestOrder(hoursAgo(30)), false, now)).toBe('expired');
  });
});
