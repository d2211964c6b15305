import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client';
import { cartLines, carts } from '../../../db/schema';
import { hashToken } from '../../security/tokens';
import { clearGuestToken, guestTokenHash } from './guest-cookie';
import { countItems, customerCartId } from './repo';

/**
 * At sign-in, the cart built as a guest joins the customer's cart (GUIDE 3.5): quantities are
 * added and capped by the stock, the guest's promo code is kept when the customer had none,
 * then the guest cart is deleted and its cookie cleared. The guest cart row is locked first,
 * so two sign-ins racing with the same cookie merge it once.
 */
export async function mergeGuestCart(db: Database, request: FastifyRequest, reply: FastifyReply, customerId: number): Promise<void> {
  const tokenHash = guestTokenHash(request);
  if (!tokenHash) return;
  clearGuestToken(reply);
  await db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ id: carts.id, promoCodeId: carts.promoCodeId })
      .from(carts)
      .where(eq(carts.guestTokenHash, tokenHash))
      .for('update');
    if (!guest) return;
    const [guestLine] = await tx.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.cartId, guest.id)).limit(1);
    if (guestLine) {
      const target = await customerCartId(tx, customerId);
      // A variant sold out since it was added has nothing left to bring; one the customer already
      // holds beyond the stock keeps its quantity (shown unavailable) rather than being cut here.
      await tx.execute(sql`
        insert into cart_lines (cart_id, product_id, color_id, size_id, quantity)
        select ${target}::uuid, g.product_id, g.color_id, g.size_id, least(g.quantity, s.quantity)
        from cart_lines g
        join stock s on s.product_id = g.product_id and s.color_id = g.color_id and s.size_id = g.size_id
        where g.cart_id = ${guest.id}::uuid and s.quantity > 0
        order by g.added_at, g.id
        on conflict (cart_id, product_id, color_id, size_id) do update
          set quantity = greatest(cart_lines.quantity, least(cart_lines.quantity + excluded.quantity, (
            select s.quantity from stock s
            where s.product_id = excluded.product_id and s.color_id = excluded.color_id and s.size_id = excluded.size_id)))`);
      if (guest.promoCodeId !== null) {
        await tx.execute(sql`update carts set promo_code_id = coalesce(promo_code_id, ${guest.promoCodeId}::int) where id = ${target}::uuid`);
      }
    }
    await tx.delete(carts).where(eq(carts.id, guest.id));
  });
}

/** The number of items in the visitor's cart, for the header badge; creates nothing. */
export async function cartItemCount(
  db: Database,
  { customerId, guestToken }: { customerId: number | null; guestToken: string | null },
): Promise<number> {
  if (customerId !== null) return countItems(db, { customerId });
  return countItems(db, {
    guestTokenHash: guestToken ? hashToken(guestToken) : null,
  });
}
