import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { backInStockAlerts, colors, products, sizes, stock } from '../../../db/schema';
import type { BackInStockVariant } from '../../mail/templates';
import type { Locale } from '../../../domain/locale';
import { productNameEn } from '../catalogue/english-name';

export type Variant = { productId: number; colorId: number; sizeId: number };

/** A variant's names in both languages, for its mails: selected with products, colors and sizes joined. */
export const variantNameColumns = {
  nameFr: products.nameFr,
  nameEn: productNameEn,
  colorFr: colors.nameFr,
  colorEn: colors.nameEn,
  size: sizes.name,
};

const isVariant = (v: Variant) => and(eq(stock.productId, v.productId), eq(stock.colorId, v.colorId), eq(stock.sizeId, v.sizeId));

/**
 * A published product's variant: its units now, and its names for the mails. The stock row is
 * share-locked until the transaction ends, so a restock cannot slip between this read and the
 * request's write: it waits, and its trigger then sees the request (ADR 36).
 */
export async function lockVariant(db: DbOrTx, variant: Variant) {
  const [row] = await db
    .select({
      quantity: stock.quantity,
      ...variantNameColumns,
    })
    .from(stock)
    .innerJoin(products, eq(products.id, stock.productId))
    .innerJoin(colors, eq(colors.id, stock.colorId))
    .innerJoin(sizes, eq(sizes.id, stock.sizeId))
    .where(and(isVariant(variant), eq(products.isPublished, true), isNull(products.archivedAt)))
    .for('share', { of: stock });
  return row;
}

export type VariantRow = NonNullable<Awaited<ReturnType<typeof lockVariant>>>;

export function variantNames(row: Omit<VariantRow, 'quantity'>, locale: Locale): BackInStockVariant {
  return locale === 'en'
    ? { productName: row.nameEn, colorName: row.colorEn, sizeName: row.size }
    : { productName: row.nameFr, colorName: row.colorFr, sizeName: row.size };
}

/** The address's open request for the variant (any case of the address). */
export async function openAlert(db: DbOrTx, variant: Variant, email: string) {
  const [row] = await db
    .select()
    .from(backInStockAlerts)
    .where(
      and(
        eq(backInStockAlerts.productId, variant.productId),
        eq(backInStockAlerts.colorId, variant.colorId),
        eq(backInStockAlerts.sizeId, variant.sizeId),
        sql`lower(${backInStockAlerts.email}) = lower(${email})`,
        isNull(backInStockAlerts.notifiedAt),
      ),
    );
  return row;
}

type OpenAlertWrite = Variant & {
  email: string;
  locale: Locale;
  customerId: number | null;
  /** Null: active at once; otherwise pending until this code's link is followed. */
  confirmation: { tokenHash: string; expiresAt: Date } | null;
};

/** Records the address's open request for the variant, or replaces the one it has (one per address and variant). */
export async function upsertOpenAlert(db: DbOrTx, alert: OpenAlertWrite): Promise<void> {
  const confirmedAt = alert.confirmation ? null : new Date().toISOString();
  // Drizzle's upsert targets columns only; the unique index is on lower(email), for open requests.
  await db.execute(sql`
    insert into back_in_stock_alerts (email, locale, customer_id, product_id, color_id, size_id, confirmed_at, confirmation_token_hash, confirmation_expires_at)
    values (
      ${alert.email}, ${alert.locale},
      coalesce(${alert.customerId}::integer, (select id from customers where lower(email) = lower(${alert.email}))),
      ${alert.productId}, ${alert.colorId}, ${alert.sizeId},
      ${confirmedAt}::timestamptz, ${alert.confirmation?.tokenHash ?? null}, ${alert.confirmation?.expiresAt.toISOString() ?? null}::timestamptz
    )
    on conflict (product_id, color_id, size_id, lower(email)) where notified_at is null do update set
      email = excluded.email,
      locale = excluded.locale,
      customer_id = coalesce(excluded.customer_id, back_in_stock_alerts.customer_id),
      requested_at = now(),
      confirmed_at = excluded.confirmed_at,
      confirmation_token_hash = excluded.confirmation_token_hash,
      confirmation_expires_at = excluded.confirmation_expires_at`);
}

/**
 * The variant is already back: the request's one mail goes out now, written by the same
 * database function the stock trigger calls, so it is marked done and mailed exactly alike.
 */
export async function releaseNow(db: DbOrTx, variant: Variant): Promise<void> {
  await db.execute(
    sql`select back_in_stock_release(jsonb_build_array(jsonb_build_object('product_id', ${variant.productId}::int, 'color_id', ${variant.colorId}::int, 'size_id', ${variant.sizeId}::int)))`,
  );
}

/** For account erasure: the customer's requests hold their address, whether made signed in or typed as a visitor. */
export async function forgetCustomerAlerts(db: DbOrTx, customer: { id: number; email: string }): Promise<void> {
  await db
    .delete(backInStockAlerts)
    .where(sql`${backInStockAlerts.customerId} = ${customer.id} or lower(${backInStockAlerts.email}) = lower(${customer.email})`);
}
