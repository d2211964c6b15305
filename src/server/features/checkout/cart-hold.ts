import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { preparedPer } from '../../../db/prepared';
import { orders } from '../../../db/schema';
import { releasePromoClaims } from './promo-claims';
import { linesOfOrder } from './repo';
import { giveBackStock } from './stock-reservation';

/** An order awaiting payment whose stock is still reserved for it. */
const holdsStock = and(eq(orders.status, 'awaiting_payment'), eq(orders.stockState, 'reserved'));

const heldOrderOf = preparedPer((db) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.cartId, sql.placeholder('cartId')), holdsStock))
    .limit(1)
    .prepare('cart_held_order'),
);

/**
 * Gives back at once what the cart's checkout reserved, when the shopper takes lines out of the
 * cart (or empties it): the order awaiting payment no longer matches the cart, and its units
 * (and its single-use code's claim, ADR 31) would otherwise stay held until the hold expires.
 * The order stays awaiting payment as an expired hold does: going to pay again takes the stock
 * and the code anew, and a payment that lands anyway takes them again or is flagged for a
 * refund. Answers whether stock moved.
 */
export async function releaseCartHold(db: Database, cartId: string, now = new Date()): Promise<boolean> {
  // Most carts that change have no checkout holding stock. A plain read says so without opening
  // a transaction: the embedded database is one connection, so a transaction there holds back
  // every other query of the shop until it commits. A hold made after this read is not released
  // by this change either way; the transaction reads the orders again, locked, before it acts.
  if ((await heldOrderOf(db).execute({ cartId })).length === 0) return false;
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.cartId, cartId), holdsStock))
      .for('update');
    if (held.length === 0) return false;
    for (const { id } of held) {
      await giveBackStock(tx, await linesOfOrder(tx, id), { reason: 'cart_released', orderId: id });
      await tx.update(orders).set({ stockState: 'released', updatedAt: now }).where(eq(orders.id, id));
      await releasePromoClaims(tx, [id]);
    }
    return true;
  });
}
