import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { backInStockAlerts, stock } from '../../../db/schema';
import {
  BACK_IN_STOCK_CONFIRMATION_LIFETIME_MS,
  backInStockConfirmationExpiry,
  confirmationOutcome,
  requestAction,
  variantRefusal,
  type BackInStockRefusal,
} from '../../../domain/back-in-stock';
import type { Locale } from '../../../domain/locale';
import { enqueueMail } from '../../mail/outbox';
import { shopPublicUrl } from '../../mail/public-url';
import { notifyMailQueued } from '../../mail/queue-signal';
import { mayMailVisitorRecipient } from '../../mail/recipient-limit';
import { hashToken, newToken } from '../../security/tokens';
import { alertConfirmationLink } from './links';
import { lockVariant, openAlert, releaseNow, upsertOpenAlert, variantNames, type Variant } from './repo';

export type AlertRequest = Variant & {
  email: string;
  locale: Locale;
  /** The signed-in customer, from the session: their own address needs no confirmation link. */
  customer: { id: number; email: string } | null;
};

/** 'waiting': active now (the customer's own address); 'asked': a confirmation link may have been mailed. */
export type AlertRequestOutcome = { refused: BackInStockRefusal } | { accepted: 'waiting' | 'asked' };

/**
 * "Notify me when it's back" for one sold-out variant. A visitor's address gets a confirmation
 * link (within its mail budget) unless it already waits for the variant or a link sent to it
 * still works; the answer is the same either way, so it tells nobody which addresses wait.
 */
export async function requestAlert(db: DbOrTx, request: AlertRequest, now = new Date()): Promise<AlertRequestOutcome> {
  const address = request.email.trim();
  const variant = await lockVariant(db, request);
  const refused = variantRefusal(variant?.quantity);
  if (refused || !variant) return { refused: refused ?? 'unknown-variant' };

  const proved = request.customer !== null && request.customer.email.toLowerCase() === address.toLowerCase();
  // First, because it also locks the address: two requests at once cannot both send a link.
  if (!proved && !(await mayMailVisitorRecipient(db, address, 'back-in-stock', now))) return { accepted: 'asked' };

  const action = requestAction(await openAlert(db, request, address), now, proved);
  const write = { ...request, email: address, customerId: proved ? request.customer!.id : null };
  if (action === 'activate') await upsertOpenAlert(db, { ...write, confirmation: null });
  if (action === 'send-confirmation') {
    const code = newToken();
    await upsertOpenAlert(db, { ...write, confirmation: { tokenHash: hashToken(code), expiresAt: backInStockConfirmationExpiry(now) } });
    await enqueueMail(db, {
      to: address,
      locale: request.locale,
      template: 'back-in-stock-confirmation',
      data: {
        ...variantNames(variant, request.locale),
        link: alertConfirmationLink(shopPublicUrl(), code, request.locale),
        validForHours: BACK_IN_STOCK_CONFIRMATION_LIFETIME_MS / 3_600_000,
      },
    });
  }
  return { accepted: proved ? 'waiting' : 'asked' };
}

/**
 * The confirmation link: the request becomes active. True also when it already was (the link
 * followed again, even after its mail went out); false for an unknown or expired link. When the
 * variant came back meanwhile, its mail is queued at once rather than at a next restock.
 */
export async function confirmAlert(db: DbOrTx, code: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select()
    .from(backInStockAlerts)
    .where(eq(backInStockAlerts.confirmationTokenHash, hashToken(code)));
  const outcome = confirmationOutcome(row, now);
  if (!row || outcome !== 'confirm') return outcome === 'already-confirmed';
  // Locked like a request's variant: a restock waits for this confirmation, then mails it.
  const [variant] = await db
    .select({ quantity: stock.quantity })
    .from(stock)
    .where(and(eq(stock.productId, row.productId), eq(stock.colorId, row.colorId), eq(stock.sizeId, row.sizeId)))
    .for('share');
  const confirmed = await db
    .update(backInStockAlerts)
    .set({
      confirmedAt: now,
      customerId: sql`coalesce(${backInStockAlerts.customerId}, (select id from customers where lower(email) = lower(${row.email})))`,
    })
    .where(and(eq(backInStockAlerts.id, row.id), isNull(backInStockAlerts.confirmedAt)))
    .returning({ id: backInStockAlerts.id });
  if (confirmed.length > 0 && (variant?.quantity ?? 0) > 0) {
    await releaseNow(db, row);
    notifyMailQueued();
  }
  return true;
}
