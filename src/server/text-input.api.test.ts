import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertCustomer, signInAs } from '../../tests/helpers/sessions';
import { customerAddresses, customers } from '../db/schema';
import { UnstorableTextError } from '../db/unstorable-text';
import enErrors from '../i18n/en/errors';
import frErrors from '../i18n/fr/errors';
import { createAddress } from './features/addresses/repo';

/**
 * Free text sent by a visitor is checked before it reaches the database (issue 7, fault 2): a
 * NUL character made PostgreSQL fail the whole request with a 500. Now it is a 400 naming the
 * field, in the visitor's language, and nothing is written.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const address = {
  firstName: 'Camille',
  lastName: 'N’Diaye',
  line1: '27 rue de l’Église',
  line2: 'Bâtiment B 🏠',
  zip: '69002',
  city: 'Łódź',
  country: 'FR' as const,
  phone: '06 12 34 56 78',
  email: 'camille.durand@exemple.fr',
};

/** Characters no text field may hold: PostgreSQL refuses the first; the others garble or spoof what pages and mails show. */
const FORBIDDEN = {
  NUL: '\u0000',
  bell: '\u0007',
  escape: '\u001b[31m',
  'line feed': '\n',
  DEL: '\u007f',
  'C1 next line': '\u0085',
  'right-to-left override': '\u202e',
  'lone surrogate': '\ud800',
  'byte order mark': '\ufeff',
};

async function signedIn(): Promise<{ id: number; cookie: string }> {
  const customer = await insertCustomer(t.db);
  return { id: customer.id, cookie: await signInAs(t.db, customer.id) };
}

function expectTextRefused(response: { statusCode: number; json: () => unknown }, field: string, language: 'fr' | 'en' = 'fr') {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: 400,
    body: { error: { code: 'invalid_parameter', message: (language === 'fr' ? frErrors : enErrors).invalidCharacters, field } },
  });
}

describe('the address book', () => {
  it.each(['firstName', 'lastName', 'line1', 'line2', 'zip', 'city', 'phone', 'email'] as const)(
    'refuses a NUL character in %s with a 400 naming it, and writes nothing',
    async (field) => {
      const { id, cookie } = await signedIn();
      const value = `${address[field].slice(0, 3)}\u0000${address[field].slice(3)}`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/store/addresses',
        payload: { ...address, [field]: value },
        headers: { cookie, 'accept-language': 'en' },
      });
      expectTextRefused(response, field, 'en');
      expect(await t.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, id))).toEqual([]);
    },
  );

  it.each(Object.entries(FORBIDDEN))('refuses a %s in a city, on creation and on edition', async (_name, character) => {
    const { cookie } = await signedIn();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/store/addresses',
      payload: { ...address, city: `Ly${character}on` },
      headers: { cookie, 'accept-language': 'fr' },
    });
    expectTextRefused(created, 'city');

    const saved = await t.app.inject({ method: 'POST', url: '/api/store/addresses', payload: address, headers: { cookie } });
    expect(saved.statusCode, saved.body).toBe(201);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/store/addresses/${saved.json<{ id: number }>().id}`,
      payload: { ...address, line1: `1 rue${character} du Port` },
      headers: { cookie, 'accept-language': 'fr' },
    });
    expectTextRefused(edited, 'line1');
  });

  it('keeps letters of every alphabet, typographic apostrophes and emoji', async () => {
    const { cookie } = await signedIn();
    const rtl = { ...address, line1: '\u200fشارع الحرية 5', city: 'Tel Aviv‎' };
    for (const payload of [address, rtl]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/store/addresses', payload, headers: { cookie } });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ line1: payload.line1, line2: payload.line2, city: payload.city.trim() });
    }
  });
});

describe('the promo code', () => {
  it('refuses a NUL character from a visitor who is not signed in, without creating a cart', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/store/cart/promo',
      payload: { code: 'BIENVENUE\u0000' },
      headers: { 'accept-language': 'fr' },
    });
    expectTextRefused(response, 'code');
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain('cart');
  });

  it('refuses it from a customer too', async () => {
    const { cookie } = await signedIn();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/store/cart/promo',
      payload: { code: '\u0000' },
      headers: { cookie, 'accept-language': 'fr' },
    });
    expectTextRefused(response, 'code');
  });
});

describe('the account', () => {
  it('refuses control characters in the names of a registration and of a profile', async () => {
    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/store/account/register',
      payload: { firstName: 'Zoé\u0000', lastName: 'Martin', email: 'zoe.nul@exemple.fr', password: 'un secret solide', acceptTerms: true },
      headers: { 'accept-language': 'fr' },
      remoteAddress: '10.8.0.1',
    });
    expectTextRefused(registration, 'firstName');
    expect(await t.db.select().from(customers).where(eq(customers.email, 'zoe.nul@exemple.fr'))).toEqual([]);

    const { id, cookie } = await signedIn();
    const [before] = await t.db.select().from(customers).where(eq(customers.id, id));
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/store/account/profile',
      payload: { firstName: 'Zoé', lastName: 'Mar\u202etin', email: before!.email },
      headers: { cookie, 'accept-language': 'en' },
    });
    expectTextRefused(profile, 'lastName', 'en');
    const [after] = await t.db.select().from(customers).where(eq(customers.id, id));
    expect(after).toEqual(before);
  });
});

describe('the safety net under the validation', () => {
  it('stops a NUL character that a route would let through before the statement is sent', async () => {
    const { id } = await signedIn();
    await expect(createAddress(t.db, id, { ...address, city: 'Ly\u0000on' })).rejects.toBeInstanceOf(UnstorableTextError);
    expect(await t.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, id))).toEqual([]);
  });
});
