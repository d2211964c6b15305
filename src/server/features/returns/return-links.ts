import type { DbOrTx } from '../../../db/client';
import { orderLinks } from '../../../db/schema';
import type { OrderStatus } from '../../../domain/orders/orders';
import { returnWindow } from '../../../domain/orders/returns';
import { shopPublicUrl } from '../../mail/public-url';
import { hashToken, newToken } from '../../security/tokens';

/** The page a guest's mailed return link opens; its path segment is a secret (redacted from the logs). */
export const RETURN_LINK_PATH = '/retour/';

/** How long a link in a mail about a return keeps showing the guest where their return stands. */
const FOLLOW_UP_MS = 60 * 86_400_000;

/** A new signed link to the order's return page, in the caller's transaction (it exists only if its mail is queued). */
async function signedLink(db: DbOrTx, orderId: number, expiresAt: Date, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(orderLinks).values({ tokenHash: hashToken(token), orderId, expiresAt, createdAt: now });
  return `${shopPublicUrl()}${RETURN_LINK_PATH}${token}`;
}

/**
 * Where a customer picks what to send back ('order-delivered' mail's "Retourner des articles"):
 * their own /commande/{id}/retour, or for a guest a signed link (order_links, as the withdrawal
 * links are) that expires when returns close. Null when returns are not open.
 */
export async function returnLinkFor(
  db: DbOrTx,
  order: { id: number; customerId: number | null; status: OrderStatus; deliveredAt: Date | null },
  now: Date,
): Promise<string | null> {
  const window = returnWindow(order, now);
  if (!window.open) return null;
  if (order.customerId !== null) return `${shopPublicUrl()}/commande/${order.id}/retour`;
  return signedLink(db, order.id, window.closesAt, now);
}

/** For a guest's return mails: a link to their return page, which shows where the return stands for some weeks. */
export function guestFollowUpLink(db: DbOrTx, orderId: number, now: Date): Promise<string> {
  return signedLink(db, orderId, new Date(now.getTime() + FOLLOW_UP_MS), now);
}
