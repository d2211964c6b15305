import type { Database } from '../../../db/client';
import type { TestPaymentResult } from '../../../domain/checkout/checkout';
import { isReservationLive } from '../../../domain/checkout/reservation';
import { isCardExpired, testCardOutcome, type TestPaymentInput } from '../../../domain/payments/test-cards';
import { translatorFor } from '../../../i18n/instance';
import { HttpError } from '../../errors';
import { noOrderToPay, reservationExpired, revisionRefused } from '../checkout/checkout-errors';
import { readCheckout, type CheckoutVisitor } from '../checkout/checkout-read';
import { findCartToPay } from '../checkout/repo';
import type { EventResult } from './handle-event';
import type { TestPaymentProvider } from './test-provider';

export type TestPaymentDeps = {
  db: Database;
  provider: TestPaymentProvider;
  /** Verifies a signed event and handles it, as the webhook does with Stripe's; throws when the signature is refused. */
  deliver(payload: string, signature: string): Promise<EventResult>;
};

/**
 * The test provider's card form: pays the visitor's order awaiting payment with a test card.
 * It decides nothing about the order itself: it delivers the signed event Stripe would send,
 * and answers what handling that event made of the order.
 */
export async function payWithTestCard(deps: TestPaymentDeps, visitor: CheckoutVisitor, input: TestPaymentInput): Promise<TestPaymentResult> {
  const { db, provider } = deps;
  const now = new Date();
  if (isCardExpired(input.expiry, now)) throw new HttpError(400, 'invalid_parameter', 'errors:payment.cardExpired', 'expiry');

  const found = await findCartToPay(db, visitor.owner);
  const { order, payment } = found ?? {};
  if (!order || !payment || payment.provider !== 'test') throw noOrderToPay();
  if (!isReservationLive(order, now)) throw reservationExpired();
  // The cart changed since the order was made (another tab): the customer checks it and goes to pay again.
  const current = await readCheckout(db, visitor, now, found);
  if (current.state.revision !== order.cartFingerprint) throw revisionRefused('cartChanged');

  const outcome = testCardOutcome(input.cardNumber);
  const event = provider.signedEvent(
    { providerRef: payment.providerRef, orderId: order.id, amountCents: payment.amountCents, currency: payment.currency },
    outcome,
    now,
  );
  // What handling the event left the payment in, as it committed: nothing to read again.
  const { paymentStatus } = await deps.deliver(event.payload, event.signature);
  if (paymentStatus === 'succeeded') return { state: 'paid' };
  const t = translatorFor(visitor.locale);
  // A card refusal is the provider's message to show; anything else is the spec's 'somethingWrong'.
  const message = !outcome.succeeded && paymentStatus === 'failed' ? outcome.messageKey : 'errors:somethingWrong';
  return { state: 'failed', message: t(message) };
}
