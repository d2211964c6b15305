import type { AddressSnapshot } from '../schema';
import { orderLines, orders, payments, promoCodeUses, refunds } from '../schema';
import { orderAmounts } from '../../domain/orders/order-amounts';
import { computeTotals, type PromoRule } from '../../domain/pricing';
import { freeShippingThresholdCents } from '../../domain/settings';
import type { DbOrTx } from '../client';
import { DEMO_CUSTOMER, DEMO_CUSTOMER_PROFILE } from './demo-accounts';
import { DEMO_COLORS, DEMO_MODELS, type ColorSlug, type SizeName } from './demo-catalogue';
import { DEMO_ORDERS, type DemoOrder } from './demo-orders';
import { createdAt, stockFor } from './demo-plan';
import { DEMO_PRODUCTS } from './demo-products';
import { DEMO_PROMOS } from './demo-promos';
import { DEMO_SETTINGS } from './demo-settings';

/** Ids of the rows the demo orders refer to, by their demo keys. */
export type DemoOrderRefs = {
  customerId: number;
  productId(reference: string): number;
  colorId(slug: ColorSlug): number;
  sizeId(name: SizeName): number;
  promoId(code: string): number;
};

const [home, office] = DEMO_CUSTOMER_PROFILE.addresses;

function snapshot(which: DemoOrder['delivery']): AddressSnapshot {
  const { firstName, lastName, email, phone, line1, line2, city, zip, country } = which === 'home' ? home : office;
  return { firstName, lastName, email, phone, line1, line2, city, zip, country };
}

/** A demo line as the shop would have sold it: the product's price, weight and names; refused if the variant does not exist. */
function lineOf({ reference, color, size, quantity }: DemoOrder['lines'][number]) {
  const product = DEMO_PRODUCTS.find((p) => p.reference === reference);
  if (!product || !stockFor(product).some((s) => s.color === color && s.size === size)) {
    throw new Error(`Demo order refers to a variant the demo shop does not sell: ${reference} ${color} ${size}`);
  }
  return {
    product,
    color,
    size,
    quantity,
    colorName: DEMO_COLORS.find((c) => c.slug === color)!.nameFr,
    colorNameEn: DEMO_COLORS.find((c) => c.slug === color)!.nameEn,
    unitPriceCents: product.priceCents,
    weightGrams: product.weightGrams ?? DEMO_MODELS[product.model].weightGrams,
  };
}

function promoOf(code: string | undefined): (PromoRule & { code: string; singleUse: boolean }) | null {
  if (!code) return null;
  const promo = DEMO_PROMOS.find((p) => p.code === code);
  if (!promo) throw new Error(`Demo order refers to an unknown promo code ${code}`);
  return { code, type: promo.type, value: promo.value, singleUse: promo.singleUse };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What happened to a demo order after its payment, as the desk would have recorded it: shipped
 * the next day with Colissimo, delivered two days later, or cancelled and refunded the same day.
 */
function afterSale(status: DemoOrder['status'], placedAt: Date, index: number) {
  const later = (days: number) => new Date(placedAt.getTime() + days * DAY_MS);
  const shipped = status === 'shipped' || status === 'delivered';
  return {
    ...(shipped ? { shippedAt: later(1), carrier: 'colissimo' as const, trackingNumber: `6A${String(20_000_000_000 + index)}` } : {}),
    ...(status === 'delivered' ? { deliveredAt: later(3) } : {}),
    ...(status === 'cancelled' ? { cancelledAt: placedAt } : {}),
  };
}

/**
 * Writes the demo customer's orders (demo-orders.ts), oldest first so that order numbers rise
 * with dates, priced by the pricing engine as checkout prices them. They are paid orders, each
 * with its card payment (the built-in test provider's): their stock is sold for good, given
 * back and refunded for the cancelled one.
 */
export async function insertDemoOrders(tx: DbOrTx, now: Date, refs: DemoOrderRefs): Promise<number> {
  const freeShippingThreshold = freeShippingThresholdCents(DEMO_SETTINGS);
  for (const [index, demo] of DEMO_ORDERS.entries()) {
    const lines = demo.lines.map(lineOf);
    const promo = promoOf(demo.promoCode);
    const totals = computeTotals(lines, { freeShippingThresholdCents: freeShippingThreshold, promo });
    const placedAt = createdAt(now, demo.ageDays);
    const [order] = await tx
      .insert(orders)
      .values({
        customerId: refs.customerId,
        email: DEMO_CUSTOMER.email,
        locale: 'fr',
        status: demo.status,
        deliveryAddress: snapshot(demo.delivery),
        billingAddress: snapshot(demo.billing),
        ...orderAmounts(totals, promo),
        isConsulted: demo.status !== 'pending',
        stockState: demo.status === 'cancelled' ? 'released' : 'committed',
        createdAt: placedAt,
        paidAt: placedAt,
        updatedAt: placedAt,
        ...afterSale(demo.status, placedAt, index),
        ...(demo.status === 'cancelled' ? { refundedCents: totals.totalCents } : {}),
      })
      .returning({ id: orders.id, number: orders.number });
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order!.id,
        provider: 'test',
        providerRef: `test_pi_${order!.number}`,
        status: demo.status === 'cancelled' ? 'refunded' : 'succeeded',
        amountCents: totals.totalCents,
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .returning({ id: payments.id });
    if (demo.status === 'cancelled') {
      await tx.insert(refunds).values({
        orderId: order!.id,
        paymentId: payment!.id,
        reason: 'cancellation',
        amountCents: totals.totalCents,
        status: 'succeeded',
        idempotencyKey: `refund-${order!.id}-demo`,
        providerRef: `test_re_demo_${order!.number}`,
        createdAt: placedAt,
        settledAt: placedAt,
      });
    }
    await tx.insert(orderLines).values(
      lines.map((line) => ({
        orderId: order!.id,
        productId: refs.productId(line.product.reference),
        colorId: refs.colorId(line.color),
        sizeId: refs.sizeId(line.size),
        reference: line.product.reference,
        name: line.product.nameFr,
        nameEn: line.product.nameEn,
        colorName: line.colorName,
        colorNameEn: line.colorNameEn,
        sizeName: line.size,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        weightGrams: line.weightGrams,
        // The demo products' rate (the products table's default): 20 %.
        vatRateBp: 2000,
      })),
    );
    if (promo) {
      await tx.insert(promoCodeUses).values({
        promoCodeId: refs.promoId(promo.code),
        orderId: order!.id,
        customerId: refs.customerId,
        email: DEMO_CUSTOMER.email.toLowerCase(),
        singleUse: promo.singleUse,
        usedAt: placedAt,
      });
    }
  }
  return DEMO_ORDERS.length;
}
