import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct } from '../../../../tests/helpers/factories';
import { customers, orders } from '../../../db/schema';
import type { Confirmation } from '../../../domain/checkout/checkout';
import { deliveryWindow } from '../../../domain/orders/delivery-window';
import type { OrderPage } from '../../../domain/orders/orders';
import { parisClockAt } from '../../../domain/sales/paris-calendar';
import { DELIVERY_WORKING_DAYS } from '../../../domain/shop-policies';
import { callApi, expectMessage, expectRefusal, freshIp, lastMailTo, linkIn, mailsTo, sessionCookie } from '../accounts/api-test-kit';
import { CART_COOKIE } from '../cart/guest-cookie';
import { CARDS, orderById, Shopper, typedAddress } from './checkout-test-kit';

let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;

beforeAll(async () => {
  t = await createTestApp();
  base = await insertCatalogueBase(t.db);
});
afterAll(() => t?.close());

let n = 0;
const newEmail = () => `commande${++n}@exemple.fr`;
const PASSWORD = 'un secret solide';
const accountBody = (values: Record<string, unknown> = {}) => ({
  firstName: 'Zoé',
  lastName: 'Martin',
  password: PASSWORD,
  acceptTerms: true,
  newsletter: false,
  ...values,
});

/** A guest with one navy M T-shirt (its navy picture and a card picture) × 2, who answered the checkout with `email`. */
async function guestAtPayment(email: string, lang: 'fr' | 'en' = 'fr') {
  const product = await insertProduct(t.db, {
    stock: [{ color: base.colors.navy, size: base.sizes.M, quantity: 10 }],
    media: [{ isCardImage: true }, { color: base.colors.navy }],
  });
  const shopper = new Shopper(t.app, lang);
  await shopper.cart('POST', '/cart/lines', { productId: product.id, colorId: base.colors.navy.id, sizeId: base.sizes.M.id, quantity: 2 });
  const state = await shopper.answerAsGuest(email, typedAddress({ email }));
  const start = await shopper.placeOrder({ revision: state.revision });
  return { shopper, product, start };
}

async function guestWhoPaid(email: string, lang: 'fr' | 'en' = 'fr') {
  const bought = await guestAtPayment(email, lang);
  expect((await bought.shopper.pay(CARDS.succeeds)).json()).toEqual({ state: 'paid' });
  return bought;
}

/** The form of the confirmation page, sent from the shopper's browser (its cart cookie), each time from another address so sign-up's limit stays out of the way. */
const createAccount = (shopper: Shopper, body: unknown, lang: 'fr' | 'en' = 'fr') =>
  t.app.inject({
    method: 'POST',
    url: '/api/store/checkout/confirmation/account',
    remoteAddress: freshIp(),
    headers: { 'accept-language': lang, ...(shopper.cartToken ? { cookie: `${CART_COOKIE}=${shopper.cartToken}` } : {}) },
    payload: body as Record<string, unknown>,
  });

const confirmationOf = async (shopper: Shopper) => {
  const response = await shopper.call('GET', '/checkout/confirmation');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Confirmation>();
};

const customerByEmail = async (email: string) =>
  (
    await t.db
      .select()
      .from(customers)
      .where(sql`lower(${customers.email}) = lower(${email})`)
  )[0];

describe('the confirmation page’s reading', () => {
  it('recaps the paid order: lines with their colour’s picture, amounts, delivery address and window, and offers the guest an account', async () => {
    const email = newEmail();
    const { shopper, product, start } = await guestWhoPaid(email, 'en');
    const order = await orderById(t.db, start.orderId);

    const confirmation = await confirmationOf(shopper);
    expect(confirmation).toEqual({
      orderId: order.id,
      orderNumber: order.number,
      state: 'paid',
      totalCents: 6579,
      paidOn: parisClockAt(order.paidAt!).day,
      account: 'create',
      recap: {
        firstName: 'Zoé',
        lastName: 'Martin',
        email,
        lines: [
          {
            productId: product.id,
            reference: product.reference,
            name: product.nameEn,
            colorName: 'Navy',
            sizeName: 'M',
            unitPriceCents: 2990,
            quantity: 2,
            lineTotalCents: 5980,
            // The navy picture rather than the card picture.
            image: product.media[1]!.fileName,
          },
        ],
        subtotalCents: 5980,
        shippingCents: 599,
        discountCents: 0,
        promoCode: null,
        delivery: { ...typedAddress({ email }), country: 'FR' },
        // The English pages say 4 to 6 working days.
        deliveryWindow: deliveryWindow(order.paidAt!, DELIVERY_WORKING_DAYS.en),
      },
    });
  });

  it('shows each line with its own product’s picture, not another product’s of the same colour', async () => {
    // Added before the product bought, so its navy picture comes first in the table.
    await insertProduct(t.db, {
      stock: [{ color: base.colors.navy, size: base.sizes.M, quantity: 1 }],
      media: [{ color: base.colors.navy, isCardImage: true }],
    });
    const { shopper, product } = await guestWhoPaid(newEmail());
    const { recap } = await confirmationOf(shopper);
    expect(recap!.lines.map((line) => line.image)).toEqual([product.media[1]!.fileName]);
  });

  it('shows no recap and offers no account before the payment is confirmed', async () => {
    const { shopper } = await guestAtPayment(newEmail());
    expect(await confirmationOf(shopper)).toMatchObject({ state: 'processing', paidOn: null, recap: null, account: 'none' });
  });

  it('shows a guest only the number and the day once a day has passed since payment', async () => {
    const { shopper, start } = await guestWhoPaid(newEmail());
    const paidAt = new Date(Date.now() - 25 * 3_600_000);
    await t.db.update(orders).set({ paidAt }).where(eq(orders.id, start.orderId));
    expect(await confirmationOf(shopper)).toEqual({
      orderId: start.orderId,
      orderNumber: start.orderNumber,
      state: 'paid',
      totalCents: 6579,
      paidOn: parisClockAt(paidAt).day,
      recap: null,
      account: 'none',
    });
    expectRefusal(await createAccount(shopper, accountBody()), 409, 'confirmation_expired', 'errors:checkout.accountOfferExpired');
  });

  it('answers 404 to a visitor without an order of their own', async () => {
    await guestWhoPaid(newEmail());
    const stranger = new Shopper(t.app);
    expectRefusal(await stranger.call('GET', '/checkout/confirmation'), 404, 'no_order', 'errors:checkout.noOrder');
  });
});

describe('an account made from the order', () => {
  it('registers the order’s e-mail through sign-up; confirming it brings this order and the address’s other guest orders into the account', async () => {
    const email = newEmail();
    const { shopper, start } = await guestWhoPaid(email);
    // An earlier order with the same address, from another browser.
    const { start: earlier } = await guestWhoPaid(email.toUpperCase());

    // An e-mail in the body names nothing: the account is the paid order's address's.
    const answer = await createAccount(shopper, accountBody({ firstName: 'Zoé-Anne', email: 'quelquun.dautre@exemple.fr', newsletter: true }));
    expectMessage(answer, 202, 'account:messages.registered');
    expect(await customerByEmail('quelquun.dautre@exemple.fr')).toBeUndefined();
    const customer = await customerByEmail(email);
    expect(customer).toMatchObject({ email, firstName: 'Zoé-Anne', lastName: 'Martin', emailConfirmedAt: null, acceptsNewsletter: true });
    expect(customer!.passwordHash).toMatch(/^\$argon2id\$/);

    // Nothing joins before the address is proven.
    expect((await orderById(t.db, start.orderId)).customerId).toBeNull();
    expect(await confirmationOf(shopper)).toMatchObject({ account: 'create' });

    const mail = await lastMailTo(t.db, email);
    expect(mail).toMatchObject({ template: 'confirm-registration', locale: 'fr' });
    const link = linkIn(mail, '/confirmation-inscription');
    const confirmed = await callApi(t.app, '/account/confirm', {
      body: { email: link.searchParams.get('email'), code: link.searchParams.get('code') },
    });
    expect(confirmed.json()).toEqual({ confirmed: true, alreadyActive: false });

    expect((await orderById(t.db, start.orderId)).customerId).toBe(customer!.id);
    expect((await orderById(t.db, earlier.orderId)).customerId).toBe(customer!.id);

    // The guest's page now sends them to sign in, and offers no second account.
    expect(await confirmationOf(shopper)).toMatchObject({ account: 'signIn', recap: { email } });
    expectRefusal(await createAccount(shopper, accountBody()), 409, 'order_has_account', 'errors:checkout.accountAlreadyJoined');

    const signedIn = await callApi(t.app, '/account/login', { body: { email, password: PASSWORD } });
    expect(signedIn.statusCode).toBe(200);
    const list = await callApi(t.app, '/orders', { method: 'GET', cookie: sessionCookie(signedIn) });
    expect(list.json<OrderPage>().items.map((item) => item.id)).toEqual([earlier.orderId, start.orderId].sort((a, b) => b - a));
  });

  it('answers an address that already has an account exactly as a new one, and mails its owner instead of changing the account', async () => {
    const email = newEmail();
    const registered = await callApi(t.app, '/account/register', {
      body: { firstName: 'Camille', lastName: 'Durand', email, password: 'le mot de passe du titulaire', acceptTerms: true },
    });
    const link = linkIn(await lastMailTo(t.db, email), '/confirmation-inscription');
    await callApi(t.app, '/account/confirm', { body: { email, code: link.searchParams.get('code') } });
    const before = await customerByEmail(email);

    const { shopper } = await guestWhoPaid(email);
    expectMessage(await createAccount(shopper, accountBody()), 202, 'account:messages.registered');
    expect(registered.statusCode).toBe(202);
    expect(await customerByEmail(email)).toEqual(before);
    expect((await mailsTo(t.db, email)).map((m) => m.template)).toContain('account-exists');
  });

  it('refuses, in the visitor’s language, without creating anything: no order, an unpaid order, a signed-in customer, a bad form', async () => {
    expectRefusal(await createAccount(new Shopper(t.app), accountBody(), 'en'), 404, 'no_order', 'errors:checkout.noOrder', 'en');

    const unpaidEmail = newEmail();
    const { shopper: unpaid } = await guestAtPayment(unpaidEmail);
    expectRefusal(await createAccount(unpaid, accountBody()), 409, 'order_not_paid', 'errors:checkout.accountNotPaid');

    const email = newEmail();
    const { shopper } = await guestWhoPaid(email);
    expectRefusal(
      await createAccount(shopper, accountBody({ acceptTerms: false })),
      400,
      'invalid_parameter',
      'account:validation.acceptTerms',
      'fr',
      'acceptTerms',
    );
    expectRefusal(
      await createAccount(shopper, accountBody({ password: 'court' })),
      400,
      'invalid_parameter',
      'account:validation.passwordTooShort',
      'fr',
      'password',
    );
    expect(await customerByEmail(unpaidEmail)).toBeUndefined();
    expect(await customerByEmail(email)).toBeUndefined();
    expect(await mailsTo(t.db, email)).toHaveLength(1); // the order's confirmation only

    // A customer signed in on that browser already has an account.
    const holder = newEmail();
    await callApi(t.app, '/account/register', {
      body: { firstName: 'Camille', lastName: 'Durand', email: holder, password: PASSWORD, acceptTerms: true },
    });
    const link = linkIn(await lastMailTo(t.db, holder), '/confirmation-inscription');
    await callApi(t.app, '/account/confirm', { body: { email: holder, code: link.searchParams.get('code') } });
    expect((await shopper.call('POST', '/account/login', { email: holder, password: PASSWORD })).statusCode).toBe(200);
    expectRefusal(await shopper.call('POST', '/checkout/confirmation/account', accountBody()), 409, 'signed_in', 'errors:checkout.accountSignedIn');
  });
});
