import type { DbOrTx } from '../../../db/client';
import type { OrderStatus } from '../../../domain/orders/orders';
import { shopPublicUrl } from '../../mail/public-url';
import type { OrderLinks } from '../../mail/after-sale/templates';

/** What the links of an order's mails depend on. */
export type LinkedOrder = { id: number; customerId: number | null; status: OrderStatus; deliveredAt: Date | null; withdrawnAt: Date | null };

/**
 * The links an order's mails carry: the customer's order page. (The withdrawal function's links
 * are added by the withdrawal feature.)
 */
export async function orderLinksFor(_db: DbOrTx, order: LinkedOrder, _now: Date): Promise<OrderLinks> {
  return { orderLink: order.customerId ? `${shopPublicUrl()}/commande/${order.id}` : null, withdrawalLink: null };
}
