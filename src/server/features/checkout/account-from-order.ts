import type { Database } from '../../../db/client';
import type { RegisterFromOrderInput } from '../../../domain/accounts/schemas';
import { accountFromOrderRefusal } from '../../../domain/checkout/confirmation';
import { register } from '../accounts/registration';
import { accountFromOrderRefused } from './checkout-errors';
import type { CheckoutVisitor } from './checkout-read';
import { visitorLatestOrder } from './confirmation';

/**
 * "Create an account with this order": the ordinary sign-up (registration.ts) for the e-mail
 * of the order the visitor's own cart paid. Its answer is sign-up's, the same whether or not
 * that address has an account; the order, and the address's other guest orders, join the
 * account when its confirmation link is followed (onAddressProven), never before.
 */
export async function registerFromOrder(db: Database, visitor: CheckoutVisitor, input: RegisterFromOrderInput, publicUrl: string): Promise<void> {
  const row = await visitorLatestOrder(db, visitor);
  const refusal = accountFromOrderRefusal(row?.order ?? null, visitor.customer !== null, new Date());
  if (refusal) throw accountFromOrderRefused(refusal);
  await register(db, { ...input, email: row!.order.email }, visitor.locale, publicUrl);
}
