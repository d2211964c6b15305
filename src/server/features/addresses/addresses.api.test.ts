import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { customerAddresses } from '../../../db/schema';
import { MAX_ADDRESSES_PER_CUSTOMER, type Address } from '../../../domain/addresses/address';
import enAddresses from '../../../i18n/en/addresses';
import frAddresses from '../../../i18n/fr/addresses';
import frErrors from '../../../i18n/fr/errors';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const home = {
  firstName: 'Camille',
  lastName: 'Durand',
  line1: '27 rue de la République',
  line2: 'Bâtiment B',
  zip: '69002',
  city: 'Lyon',
  country: 'FR',
  phone: '06 12 34 56 78',
  email: 'camille.durand@exemple.fr',
};
const office = { ...home, line1: '8 boulevard Voltaire', line2: '', zip: '75011', city: 'Paris' };
const holidays = { ...home, line1: '3 quai des Chartrons', zip: '33000', city: 'Bordeaux' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Caller = (method: Method, url: string, payload?: object, language?: 'fr' | 'en') => Promise<LightMyRequestResponse>;

/** A fresh customer, signed in, and a way to call the API as them. */
async function newCustomer(): Promise<{ id: number; call: Caller }> {
  const customer = await insertCustomer(t.db);
  const cookie = await signInAs(t.db, customer.id);
  return {
    id: customer.id,
    call: (method, url, payload, language = 'fr') =>
      t.app.inject({ method, url: `/api/store${url}`, payload, headers: { cookie, 'accept-language': language } }),
  };
}

async function create(call: Caller, fields: object): Promise<Address> {
  const response = await call('POST', '/addresses', fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Address>();
}

const rowsOf = (customerId: number) => t.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId));

const summary = (book: Address[]) => book.map((a) => `${a.city}${a.isDefaultDelivery ? ' D' : ''}${a.isDefaultBilling ? ' B' : ''}`);

describe('a visitor who is not signed in', () => {
  it.each([
    ['GET', '/addresses', undefined],
    ['POST', '/addresses', { firstName: '' }],
    ['GET', '/addresses/1', undefined],
    ['PUT', '/addresses/1', home],
    ['DELETE', '/addresses/1', undefined],
    ['POST', '/addresses/1/default', { kind: 'delivery' }],
  ] as const)('gets 401 for %s %s, before the input is even read', async (method, url, payload) => {
    const response = await t.app.inject({ method, url: `/api/store${url}`, payload, headers: { 'accept-language': 'fr' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'not_signed_in', message: frErrors.notSignedIn } });
  });
});

describe('the address book', () => {
  it('makes the first address the default delivery and billing address, whatever was asked', async () => {
    const { call } = await newCustomer();
    const first = await create(call, { ...home, isDefaultDelivery: false, isDefaultBilling: false });
    expect(first).toMatchObject({ ...home, isDefaultDelivery: true, isDefaultBilling: true });
    expect(typeof first.id).toBe('number');
    const second = await create(call, office);
    expect(second).toMatchObject({ isDefaultDelivery: false, isDefaultBilling: false });
  });

  it('lists the default delivery address, then the default billing address, then the newest', async () => {
    const { call } = await newCustomer();
    await create(call, { ...home, city: 'Ancienne' });
    await create(call, { ...office, city: 'Facturation', isDefaultBilling: true });
    await create(call, { ...office, city: 'Récente' });
    await create(call, { ...office, city: 'Livraison', isDefaultDelivery: true });
    const book = (await call('GET', '/addresses')).json<Address[]>();
    expect(summary(book)).toEqual(['Livraison D', 'Facturation B', 'Récente', 'Ancienne']);
  });

  it('reads, edits and deletes one address', async () => {
    const { call, id } = await newCustomer();
    const address = await create(call, home);

    const read = await call('GET', `/addresses/${address.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(address);

    const edited = await call('PUT', `/addresses/${address.id}`, { ...home, line1: ' 29 rue de la République ', line2: '' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ ...address, line1: '29 rue de la République', line2: '' });

    const deleted = await call('DELETE', `/addresses/${address.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await rowsOf(id)).toEqual([]);
    expect((await call('GET', `/addresses/${address.id}`)).statusCode).toBe(404);
  });
});

describe('default addresses', () => {
  it('are exclusive: making an address the default delivery one takes it from the previous one', async () => {
    const { call, id } = await newCustomer();
    const first = await create(call, home);
    const second = await create(call, office);

    const answer = await call('POST', `/addresses/${second.id}/default`, { kind: 'delivery' });
    expect(answer.statusCode).toBe(200);
    expect(summary(answer.json<Address[]>())).toEqual(['Paris D', 'Lyon B']);

    const billing = await call('POST', `/addresses/${second.id}/default`, { kind: 'billing' });
    expect(summary(billing.json<Address[]>())).toEqual(['Paris D B', 'Lyon']);

    const rows = await rowsOf(id);
    expect(rows.filter((r) => r.isDefaultDelivery).map((r) => r.id)).toEqual([second.id]);
    expect(rows.filter((r) => r.isDefaultBilling).map((r) => r.id)).toEqual([second.id]);
    expect(rows.find((r) => r.id === first.id)).toMatchObject({ isDefaultDelivery: false, isDefaultBilling: false });
  });

  it('move with a new address created as default, and with an edit that asks for it', async () => {
    const { call } = await newCustomer();
    await create(call, home);
    await create(call, { ...office, isDefaultDelivery: true });
    expect(summary((await call('GET', '/addresses')).json())).toEqual(['Paris D', 'Lyon B']);

    const third = await create(call, holidays);
    const edit = await call('PUT', `/addresses/${third.id}`, { ...holidays, isDefaultBilling: true });
    expect(edit.json()).toMatchObject({ isDefaultDelivery: false, isDefaultBilling: true });
    expect(summary((await call('GET', '/addresses')).json())).toEqual(['Paris D', 'Bordeaux B', 'Lyon']);
  });

  it('are kept by an edit that leaves the flags out, and given up by one that unticks them', async () => {
    const { call } = await newCustomer();
    const address = await create(call, home);
    const kept = await call('PUT', `/addresses/${address.id}`, { ...home, city: 'Villeurbanne' });
    expect(kept.json()).toMatchObject({ city: 'Villeurbanne', isDefaultDelivery: true, isDefaultBilling: true });
    const givenUp = await call('PUT', `/addresses/${address.id}`, { ...home, isDefaultDelivery: false, isDefaultBilling: true });
    expect(givenUp.json()).toMatchObject({ isDefaultDelivery: false, isDefaultBilling: true });
  });

  it('are not handed to another address when the default one is deleted', async () => {
    const { call } = await newCustomer();
    const first = await create(call, home);
    await create(call, office);
    await call('DELETE', `/addresses/${first.id}`);
    expect(summary((await call('GET', '/addresses')).json())).toEqual(['Paris']);
  });

  it('stay single when several addresses are made the default at the same moment', async () => {
    const { call, id } = await newCustomer();
    await create(call, home);
    const others = [await create(call, office), await create(call, holidays), await create(call, { ...office, city: 'Lille' })];
    const answers = await Promise.all(others.map((a) => call('POST', `/addresses/${a.id}/default`, { kind: 'delivery' })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await rowsOf(id)).filter((r) => r.isDefaultDelivery)).toHaveLength(1);
  });

  it('refuses a kind that is neither delivery nor billing', async () => {
    const { call } = await newCustomer();
    const address = await create(call, home);
    const response = await call('POST', `/addresses/${address.id}/default`, { kind: 'shipping' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('kind');
  });
});

describe('another customer’s address', () => {
  let owner: Awaited<ReturnType<typeof newCustomer>>;
  let intruder: Awaited<ReturnType<typeof newCustomer>>;
  let theirs: Address;

  beforeEach(async () => {
    owner = await newCustomer();
    intruder = await newCustomer();
    await create(intruder.call, office);
    theirs = await create(owner.call, home);
  });

  it.each([
    ['reading it', 'GET', '', undefined],
    ['editing it', 'PUT', '', holidays],
    ['deleting it', 'DELETE', '', undefined],
    ['making it the default delivery address', 'POST', '/default', { kind: 'delivery' }],
    ['making it the default billing address', 'POST', '/default', { kind: 'billing' }],
  ] as const)('answers 404 to %s, exactly like a missing address, and stays as it was', async (_what, method, suffix, payload) => {
    const before = await rowsOf(owner.id);
    const foreign = await intruder.call(method, `/addresses/${theirs.id}${suffix}`, payload);
    const missing = await intruder.call(method, `/addresses/999999${suffix}`, payload);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: { code: 'address_not_found', message: frAddresses.errors.notFound } });
    expect(missing.json()).toEqual(foreign.json());
    expect(await rowsOf(owner.id)).toEqual(before);
    expect(summary((await intruder.call('GET', '/addresses')).json())).toEqual(['Paris D B']);
  });

  it('never appears in the other customer’s list', async () => {
    const list = (await intruder.call('GET', '/addresses')).json<Address[]>();
    expect(list.map((a) => a.id)).not.toContain(theirs.id);
  });
});

describe('bad input', () => {
  const v = frAddresses.validation;
  const cases = [
    ['firstName', '', v.firstNameMissing],
    ['firstName', undefined, v.firstNameMissing],
    ['lastName', '  ', v.lastNameMissing],
    ['line1', '', v.line1Missing],
    ['line2', 'x'.repeat(121), v.tooLong],
    ['line2', 12, v.invalid],
    ['zip', '', v.zipMissing],
    ['zip', 'ABC', v.zipDigit],
    ['city', '', v.cityMissing],
    ['city', 'x'.repeat(81), v.tooLong],
    ['country', 'Pays *', v.countryRequired],
    ['country', 'US', v.countryRequired],
    ['country', undefined, v.countryRequired],
    ['phone', '', v.phoneMissing],
    ['phone', 'pas de téléphone', v.phoneDigit],
    ['phone', '06 12 34 56 78 ext', v.phoneCharacters],
    ['email', '', v.emailMissing],
    ['email', 'camille.durand', v.emailInvalid],
    ['isDefaultDelivery', 'oui', v.invalid],
    ['isDefaultBilling', 1, v.invalid],
  ] as const;

  it.each(cases)('%s = %j: a new address is refused with 400 naming the field, nothing written', async (field, value, message) => {
    const { call, id } = await newCustomer();
    const response = await call('POST', '/addresses', { ...home, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_parameter', message, field } });
    expect(await rowsOf(id)).toEqual([]);
  });

  it.each(cases)('%s = %j: an edit is refused with 400 naming the field, the address unchanged', async (field, value, message) => {
    const { call, id } = await newCustomer();
    const address = await create(call, home);
    const before = await rowsOf(id);
    const response = await call('PUT', `/addresses/${address.id}`, { ...home, city: 'Ailleurs', [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_parameter', message, field } });
    expect(await rowsOf(id)).toEqual(before);
  });

  it('answers in the customer’s language', async () => {
    const { call } = await newCustomer();
    const response = await call('POST', '/addresses', { ...home, firstName: '' }, 'en');
    expect(response.json()).toEqual({
      error: { code: 'invalid_parameter', message: enAddresses.validation.firstNameMissing, field: 'firstName' },
    });
  });

  it('refuses an id that is not a number', async () => {
    const { call } = await newCustomer();
    expect((await call('GET', '/addresses/abc')).statusCode).toBe(400);
    expect((await call('GET', '/addresses/99999999999')).statusCode).toBe(400);
  });

  it(`refuses an address beyond the ${MAX_ADDRESSES_PER_CUSTOMER}th, keeping the book as it was`, async () => {
    const { call, id } = await newCustomer();
    await t.db.insert(customerAddresses).values(Array.from({ length: MAX_ADDRESSES_PER_CUSTOMER }, () => ({ ...office, customerId: id })));
    const response = await call('POST', '/addresses', home);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'book_full', message: frAddresses.errors.bookFull } });
    expect(await rowsOf(id)).toHaveLength(MAX_ADDRESSES_PER_CUSTOMER);
  });
});
