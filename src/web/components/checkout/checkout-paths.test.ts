import { describe, expect, it } from 'vitest';
import { addressPurpose, shownStep, stepHref } from './checkout-paths';

describe('shownStep', () => {
  it('shows the step the address asks for once its answers allow it', () => {
    expect(shownStep('1', 3)).toBe(1);
    expect(shownStep('2', 2)).toBe(2);
    expect(shownStep('2', 3)).toBe(2);
  });

  it('never shows a step whose earlier answers are missing', () => {
    expect(shownStep('2', 1)).toBe(1);
  });

  it('shows step 1 when the address says nothing readable', () => {
    expect(shownStep(null, 3)).toBe(1);
    expect(shownStep('3', 3)).toBe(1);
    expect(shownStep('deux', 2)).toBe(1);
  });
});

describe('stepHref', () => {
  it('keeps the spec’s URLs: /checkout/guess for a guest, /checkout/user for a customer, payment on its own page', () => {
    expect(stepHref('guest', 2)).toBe('/checkout/guess?etape=2');
    expect(stepHref('customer', 1)).toBe('/checkout/user?etape=1');
    expect(stepHref('customer', 3)).toBe('/checkout/payment');
  });
});

describe('addressPurpose', () => {
  it('is billing only when the address says so', () => {
    expect(addressPurpose('facturation')).toBe('facturation');
    expect(addressPurpose('livraison')).toBe('livraison');
    expect(addressPurpose(null)).toBe('livraison');
    expect(addressPurpose('autre')).toBe('livraison');
  });
});
