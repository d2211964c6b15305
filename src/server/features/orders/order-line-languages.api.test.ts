import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct } from '../../../../tests/helpers/factories';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { mailOutbox } from '../../../db/schema';
import type { Locale } from '../../../domain/locale';
import type { CustomerOrderDetail } from '../../../domain/orders/orders';
import type { CustomerOrderReturns } from '../../../domain/orders/return-views';
import type { StaffOrderDetail } from '../../../domain/orders/staff-orders';
import { CARDS, orderLinesOf, Shopper, typedAddress } from '../checkout/checkout-test-kit';

/**
 * An order keeps the names of what was bought in French and in English, and each reader gets
 * them in their own language: the customer's order page in the page's language, the mails in
 * the order's language, the orders desk in the staff member's. The phone typed without spaces
 * is printed in pairs of digits in the mail.
 */
let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;
let staffCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await insertCatalogueBase(t.db);
  staffCookie = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator')).id);
});
afterAll(() => t?.close());

const FRENCH = { name: 'Marinière Belle-Île', colorName: 'Marine' };
const ENGLISH = { name: 'Belle-Île Breton top', colorName: 'Navy' };

/** A signed-in customer buying one navy M Breton top, in `locale`, from an address whose phone was typed without spaces. */
async function customerWhoPaid(locale: Locale) {
  const customer = await insertCustomer(t.db, { locale });
  const cookie = await signInAs(t.db, customer.id);
  const shopper = new Shopper(t.app, locale).withCookie(cookie);
  const product = await insertProduct(t.db, {
    nameFr: FRENCH.name,
    nameEn: ENGLISH.name,
    stock: [{ color: base.colors.navy, size: base.sizes.M, quantity: 5 }],
  });
  const added = await shopper.call('POST', '/addresses', {
    ...typedAddress({ phone: '0612345678' }),
    isDefaultDelivery: true,
    isDefaultBilling: true,
  });
  expect(added.statusCode, added.body).toBe(201);
  await shopper.cart('POST', '/cart/lines', { productId: product.id, colorId: base.colors.navy.id, sizeId: base.sizes.M.id, quantity: 1 });
  const state = await shopper.checkout();
  const { orderId } = await shopper.placeOrder({ revision: state.revision });
  expect((await shopper.pay(CARDS.succeeds)).json()).toEqual({ state: 'paid' });
  return { cookie, orderId };
}

const confirmationMail = async (orderId: number) =>
  (
    await t.db
      .select({ text: mailOutbox.text, html: mailOutbox.html })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.template, 'order-confirmation')))
  )[0]!;

/** The order's line as the customer's order page reads it, in the page's language. */
const lineOfOrderPage = async (cookie: string, orderId: number, locale: Locale) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/store/orders/${orderId}`, headers: { cookie, 'accept-language': locale } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerOrderDetail>().lines[0];
};

describe('an order placed in French', () => {
  it('keeps both languages’ names, mails them in French, and the customer’s order page names them in the page’s language', async () => {
    const { cookie, orderId } = await customerWhoPaid('fr');
    expect(await orderLinesOf(t.db, orderId)).toEqual([
      expect.objectContaining({ name: FRENCH.name, nameEn: ENGLISH.name, colorName: FRENCH.colorName, colorNameEn: ENGLISH.colorName }),
    ]);

    const mail = await confirmationMail(orderId);
    expect(mail.text).toContain(`${FRENCH.name} (${FRENCH.colorName}, M) × 1`);
    expect(mail.text).not.toContain(ENGLISH.name);
    // Typed 0612345678, printed in pairs; the address book keeps what was typed.
    expect(mail.text).toContain('06 12 34 56 78');
    expect(mail.html).toContain('06 12 34 56 78');
    expect(mail.text).not.toContain('0612345678');

    expect(await lineOfOrderPage(cookie, orderId, 'fr')).toMatchObject(FRENCH);
    expect(await lineOfOrderPage(cookie, orderId, 'en')).toMatchObject(ENGLISH);
    // The return form's lines too.
    const returns = await t.app.inject({ method: 'GET', url: `/api/store/orders/${orderId}/returns`, headers: { cookie, 'accept-language': 'en' } });
    expect(returns.statusCode, returns.body).toBe(200);
    expect(returns.json<CustomerOrderReturns>().lines[0]).toMatchObject(ENGLISH);
  });
});

describe('an order placed in English', () => {
  it('mails the names in English, and the customer’s order page and the staff’s desk name them in their own language', async () => {
    const { cookie, orderId } = await customerWhoPaid('en');

    const mail = await confirmationMail(orderId);
    expect(mail.text).toContain(`${ENGLISH.name} (${ENGLISH.colorName}, M) × 1`);
    expect(mail.text).not.toContain(FRENCH.name);
    expect(mail.text).toContain('06 12 34 56 78');

    expect(await lineOfOrderPage(cookie, orderId, 'en')).toMatchObject(ENGLISH);
    expect(await lineOfOrderPage(cookie, orderId, 'fr')).toMatchObject(FRENCH);

    const desk = async (lang: Locale) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}?lang=${lang}`, headers: { cookie: staffCookie } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<StaffOrderDetail>().lines[0];
    };
    expect(await desk('fr')).toMatchObject(FRENCH);
    expect(await desk('en')).toMatchObject(ENGLISH);
  });

  it('names them in English in the after-sale mails too (shipped)', async () => {
    const { orderId } = await customerWhoPaid('en');
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/confirm`, headers: { cookie: staffCookie } });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    const shipped = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/ship`,
      headers: { cookie: staffCookie },
      payload: { carrier: 'colissimo', trackingNumber: '6A12345678901' },
    });
    expect(shipped.statusCode, shipped.body).toBe(204);
    const [mail] = await t.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.template, 'order-shipped')));
    expect(mail!.text).toContain(`${ENGLISH.name} (${ENGLISH.colorName}, M)`);
    expect(mail!.text).not.toContain(FRENCH.name);
  });
});
