import type { Locale } from '../../../domain/locale';
import type { Cart } from '../../../domain/cart/cart';
import { computeTotals, type PromoRefusal } from '../../../domain/pricing';
import type { LineRow, PromoRow } from './repo';

/**
 * The cart as the API answers it: every amount from the product rows read just now and the
 * pricing engine, never from anything the browser sent.
 */
export function toCartView(
  rows: LineRow[],
  {
    locale,
    promo,
    promoNotice,
    freeShippingThresholdCents,
  }: {
    locale: Locale;
    promo: PromoRow | null;
    promoNotice: PromoRefusal | null;
    freeShippingThresholdCents: number | null;
  },
): Cart {
  const lines = rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    name: locale === 'en' ? row.nameEn : row.nameFr,
    reference: row.reference,
    colorId: row.colorId,
    colorName: locale === 'en' ? row.colorNameEn : row.colorNameFr,
    sizeId: row.sizeId,
    sizeName: row.sizeName,
    image: row.image,
    unitPriceCents: row.priceCents,
    quantity: row.quantity,
    lineTotalCents: row.priceCents * row.quantity,
    stockLeft: row.stockLeft,
    available: row.isPublished && row.quantity <= row.stockLeft,
  }));
  const rule = promo ? { type: promo.type, value: promo.value } : null;
  const totals = computeTotals(
    rows.map((row) => ({
      unitPriceCents: row.priceCents,
      quantity: row.quantity,
      weightGrams: row.weightGrams,
    })),
    { freeShippingThresholdCents, promo: rule },
  );
  return {
    lines,
    totals: { ...totals, freeShippingThresholdCents },
    promo: promo ? { code: promo.code, type: promo.type, value: promo.value } : null,
    promoNotice,
    canCheckout: lines.length > 0 && lines.every((line) => line.available),
  };
}
