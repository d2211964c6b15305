import type { Cart } from '../cart/cart';
import type { CheckoutAddress, CheckoutStep } from './checkout';

/**
 * The checkout's progress and what stops an order, from the answers kept with the cart. Pure:
 * the API computes it on every answer, the pages only show it.
 */

export type Answers = {
  mode: 'guest' | 'customer';
  email: string | null;
  delivery: CheckoutAddress | null;
  billing: CheckoutAddress | null;
  /** The furthest step the customer went to (each answer moves it on). */
  reachedStep: number;
};

/** Never further than the answers allow: a step whose earlier answers are missing is not shown. */
export function checkoutStep({ mode, email, delivery, billing, reachedStep }: Answers): CheckoutStep {
  const allowed = (mode === 'guest' && !email) || !delivery ? 1 : !billing ? 2 : 3;
  return Math.max(1, Math.min(allowed, reachedStep)) as CheckoutStep;
}

/** The step an answer leads to: delivery leads to billing, billing to payment. */
export function stepAfter(answer: 'email' | 'delivery' | 'billing', reachedStep: number): number {
  const next = answer === 'email' ? 1 : answer === 'delivery' ? 2 : 3;
  return Math.max(next, reachedStep);
}

/** Message keys (namespace errors) of what stops placing the order now, in the order to fix them. */
export function checkoutBlockers(cart: Pick<Cart, 'lines'>, answers: Omit<Answers, 'reachedStep'>): string[] {
  const blockers: string[] = [];
  if (cart.lines.length === 0) blockers.push('errors:checkout.cartEmpty');
  else if (cart.lines.some((line) => !line.available)) blockers.push('errors:checkout.linesUnavailable');
  if (answers.mode === 'guest' && !answers.email) blockers.push('errors:checkout.emailMissing');
  if (!answers.delivery) blockers.push('errors:checkout.deliveryMissing');
  if (!answers.billing) blockers.push('errors:checkout.billingMissing');
  return blockers;
}
