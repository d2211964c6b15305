import { describe, expect, it } from 'vitest';
import { checkConfirm, checkStaffTransition, staffMayHide, staffStatusChoices } from './status-transitions';

describe('staff status changes', () => {
  it('confirms only a pending order', () => {
    expect(checkConfirm('pending')).toEqual({ ok: true });
    expect(checkConfirm('processing')).toEqual({ ok: false, reason: 'notPending' });
    expect(checkConfirm('awaiting_payment')).toEqual({ ok: false, reason: 'notPaid' });
    expect(checkConfirm('cancelled')).toEqual({ ok: false, reason: 'final' });
  });

  it('cancels only what has not left the shop', () => {
    expect(checkStaffTransition('pending', 'cancelled')).toEqual({ ok: true });
    expect(checkStaffTransition('processing', 'cancelled')).toEqual({ ok: true });
    expect(checkStaffTransition('shipped', 'cancelled')).toEqual({ ok: false, reason: 'tooLateToCancel' });
    expect(checkStaffTransition('delivered', 'cancelled')).toEqual({ ok: false, reason: 'tooLateToCancel' });
  });

  it('never brings back a cancelled order nor touches one not paid yet', () => {
    expect(staffStatusChoices('cancelled')).toEqual([]);
    expect(staffStatusChoices('awaiting_payment')).toEqual([]);
    expect(checkStaffTransition('cancelled', 'processing')).toEqual({ ok: false, reason: 'final' });
    expect(checkStaffTransition('awaiting_payment', 'pending')).toEqual({ ok: false, reason: 'notPaid' });
  });

  it('offers Confirmer and Rejeter, not a status list, for a pending order', () => {
    expect(staffStatusChoices('pending')).toEqual([]);
  });

  it('offers every other status, the current one excepted', () => {
    expect(staffStatusChoices('processing')).toEqual(['pending', 'shipped', 'delivered', 'cancelled']);
    expect(staffStatusChoices('delivered')).toEqual(['pending', 'processing', 'shipped']);
    expect(checkStaffTransition('shipped', 'shipped')).toEqual({ ok: false, reason: 'unchanged' });
  });

  it('hides from the staff list anything but an order waiting for a decision', () => {
    expect(staffMayHide('pending')).toBe(false);
    expect(staffMayHide('delivered')).toBe(true);
    expect(staffMayHide('cancelled')).toBe(true);
  });
});
