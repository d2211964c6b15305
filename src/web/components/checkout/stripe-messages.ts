/**
 * What the customer reads when Stripe's part of the payment page goes wrong (storefront spec
 * section 8). Pure, so the rules are tested without a browser.
 */

/** The part of a Stripe.js error the page reads (StripeError from confirmPayment). */
export type StripeFailure = { type?: string; message?: string };

/**
 * A card problem (declined, expired, wrong CVC) or a form problem (incomplete number) is
 * explained by Stripe in the customer's language: its message is shown. Anything else (an API
 * or network error, an intent already paid) gets the shop's general sentence.
 */
export function paymentFailureMessage(error: StripeFailure, somethingWrong: string): string {
  const explained = error.type === 'card_error' || error.type === 'validation_error';
  return explained && error.message ? error.message : somethingWrong;
}

/**
 * Why Stripe.js could not be used, as a key of the `checkout` namespace: the script did not
 * load (network, content blocker: @stripe/stripe-js rejects with "Failed to load Stripe.js", and
 * a chunk of ours that did not load fails the same way), or it loaded without giving its
 * `Stripe` global ("Stripe.js not available"), or Stripe refused to start.
 */
export function stripeLoadFailureKey(error: unknown): 'payment.stripeScriptFailed' | 'payment.stripeUnavailable' {
  const message = error instanceof Error ? error.message : '';
  const notLoaded = message === 'Failed to load Stripe.js' || error instanceof TypeError;
  return notLoaded ? 'payment.stripeScriptFailed' : 'payment.stripeUnavailable';
}
