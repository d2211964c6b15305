import { describe, expect, it } from 'vitest';
import { paymentFailureMessage, stripeLoadFailureKey } from './stripe-messages';

const somethingWrong = 'Quelque chose s’est mal passé.';

describe('paymentFailureMessage (storefront spec section 8)', () => {
  it('shows Stripe’s own message for a card problem or an incomplete form', () => {
    expect(paymentFailureMessage({ type: 'card_error', message: 'Votre carte a été refusée.' }, somethingWrong)).toBe('Votre carte a été refusée.');
    expect(paymentFailureMessage({ type: 'validation_error', message: 'Le numéro de votre carte est incomplet.' }, somethingWrong)).toBe(
      'Le numéro de votre carte est incomplet.',
    );
  });

  it.each(['api_error', 'api_connection_error', 'invalid_request_error', 'rate_limit_error', 'authentication_error', undefined])(
    'shows the shop’s general sentence for a %s',
    (type) => {
      expect(paymentFailureMessage({ type, message: 'No such payment_intent: pi_123' }, somethingWrong)).toBe(somethingWrong);
    },
  );

  it('falls back to the general sentence when a card error comes without a message', () => {
    expect(paymentFailureMessage({ type: 'card_error' }, somethingWrong)).toBe(somethingWrong);
  });
});

describe('stripeLoadFailureKey', () => {
  it('tells a script that did not load (network, blocker, a chunk of ours) from one that loaded unusable', () => {
    expect(stripeLoadFailureKey(new Error('Failed to load Stripe.js'))).toBe('payment.stripeScriptFailed');
    expect(stripeLoadFailureKey(new TypeError('Failed to fetch dynamically imported module: /assets/StripeElementsForm.js'))).toBe(
      'payment.stripeScriptFailed',
    );
    expect(stripeLoadFailureKey(new Error('Stripe.js not available'))).toBe('payment.stripeUnavailable');
    expect(stripeLoadFailureKey(new Error('Invalid value for Stripe(): apiKey should be a string.'))).toBe('payment.stripeUnavailable');
  });
});
