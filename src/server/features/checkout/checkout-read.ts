import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import type { Address } from '../../../domain/addresses/address';
import type { AddressFields } from '../../../domain/addresses/address-schema';
import type { CheckoutAddress, CheckoutDraft, CheckoutState } from '../../../domain/checkout/checkout';
import { checkoutBlockers, checkoutStep } from '../../../domain/checkout/draft';
import type { Locale } from '../../../domain/locale';
import { checkPromo, parisDay, type PromoRefusal } from '../../../domain/pricing';
import { freeShippingThresholdCents } from '../../../domain/settings';
import type { SessionCustomer } from '../../../web/context';
import { requestLocale } from '../../errors';
import { listAddresses } from '../addresses/repo';
import { toCartView } from '../cart/cart-view';
import { guestTokenHash } from '../cart/guest-cookie';
import { dropCartPromo, type CartOwner, type LineRow, type PromoRow } from '../cart/repo';
import type { CatalogueStore } from '../catalogue/store';
import { promoTaken } from './promo-claims';
import { findCheckoutCart, type CheckoutCart, type DraftRow } from './repo';
import { checkoutRevision } from './revision';

/** Who is checking out: a customer by the session, a guest by the cart cookie. */
export type CheckoutVisitor = {
  customer: SessionCustomer | null;
  owner: CartOwner;
  locale: Locale;
  freeShippingThresholdCents: number | null;
};

export async function checkoutVisitor(catalogue: CatalogueStore, request: FastifyRequest): Promise<CheckoutVisitor> {
  const customer = await request.currentCustomer();
  const settings = await catalogue.settings();
  return {
    customer,
    owner: customer ? { customerId: customer.id, email: customer.email } : { guestTokenHash: guestTokenHash(request) },
    locale: requestLocale(request),
    freeShippingThresholdCents: freeShippingThresholdCents(settings),
  };
}

/** Everything the checkout knows now, read in one go (inside the order's transaction when it places one). */
export type CheckoutReading = {
  cartId: string | null;
  state: CheckoutState;
  rows: LineRow[];
  promo: PromoRow | null;
  /** Set when the cart's code stopped applying; it was taken off the cart. */
  promoNotice: PromoRefusal | null;
  draft: DraftRow | null;
};

const asCheckoutAddress = (fields: AddressFields | Address, id: number | null): CheckoutAddress => ({
  id,
  firstName: fields.firstName,
  lastName: fields.lastName,
  email: fields.email,
  phone: fields.phone,
  line1: fields.line1,
  line2: fields.line2,
  city: fields.city,
  zip: fields.zip,
  country: fields.country,
});

/** A guest's answers are the typed addresses; billing is the delivery address unless they typed another. */
function guestAnswers(draft: DraftRow | null): Pick<CheckoutDraft, 'email' | 'delivery' | 'billing' | 'billingSameAsDelivery'> {
  const delivery = draft?.deliveryAddress ? asCheckoutAddress(draft.deliveryAddress as AddressFields, null) : null;
  const sameAsDelivery = draft?.billingSameAsDelivery ?? true;
  const billing = sameAsDelivery ? delivery : draft?.billingAddress ? asCheckoutAddress(draft.billingAddress as AddressFields, null) : null;
  return { email: draft?.email ?? null, delivery, billing, billingSameAsDelivery: sameAsDelivery };
}

/**
 * A customer's answers are addresses of their book: the ones chosen, else the defaults. Until
 * the billing step is answered, billing is the default billing address (or the delivery one).
 */
async function customerAnswers(db: DbOrTx, customer: SessionCustomer, draft: DraftRow | null) {
  const book = await listAddresses(db, customer.id);
  const byId = (id: number | null | undefined) => (id == null ? undefined : book.find((address) => address.id === id));
  const deliveryRow = byId(draft?.deliveryAddressId) ?? book.find((address) => address.isDefaultDelivery);
  const delivery = deliveryRow ? asCheckoutAddress(deliveryRow, deliveryRow.id) : null;
  const billingAnswered = draft !== null && draft.step >= 3;
  let billingRow: Address | undefined;
  let sameAsDelivery: boolean;
  if (billingAnswered) {
    sameAsDelivery = draft.billingSameAsDelivery;
    billingRow = sameAsDelivery ? deliveryRow : byId(draft.billingAddressId);
  } else {
    const defaultBilling = book.find((address) => address.isDefaultBilling);
    sameAsDelivery = !defaultBilling || defaultBilling.id === deliveryRow?.id;
    billingRow = sameAsDelivery ? deliveryRow : defaultBilling;
  }
  return {
    email: customer.email,
    delivery,
    billing: billingRow ? asCheckoutAddress(billingRow, billingRow.id) : null,
    billingSameAsDelivery: sameAsDelivery,
  };
}

/**
 * `found`: the cart, answers and lines when the caller has just read or written them in this
 * request (an answer, the card form), so they are not read twice.
 */
export async function readCheckout(db: DbOrTx, visitor: CheckoutVisitor, now: Date, found?: CheckoutCart | null): Promise<CheckoutReading> {
  const { customer, locale, freeShippingThresholdCents } = visitor;
  const { cart = null, draft = null, lines: rows = [] } = (found === undefined ? await findCheckoutCart(db, visitor.owner) : found) ?? {};
  const answers = customer ? await customerAnswers(db, customer, draft) : guestAnswers(draft);

  // The code is checked again (GUIDE 3.6), single-use ones against the e-mail the order will
  // carry: used, or claimed by an order of another cart still awaiting payment (ADR 31).
  let promo = cart?.promo ?? null;
  let promoNotice: PromoRefusal | null = null;
  if (cart && promo) {
    const alreadyUsed = promo.singleUse && (await promoTaken(db, promo.id, { customerId: customer?.id ?? null, email: answers.email }, cart.id));
    const check = checkPromo(promo, { today: parisDay(now), alreadyUsed });
    if (!check.ok) {
      await dropCartPromo(db, cart.id, promo.id);
      promo = null;
      promoNotice = check.reason;
    }
  }

  const view = toCartView(rows, { locale, promo, promoNotice, freeShippingThresholdCents });
  const mode = customer ? 'customer' : 'guest';
  const step = checkoutStep({ mode, ...answers, reachedStep: draft?.step ?? 1 });
  const checkoutDraft: CheckoutDraft = { ...answers, step };
  return {
    cartId: cart?.id ?? null,
    state: {
      mode,
      cart: view,
      draft: checkoutDraft,
      blockers: checkoutBlockers(view, { mode, ...answers }),
      revision: checkoutRevision(view, checkoutDraft),
    },
    rows,
    promo,
    promoNotice,
    draft,
  };
}
