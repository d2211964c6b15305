import type { DbOrTx } from '../../../db/client';
import { orderLinks } from '../../../db/schema';
import type { OrderStatus } from '../../../domain/orders/orders';
import { mayWithdraw, withdrawalLinkExpiry } from '../../../domain/orders/withdrawal';
import { shopPublicUrl } from '../../mail/public-url';
import type { OrderLinks } from '../../mail/after-sale/templates';
import { hashToken, newToken } from '../../security/tokens';

/** What the links of an order's mails depend on. */
export type LinkedOrder = { id: number; customerId: number | null; status: OrderStatus; deliveredAt: Date | null; withdrawnAt: Date | null };

/** The page a mailed withdrawal link opens; its path segment is a secret (redacted from the logs). */
export const WITHDRAWAL_LINK_PATH = '/retractation/';

/**
 * The links an order's mails carry: the customer's order page, and while the customer may
 * still withdraw, the withdrawal function (Directive (EU) 2023/2673: in every mail about the
 * order). The withdrawal link is signed for guests and customers alike: a customer reading the
 * mail on a device where they are not signed in must reach it without signing in first.
 */
export async function orderLinksFor(db: DbOrTx, order: LinkedOrder, now: Date): Promise<OrderLinks> {
  return {
    orderLink: order.customerId ? `${shopPublicUrl()}/commande/${order.id}` : null,
    withdrawalLink: mayWithdraw(order, now) ? await issueWithdrawalLink(db, order, now) : null,
  };
}

/**
 * A new link to the order's withdrawal page, in the caller's transaction (it exists only if
 * the mail carrying it is queued). Only the token's SHA-256 is kept; each mail gets its own
 * token, expiring at the end of the period (ADR 28).
 */
export async function issueWithdrawalLink(db: DbOrTx, order: Pick<LinkedOrder, 'id' | 'status' | 'deliveredAt'>, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(orderLinks).values({ tokenHash: hashToken(token), orderId: order.id, expiresAt: withdrawalLinkExpiry(order, now), createdAt: now });
  return `${shopPublicUrl()}${WITHDRAWAL_LINK_PATH}${token}`;
}
