import type { Database } from '../../src/db/client';
import { orderLines, orders, type AddressSnapshot } from '../../src/db/schema';
import type { OrderStatus } from '../../src/domain/orders/orders';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export type OrderLineFixture = Partial<Omit<typeof orderLines.$inferInsert, 'orderId'>>;

export type OrderFixture = {
  /** Null (the default) for a guest's order. */
  customerId?: number | null;
  email?: string;
  status?: OrderStatus;
  createdAt?: Date;
  hiddenByCustomerAt?: Date | null;
  delivery?: Partial<AddressSnapshot>;
  billing?: Partial<AddressSnapshot>;
  shippingCents?: number;
  discountCents?: number;
  promoCode?: string | null;
  lines?: OrderLineFixture[];
};

/** Each test file has its own database, so a counter is enough to tell fixtures apart. */
let sequence = 0;

export const homeAddress: AddressSnapshot = {
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille.durand@exemple.fr',
  phone: '0612345678',
  line1: '27 rue de la République',
  line2: 'Bâtiment B',
  city: 'Lyon',
  zip: '69002',
  country: 'FR',
};

/**
 * An order written straight into the tables, the way checkout leaves a paid one ('pending',
 * stock committed) unless told otherwise: one T-shirt line by default, totals that add up
 * (the table checks total = subtotal + shipping - discount).
 */
export async function insertOrder(db: Database, fixture: OrderFixture = {}): Promise<OrderRow & { lines: OrderLineRow[] }> {
  const n = ++sequence;
  const lineValues = (fixture.lines ?? [{}]).map((line) => {
    // The English names are the French ones unless the test gives them.
    const name = line.name ?? `T-shirt ${n}`;
    const colorName = line.colorName ?? 'Marine';
    return {
      productId: null,
      reference: `REF-${n}`,
      name,
      nameEn: name,
      colorName,
      colorNameEn: colorName,
      sizeName: 'M',
      unitPriceCents: 2990,
      quantity: 1,
      weightGrams: 200,
      vatRateBp: 2000,
      ...line,
    };
  });
  const subtotalCents = lineValues.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const shippingCents = fixture.shippingCents ?? 599;
  const discountCents = fixture.discountCents ?? 0;
  const status = fixture.status ?? 'pending';
  const createdAt = fixture.createdAt ?? new Date();
  const [order] = await db
    .insert(orders)
    .values({
      customerId: fixture.customerId ?? null,
      email: fixture.email ?? homeAddress.email,
      status,
      deliveryAddress: { ...homeAddress, ...fixture.delivery },
      billingAddress: { ...homeAddress, ...fixture.billing },
      subtotalCents,
      shippingCents,
      discountCents,
      totalCents: subtotalCents + shippingCents - discountCents,
      weightGrams: lineValues.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0),
      promoCode: fixture.promoCode ?? null,
      stockState: status === 'awaiting_payment' ? 'reserved' : 'committed',
      hiddenByCustomerAt: fixture.hiddenByCustomerAt ?? null,
      createdAt,
      paidAt: status === 'awaiting_payment' ? null : createdAt,
      updatedAt: createdAt,
    })
    .returning();
  const lines = await db
    .insert(orderLines)
    .values(lineValues.map((line) => ({ ...line, orderId: order!.id })))
    .returning();
  return { ...order!, lines };
}
