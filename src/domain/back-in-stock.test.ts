import { describe, expect, it } from 'vitest';
import { backInStockConfirmationExpiry, confirmationOutcome, requestAction, variantRefusal } from './back-in-stock';

const now = new Date('2026-11-27T12:00:00Z');
const later = backInStockConfirmationExpiry(now);
const past = new Date(now.getTime() - 1);

describe('back-in-stock requests', () => {
  it('can only wait for a sold-out variant the product is made in', () => {
    expect(variantRefusal(undefined)).toBe('unknown-variant');
    expect(variantRefusal(2)).toBe('in-stock');
    expect(variantRefusal(0)).toBeNull();
  });

  it('activates the signed-in customer’s own address at once, and asks anyone else to confirm', () => {
    expect(requestAction(undefined, now, true)).toBe('activate');
    expect(requestAction(undefined, now, false)).toBe('send-confirmation');
    // A visitor's pending link is overtaken by the owner of the address signing in.
    expect(requestAction({ confirmedAt: null, confirmationExpiresAt: later, notifiedAt: null }, now, true)).toBe('activate');
  });

  it('sends one link while it works, a new one once it expired, nothing to an address already waiting', () => {
    expect(requestAction({ confirmedAt: null, confirmationExpiresAt: later, notifiedAt: null }, now, false)).toBe('nothing');
    expect(requestAction({ confirmedAt: null, confirmationExpiresAt: past, notifiedAt: null }, now, false)).toBe('send-confirmation');
    expect(requestAction({ confirmedAt: past, confirmationExpiresAt: null, notifiedAt: null }, now, false)).toBe('nothing');
    expect(requestAction({ confirmedAt: past, confirmationExpiresAt: null, notifiedAt: null }, now, true)).toBe('nothing');
  });

  it('confirms a valid link once, says so again later, and refuses an unknown or expired one', () => {
    expect(confirmationOutcome({ confirmedAt: null, confirmationExpiresAt: later, notifiedAt: null }, now)).toBe('confirm');
    expect(confirmationOutcome({ confirmedAt: past, confirmationExpiresAt: later, notifiedAt: now }, now)).toBe('already-confirmed');
    expect(confirmationOutcome({ confirmedAt: null, confirmationExpiresAt: past, notifiedAt: null }, now)).toBe('invalid');
    expect(confirmationOutcome(undefined, now)).toBe('invalid');
  });
});
