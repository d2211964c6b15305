import type { Database } from '../../../db/client';
import type { CheckoutState } from '../../../domain/checkout/checkout';
import { stepAfter } from '../../../domain/checkout/draft';
import { findAddress } from '../addresses/repo';
import { addressNotFound, cartEmpty, signedIn } from './checkout-errors';
import { readCheckout, type CheckoutVisitor } from './checkout-read';
import { saveAnswer, type DraftChange } from './repo';
import { bookAddressSchema, sameAsDeliverySchema, typedAddressSchema } from './schemas';

/**
 * The checkout's answers (e-mail, delivery, billing), kept with the cart so they survive a
 * reload, a back button and another tab. Each answer moves the step on and returns the whole
 * state, read again.
 */

async function answer(db: Database, visitor: CheckoutVisitor, step: 'email' | 'delivery' | 'billing', change: DraftChange): Promise<CheckoutState> {
  // The step this answer leads to from the first; the write keeps a further one already reached.
  const found = await saveAnswer(db, visitor.owner, { ...change, step: stepAfter(step, 1) });
  if (!found) throw cartEmpty();
  return (await readCheckout(db, visitor, new Date(), found)).state;
}

export async function answerEmail(db: Database, visitor: CheckoutVisitor, email: string): Promise<CheckoutState> {
  if (visitor.customer) throw signedIn();
  return answer(db, visitor, 'email', { email });
}

/** The address an answer names: one of the customer's book (another's is not found), or the guest's typed fields. */
async function chosenAddress(db: Database, visitor: CheckoutVisitor, body: unknown) {
  if (visitor.customer) {
    const { addressId } = bookAddressSchema.parse(body);
    if (!(await findAddress(db, visitor.customer.id, addressId))) throw addressNotFound();
    return { addressId, fields: null };
  }
  return { addressId: null, fields: typedAddressSchema.parse(body) };
}

export async function answerDelivery(db: Database, visitor: CheckoutVisitor, body: unknown): Promise<CheckoutState> {
  const { addressId, fields } = await chosenAddress(db, visitor, body);
  return answer(db, visitor, 'delivery', addressId !== null ? { deliveryAddressId: addressId } : { deliveryAddress: fields! });
}

export async function answerBilling(db: Database, visitor: CheckoutVisitor, body: unknown): Promise<CheckoutState> {
  if (sameAsDeliverySchema.safeParse(body).success) {
    return answer(db, visitor, 'billing', { billingSameAsDelivery: true, billingAddress: null, billingAddressId: null });
  }
  const { addressId, fields } = await chosenAddress(db, visitor, body);
  return answer(db, visitor, 'billing', { billingSameAsDelivery: false, billingAddressId: addressId, billingAddress: fields });
}
