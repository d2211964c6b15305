import type { Database, Transaction } from '../../../db/client';
import type { AddressSnapshot } from '../../../db/schema';
import type { CheckoutAddress, PaymentStart } from '../../../domain/checkout/checkout';
import { orderAmounts } from '../../../domain/orders/order-amounts';
import type { PromoRefusal } from '../../../domain/pricing';
import { actionForExistingOrder, reservationDeadline } from '../../../domain/checkout/reservation';
import { dropCartPromo } from '../cart/repo';
import type { CatalogueStore } from '../catalogue/store';
import type { PaymentProvider } from '../payments/provider';
import { cartEmpty, incomplete, promoStopped, revisionRefused, stockShort, unavailableLine } from './checkout-errors';
import { readCheckout, type CheckoutReading, type CheckoutVisitor } from './checkout-read';
import { claimPromo, releasePromoClaims } from './promo-claims';
import { findAwaitingOrder, insertOrder, linesOfOrder, lockCartOf, savePayment, updateOrder, type OrderRow } from './repo';
import { revisionChange } from './revision';
import { productsOf, takeStock, type HeldLine } from './stock-reservation';

export type PlaceOrderDeps = {
  db: Database;
  catalogue: CatalogueStore;
  payments: PaymentProvider;
  reservationMinutes: number;
};

/** `stockMoved`: the products whose stock the order took or gave back. */
type Placed = { order: OrderRow; stockMoved: number[] };

/** An order held, or the code's refusal: the code came off the cart, and the customer is told before paying. */
type Outcome = { placed: Placed } | { refused: PromoRefusal };

/**
 * Another order of the buyer's address holds the single-use code: thrown inside the placing
 * transaction so that the order and the stock it took are rolled back.
 */
class PromoClaimedElsewhere extends Error {
  constructor(
    readonly cartId: string,
    readonly promoCodeId: number,
  ) {
    super('single-use promo code claimed by another order');
  }
}

/**
 * Going to pay (POST /api/store/checkout/order): in one transaction, the server's cart and
 * answers are checked again (lines for sale and in stock, promo code, prices read now), the
 * order is written with snapshots of its lines, addresses and totals, its stock is taken
 * (ADR 11) and its single-use code claimed (ADR 31). The same cart going to pay again reuses
 * its order and never reserves twice; a changed cart gives the old order's stock and claim back
 * and gets a new order. Then the provider's payment is opened, outside the transaction (it is a
 * network call).
 */
export async function placeOrder(deps: PlaceOrderDeps, visitor: CheckoutVisitor, seenRevision: string | undefined): Promise<PaymentStart> {
  const { db, catalogue, payments } = deps;
  const now = new Date();
  const outcome = await db
    .transaction(async (tx): Promise<Outcome> => {
      if (!(await lockCartOf(tx, visitor.owner))) throw cartEmpty();
      // Read under the cart's lock, by the queries after it (each sees what committed before the
      // lock was granted): another tab going to pay at the same moment waits for this one.
      const reading = await readCheckout(tx, visitor, now);
      // The code was just taken off the cart: that is kept, and the customer is told before paying.
      if (reading.promoNotice) return { refused: reading.promoNotice };
      checkPlaceable(reading);
      if (seenRevision) {
        const change = revisionChange(seenRevision, reading.state.revision);
        if (change) throw revisionRefused(change);
      }
      return { placed: await holdOrder(tx, deps, visitor, reading, now) };
    })
    .catch(async (error: unknown): Promise<Outcome> => {
      if (!(error instanceof PromoClaimedElsewhere)) throw error;
      // Another cart of the address placed an order with the code at the same moment and won:
      // the code comes off this cart, which works on without it.
      await dropCartPromo(db, error.cartId, error.promoCodeId);
      return { refused: 'already_used' };
    });
  if ('refused' in outcome) throw promoStopped(outcome.refused);
  // Stock lives in the in-memory catalogue too.
  if (outcome.placed.stockMoved.length > 0) catalogue.stockChanged(outcome.placed.stockMoved);
  return openPayment(deps, outcome.placed.order, payments);
}

function checkPlaceable({ state, rows }: CheckoutReading): void {
  if (state.cart.lines.length === 0) throw cartEmpty();
  const short = unavailableLine(rows, state.cart.lines);
  if (short) throw short;
  const [blocker] = state.blockers;
  if (blocker) throw incomplete(blocker);
}

async function holdOrder(tx: Transaction, deps: PlaceOrderDeps, visitor: CheckoutVisitor, reading: CheckoutReading, now: Date): Promise<Placed> {
  const cartId = reading.cartId!;
  const revision = reading.state.revision;
  const reservedUntil = reservationDeadline(now, deps.reservationMinutes);
  const existing = await findAwaitingOrder(tx, cartId, { lock: true });
  const action = existing ? actionForExistingOrder({ ...existing, fingerprint: existing.cartFingerprint }, revision, now) : 'replace';
  // Claimed after the stock is taken, as the payment's transaction does: the two never deadlock.
  const holdCode = async (order: OrderRow) => {
    const promo = reading.promo;
    if (!promo?.singleUse) return;
    const claim = { promoCodeId: promo.id, orderId: order.id, customerId: order.customerId, email: order.email };
    if (!(await claimPromo(tx, claim))) throw new PromoClaimedElsewhere(cartId, promo.id);
  };

  if (existing && action === 'reuse') {
    await holdCode(existing);
    return { order: existing, stockMoved: [] };
  }
  if (existing && action === 'extend') {
    await updateOrder(tx, existing.id, { reservedUntil });
    await holdCode(existing);
    return { order: { ...existing, reservedUntil }, stockMoved: [] };
  }
  if (existing && action === 'retake') {
    const lines = await linesOfOrder(tx, existing.id);
    const taken = await takeStock(tx, lines, { reason: 'reservation', orderId: existing.id });
    if (!taken.ok) throw stockShort(taken.line, taken.left);
    await updateOrder(tx, existing.id, { stockState: 'reserved', reservedUntil });
    await holdCode(existing);
    return { order: { ...existing, stockState: 'reserved', reservedUntil }, stockMoved: productsOf(lines) };
  }
  // The cart changed since that order was made: its stock goes back as the new order's is taken,
  // and its code's claim is given up (the new order claims it again if it still carries it).
  const givingBack = existing?.stockState === 'reserved' ? await linesOfOrder(tx, existing.id) : [];
  if (existing && givingBack.length > 0) await updateOrder(tx, existing.id, { stockState: 'released' });
  const order = await createOrder(tx, visitor, reading, reservedUntil, givingBack);
  if (existing) await releasePromoClaims(tx, [existing.id]);
  await holdCode(order);
  return { order, stockMoved: productsOf(reading.state.cart.lines, givingBack) };
}

const snapshot = ({ id: _id, ...fields }: CheckoutAddress): AddressSnapshot => fields;

async function createOrder(
  tx: Transaction,
  visitor: CheckoutVisitor,
  { cartId, state, rows, promo }: CheckoutReading,
  reservedUntil: Date,
  givingBack: HeldLine[],
) {
  const { cart, draft } = state;
  const totals = cart.totals;
  const order = await insertOrder(
    tx,
    {
      customerId: visitor.customer?.id ?? null,
      email: draft.email!,
      locale: visitor.locale,
      deliveryAddress: snapshot(draft.delivery!),
      billingAddress: snapshot(draft.billing!),
      ...orderAmounts(totals, promo),
      cartId,
      cartFingerprint: state.revision,
      stockState: 'reserved',
      reservedUntil,
    },
    // The cart view and the rows are in the same order: names in both languages, so every later
    // page, mail or document names them in its reader's language; prices read now.
    cart.lines.map((line, index) => ({
      productId: line.productId,
      colorId: line.colorId,
      sizeId: line.sizeId,
      reference: line.reference,
      name: rows[index]!.nameFr,
      nameEn: rows[index]!.nameEn,
      colorName: rows[index]!.colorNameFr,
      colorNameEn: rows[index]!.colorNameEn,
      sizeName: line.sizeName,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      // Per unit, like the product's.
      weightGrams: rows[index]!.weightGrams,
      vatRateBp: rows[index]!.vatRateBp,
    })),
  );
  const taken = await takeStock(tx, cart.lines, { reason: 'reservation', orderId: order.id }, givingBack);
  // Thrown inside the transaction: the order and any stock taken for its earlier lines are rolled back.
  if (!taken.ok) throw stockShort(taken.line, taken.left);
  return order;
}

async function openPayment(deps: PlaceOrderDeps, order: OrderRow, provider: PaymentProvider): Promise<PaymentStart> {
  // The provider answers its own refusals (503 to try again, 502 for the shop to fix); the
  // order keeps its stock until its deadline, and going to pay again reuses it.
  const opened = await provider.openPayment({
    id: order.id,
    number: order.number,
    totalCents: order.totalCents,
    email: order.email,
    locale: order.locale,
  });
  await savePayment(deps.db, { orderId: order.id, provider: provider.name, providerRef: opened.providerRef, amountCents: order.totalCents });
  const base = { orderId: order.id, orderNumber: order.number, totalCents: order.totalCents, reservedUntil: order.reservedUntil!.toISOString() };
  const config = provider.publicConfig();
  if (config.provider === 'stripe') {
    if (!opened.clientSecret) throw new Error('Stripe opened a payment without a client secret');
    return { ...base, provider: 'stripe', publishableKey: config.publishableKey, clientSecret: opened.clientSecret };
  }
  return { ...base, provider: 'test' };
}
