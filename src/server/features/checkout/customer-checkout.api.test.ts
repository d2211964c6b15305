import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct } from '../../../../tests/helpers/factories';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { checkoutDrafts } from '../../../db/schema';
import type { Address } from '../../../domain/addresses/address';
import { expectRefusal } from '../cart/cart-test-kit';
import { CARDS, mailsAbout, orderById, Shopper, typedAddress } from './checkout-test-kit';

let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;

beforeAll(async () => {
  t = await createTestApp();
  base = await insertCatalogueBase(t.db);
});

afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'un mot de passe solide';

async function productInCart(shopper: Shopper, quantity = 1) {
  const product = await insertProduct(t.db, { stock: [{ color: base.colors.ecru, size: base.sizes.L, quantity: 10 }] });
  await shopper.cart('POST', '/cart/lines', { productId: product.id, colorId: base.colors.ecru.id, sizeId: base.sizes.L.id, quantity });
  return product;
}

/** A signed-in customer with an address book: home (default delivery), office (default billing), and a third one. */
async function customerWithBook(locale: 'fr' | 'en' = 'fr', password?: string) {
  const row = await insertCustomer(t.db, { locale, password });
  const shopper = new Shopper(t.app, locale).withCookie(await signInAs(t.db, row.id));
  const add = async (body: Record<string, unknown>) => {
    const response = await shopper.call('POST', '/addresses', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Address>();
  };
  const home = await add({ ...typedAddress({ line1: '1 rue du Foyer' }), isDefaultDelivery: true });
  const office = await add({ ...typedAddress({ line1: '2 avenue du Bureau' }), isDefaultBilling: true });
  const other = await add(typedAddress({ line1: '3 place Ailleurs', city: 'Nantes', zip: '44000' }));
  return { row, shopper, home, office, other };
}

describe('a signed-in customer', () => {
  it('starts with the default delivery and billing addresses chosen, and no e-mail to give', async () => {
    const { row, shopper, home, office } = await customerWithBook();
    await productInCart(shopper);
    const state = await shopper.checkout();
    expect(state.mode).toBe('customer');
    expect(state.draft).toMatchObject({
      email: row.email,
      delivery: { id: home.id, line1: '1 rue du Foyer' },
      billing: { id: office.id, line1: '2 avenue du Bureau' },
      billingSameAsDelivery: false,
      step: 1,
    });
    expect(state.blockers).toEqual([]);
  });

  it('picks addresses of the book, buys with the test card, and gets the mail with a link to the order', async () => {
    const { row, shopper, other, home } = await customerWithBook('en');
    await productInCart(shopper, 2);
    let state = await shopper.checkout('PUT', '/delivery', { addressId: other.id });
    expect(state.draft).toMatchObject({ delivery: { id: other.id, city: 'Nantes' }, step: 2 });
    state = await shopper.checkout('PUT', '/billing', { addressId: home.id });
    expect(state.draft).toMatchObject({ billing: { id: home.id }, billingSameAsDelivery: false, step: 3 });

    const start = await shopper.placeOrder({ revision: state.revision });
    expect((await shopper.pay(CARDS.succeeds)).json()).toEqual({ state: 'paid' });
    const order = await orderById(t.db, start.orderId);
    expect(order).toMatchObject({ customerId: row.id, email: row.email, status: 'pending', locale: 'en' });
    expect(order.deliveryAddress).toMatchObject({ line1: '3 place Ailleurs', city: 'Nantes' });
    expect(order.billingAddress).toMatchObject({ line1: '1 rue du Foyer' });
    const [mail] = await mailsAbout(t.db, row.email);
    expect(mail!.text).toContain(`/commande/${order.id}`);

    // An address edited later does not rewrite the order.
    await shopper.call('PUT', `/addresses/${other.id}`, typedAddress({ line1: 'Déménagé', city: 'Brest', zip: '29200' }));
    expect((await orderById(t.db, order.id)).deliveryAddress).toMatchObject({ city: 'Nantes' });
    const confirmation = await shopper.call('GET', '/checkout/confirmation');
    expect(confirmation.json()).toMatchObject({ orderNumber: order.number, state: 'paid' });
  });

  it('chooses billing the same as delivery', async () => {
    const { shopper, other } = await customerWithBook();
    await productInCart(shopper);
    await shopper.checkout('PUT', '/delivery', { addressId: other.id });
    const state = await shopper.checkout('PUT', '/billing', { sameAsDelivery: true });
    expect(state.draft).toMatchObject({ billingSameAsDelivery: true, billing: { id: other.id } });
  });

  it('cannot name another customer’s address: 404, as for one that does not exist, and nothing kept', async () => {
    const { shopper } = await customerWithBook();
    const stranger = await customerWithBook();
    await productInCart(shopper);
    for (const path of ['/checkout/delivery', '/checkout/billing']) {
      expectRefusal(await shopper.call('PUT', path, { addressId: stranger.home.id }), 404, 'address_not_found', 'addresses:errors.notFound');
      expectRefusal(await shopper.call('PUT', path, { addressId: 999_999 }), 404, 'address_not_found', 'addresses:errors.notFound');
    }
    expect((await shopper.checkout()).draft.delivery?.id).not.toBe(stranger.home.id);
  });

  it('names an address by its id, not by typing one; and has no guest e-mail to give', async () => {
    const { shopper } = await customerWithBook();
    await productInCart(shopper);
    expectRefusal(await shopper.call('PUT', '/checkout/delivery', typedAddress()), 400, 'invalid_parameter', 'errors:checkout.addressRequired', {
      field: 'addressId',
    });
    expectRefusal(await shopper.call('PUT', '/checkout/email', { email: 'other@exemple.fr' }), 409, 'signed_in', 'errors:checkout.signedIn');
  });

  it('without any address is asked for one before paying', async () => {
    const row = await insertCustomer(t.db);
    const shopper = new Shopper(t.app).withCookie(await signInAs(t.db, row.id));
    await productInCart(shopper);
    const state = await shopper.checkout();
    expect(state.blockers).toEqual(['errors:checkout.deliveryMissing', 'errors:checkout.billingMissing']);
    expectRefusal(await shopper.call('POST', '/checkout/order', {}), 409, 'checkout_incomplete', 'errors:checkout.deliveryMissing');
  });
});

describe('signing in during checkout', () => {
  it('drops the guest’s answers with the guest cart: the customer’s own draft and book apply', async () => {
    const { row, home } = await customerWithBook('fr', PASSWORD);
    const shopper = new Shopper(t.app);
    await productInCart(shopper);
    await shopper.answerAsGuest('guest@exemple.fr', typedAddress({ line1: 'Adresse de l’invité' }));
    expect(await t.db.$count(checkoutDrafts)).toBeGreaterThan(0);
    const drafts = await t.db.$count(checkoutDrafts);

    const login = await shopper.call('POST', '/account/login', { email: row.email, password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const state = await shopper.checkout();
    expect(state.mode).toBe('customer');
    expect(state.draft).toMatchObject({ email: row.email, delivery: { id: home.id } });
    expect(state.cart.lines).toHaveLength(1);
    expect(await t.db.$count(checkoutDrafts)).toBe(drafts - 1);
  });
});
