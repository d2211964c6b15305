import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

/**
 * Single-use promo codes claimed by the order they discount (ADR 31). The claim is a
 * `promo_code_uses` row written in the transaction that places the order and takes its stock;
 * the partial unique index on (code, lower-cased e-mail) makes a second claim by that address
 * impossible, even from placements that land at the same moment in other carts (PostgreSQL makes
 * the second insert wait for the first transaction, then finds its row). A claim lives as long as
 * the order's stock hold: released with it when the order is not paid, kept as the use once paid.
 */

const emailKey = (email: string) => email.trim().toLowerCase();

type Who = { customerId: number | null; email: string | null };

/**
 * Whether the buyer (by account, or by address) has used the code, or claimed it for an order
 * still awaiting payment, other than the orders of the cart asking: a cart's own order going to
 * pay must not count as a use of its code.
 */
export async function promoTaken(db: DbOrTx, promoCodeId: number, { customerId, email }: Who, cartId: string | null): Promise<boolean> {
  if (customerId === null && email === null) return false;
  const rows = (await db.execute(sql`
    select 1 from promo_code_uses u
    where u.promo_code_id = ${promoCodeId}::int
      and (u.email = ${email === null ? null : emailKey(email)}::text or u.customer_id = ${customerId}::int)
      and not exists (
        select 1 from orders o
        where o.id = u.order_id and o.cart_id = ${cartId}::uuid and o.status = 'awaiting_payment')
    limit 1`)) as unknown as { rows: unknown[] };
  return rows.rows.length > 0;
}

export type PromoClaim = { promoCodeId: number; orderId: number; customerId: number | null; email: string };

/**
 * Claims the single-use code for the order, or finds it claimed by the order already; false
 * when another order of that address holds it (the caller rolls its transaction back). One
 * statement: the insert's own row, else the holder it conflicted with.
 */
export async function claimPromo(tx: DbOrTx, claim: PromoClaim): Promise<boolean> {
  const email = emailKey(claim.email);
  const result = (await tx.execute(sql`
    with claimed as (
      insert into promo_code_uses (promo_code_id, order_id, customer_id, email, single_use)
      values (${claim.promoCodeId}::int, ${claim.orderId}::int, ${claim.customerId}::int, ${email}, true)
      on conflict do nothing
      returning order_id)
    select coalesce(
      (select order_id from claimed),
      (select order_id from promo_code_uses where promo_code_id = ${claim.promoCodeId}::int and email = ${email} and single_use)
    ) as holder`)) as unknown as { rows: { holder: number | null }[] };
  return result.rows[0]?.holder === claim.orderId;
}

/**
 * Gives up the claims of orders whose hold ended without a payment: the buyer may use the code
 * again, in this cart or another. An order that was paid meanwhile keeps its code.
 */
export async function releasePromoClaims(tx: DbOrTx, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.execute(sql`
    delete from promo_code_uses u using orders o
    where u.order_id = any(${`{${orderIds.join(',')}}`}::int[]) and o.id = u.order_id and o.status = 'awaiting_payment'`);
}

/**
 * What a paid order does with its code (in the payment's transaction, idempotently): its claim
 * becomes the use, dated by the payment; a code used several times gets its use. A claim that
 * is missing (released when the hold expired, then paid late) is taken again; one that an order
 * still awaiting payment took meanwhile moves to this order, which is paid: that order is then
 * refused the code when it goes to pay again. Answers `reused` when an order already paid holds
 * the single-use code: the payment is kept all the same (the customer paid what the shop asked),
 * and the caller says so in the log.
 */
export async function keepPromoUse(
  tx: DbOrTx,
  order: { id: number; promoCode: string | null; customerId: number | null; email: string },
  now: Date,
): Promise<'kept' | 'reused'> {
  if (!order.promoCode) return 'kept';
  const email = emailKey(order.email);
  const at = now.toISOString();
  const result = (await tx.execute(sql`
    with code as (select id, single_use from promo_codes where code = ${order.promoCode}),
    own as (
      update promo_code_uses set used_at = ${at}::timestamptz
      where order_id = ${order.id}::int and promo_code_id = (select id from code)
      returning id),
    inserted as (
      insert into promo_code_uses (promo_code_id, order_id, customer_id, email, single_use, used_at)
      select id, ${order.id}::int, ${order.customerId}::int, ${email}, single_use, ${at}::timestamptz from code
      where not exists (select 1 from own)
      on conflict do nothing
      returning id),
    moved as (
      update promo_code_uses u set order_id = ${order.id}::int, customer_id = ${order.customerId}::int, used_at = ${at}::timestamptz
      from orders o
      where not exists (select 1 from own) and not exists (select 1 from inserted)
        and u.promo_code_id = (select id from code) and u.email = ${email} and u.single_use
        and o.id = u.order_id and o.status = 'awaiting_payment'
      returning u.id)
    select (exists (select 1 from own) or exists (select 1 from inserted) or exists (select 1 from moved)
      or not exists (select 1 from code)) as kept`)) as unknown as { rows: { kept: boolean }[] };
  return result.rows[0]?.kept ? 'kept' : 'reused';
}
