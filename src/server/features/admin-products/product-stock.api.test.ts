import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/helpers/app';
import { expectRefusal } from '../cart/cart-test-kit';
import { CARDS, expireHold, orderById, Shopper, stockOf } from '../checkout/checkout-test-kit';
import { releaseExpiredReservations } from '../checkout/reservation-expiry';
import { asOpened, created, newProduct, staffProduct, type CatalogueBase, openProductsApi, type StaffCall } from './products-test-kit';

/**
 * Stock edited in the back office while checkouts hold units (ADR 15): the form's difference is
 * applied to what is left now, never a number written over it, so a reservation is never sold
 * twice nor lost.
 */

let t: TestApp;
let base: CatalogueBase;
let call: StaffCall;

beforeAll(async () => {
  ({ t, base, call } = await openProductsApi('admin'));
});
afterAll(() => t?.close());

/** A published product with 5 navy M, and its variant. */
async function onSale() {
  const saved = await created(call, newProduct(base, { stock: [{ colorId: base.colors.navy.id, sizeId: base.sizes.M.id, quantity: 5 }] }));
  await call('PUT', `/products/${saved.id}/publication`, { published: true });
  return { id: saved.id, variant: { productId: saved.id, colorId: base.colors.navy.id, sizeId: base.sizes.M.id } };
}

/** A guest who went to pay for `quantity` units: the order holds them. */
async function holding(variant: { productId: number; colorId: number; sizeId: number }, quantity: number) {
  const shopper = new Shopper(t.app);
  await shopper.cart('POST', '/cart/lines', { ...variant, quantity });
  await shopper.answerAsGuest();
  const { orderId } = await shopper.placeOrder();
  return { shopper, orderId };
}

describe('stock edited while a checkout holds units', () => {
  it('adds what staff received to what is left, and the reservation given back later lands on top', async () => {
    const { id, variant } = await onSale();
    // Staff open the form (5 shown); meanwhile a buyer goes to pay for 2.
    const opened = asOpened(await staffProduct(call, id));
    const { orderId } = await holding(variant, 2);
    expect(await stockOf(t.db, variant)).toBe(3);

    // Staff received 3 more and type 5 + 3.
    const saved = await call('PUT', `/products/${id}`, { ...opened, stock: [{ ...opened.stock[0]!, quantity: 8 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().stock).toEqual([{ colorId: variant.colorId, sizeId: variant.sizeId, quantity: 6 }]);
    expect(await stockOf(t.db, variant)).toBe(6);

    // The buyer never pays: the hold expires and its 2 units come back. 8, as staff meant.
    await expireHold(t.db, orderId);
    expect(await releaseExpiredReservations(t.db)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(t.db, variant)).toBe(8);
  });

  it('lets the buyer pay for the held units whatever staff typed meanwhile', async () => {
    const { id, variant } = await onSale();
    const opened = asOpened(await staffProduct(call, id));
    const { shopper, orderId } = await holding(variant, 4);
    // Staff count 5 on the shelf and type 5 again: nothing moves.
    const same = await call('PUT', `/products/${id}`, { ...opened, nameFr: 'Nom corrigé' });
    expect(same.statusCode, same.body).toBe(200);
    expect(await stockOf(t.db, variant)).toBe(1);

    expect((await shopper.pay(CARDS.succeeds)).statusCode).toBe(200);
    expect(await orderById(t.db, orderId)).toMatchObject({ status: 'pending', stockState: 'committed' });
    expect(await stockOf(t.db, variant)).toBe(1);
  });

  it('refuses to remove more units than orders left, names the row, and saves nothing', async () => {
    const { id, variant } = await onSale();
    const opened = asOpened(await staffProduct(call, id));
    await holding(variant, 2);
    // Staff saw 5 and type 1 (4 to remove), but only 3 are left: the held ones are not theirs to remove.
    const refused = await call('PUT', `/products/${id}`, { ...opened, nameFr: 'Jamais enregistré', stock: [{ ...opened.stock[0]!, quantity: 1 }] });
    expectRefusal(refused, 409, 'stock_changed', 'back:productErrors.stockChanged', { field: 'stock.0.quantity', values: { left: 3 } });
    expect(await stockOf(t.db, variant)).toBe(3);
    expect(await staffProduct(call, id)).toMatchObject({ version: 1, nameFr: opened.nameFr });

    // Removing the 3 that are left is fine: the held 2 stay held.
    const fine = await call('PUT', `/products/${id}`, { ...opened, stock: [{ ...opened.stock[0]!, quantity: 2 }] });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(await stockOf(t.db, variant)).toBe(0);
  });

  it('removes a variant an order holds without breaking the order: it is paid, and an expired hold gives back nothing', async () => {
    const { id, variant } = await onSale();
    const paying = await holding(variant, 1);
    const expiring = await holding(variant, 1);
    const opened = asOpened(await staffProduct(call, id));
    // Staff stop selling navy M and sell ecru S instead.
    const ecru = { colorId: base.colors.ecru.id, sizeId: base.sizes.S.id, quantity: 2, shown: null };
    const saved = await call('PUT', `/products/${id}`, { ...opened, stock: [ecru] });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await paying.shopper.pay(CARDS.succeeds)).statusCode).toBe(200);
    expect(await orderById(t.db, paying.orderId)).toMatchObject({ status: 'pending', stockState: 'committed' });
    await expireHold(t.db, expiring.orderId);
    await releaseExpiredReservations(t.db);
    expect(await orderById(t.db, expiring.orderId)).toMatchObject({ stockState: 'released' });
    expect((await staffProduct(call, id)).stock).toEqual([{ colorId: base.colors.ecru.id, sizeId: base.sizes.S.id, quantity: 2 }]);

    // The paid order still reads as it was bought, for staff.
    const order = await call('GET', `/orders/${paying.orderId}`);
    expect(order.statusCode).toBe(200);
    expect(order.json().lines[0]).toMatchObject({ colorName: 'Marine', sizeName: 'M', quantity: 1 });
  });
});
