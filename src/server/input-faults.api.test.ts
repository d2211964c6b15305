import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertCatalogueBase, insertProduct } from '../../tests/helpers/factories';
import { operationName, operationsOf } from '../../tests/helpers/fuzz/operations';
import { LogCapture } from '../../tests/helpers/log-capture';
import { homeAddress } from '../../tests/helpers/orders';
import { insertCustomer, signInAs } from '../../tests/helpers/sessions';
import { insertStaff, signInStaffAs } from '../../tests/helpers/staff';
import { invoices, invoiceSequences, products } from '../db/schema';
import type { Locale } from '../domain/locale';
import { translatorFor } from '../i18n/instance';
import {
  asOpened,
  insertUploads,
  newProduct,
  staffCaller,
  staffProduct,
  type CatalogueBase,
  type StaffCall,
} from './features/admin-products/products-test-kit';

/**
 * Input that answered 500 (issue 22): a search that reads as a price no column holds, ids past
 * PostgreSQL's 32-bit integers, a typed invoice whose amounts pass them, a JSON body `null`, a
 * NUL in a desk's search. Each must answer a 4xx in the caller's language, naming the field,
 * change nothing, and be refused before any query carries the value.
 */
const log = new LogCapture();
let t: TestApp;
let base: CatalogueBase;
let admin: StaffCall;
let adminCookie: string;
let customerCookie: string;

beforeAll(async () => {
  t = await createTestApp({ logStream: log });
  base = { ...(await insertCatalogueBase(t.db)), uploads: await insertUploads(t, 20) };
  adminCookie = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
  admin = staffCaller(t, adminCookie);
  customerCookie = await signInAs(t.db, (await insertCustomer(t.db)).id);
});
afterAll(() => t?.close());

const TOO_BIG = 2_147_483_648;
const message = (locale: Locale, key: string) => translatorFor(locale)(key);

type ApiError = { error: { code: string; message: string; field?: string } };

function expectRefusal(response: LightMyRequestResponse, field: string | undefined, text: string, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<ApiError>()).toEqual({ error: { code: 'invalid_parameter', message: text, ...(field ? { field } : {}) } });
}

/** Nothing at warning level or above: no 500, and no NUL stopped by the database layer's net instead of a schema. */
function expectNoWarning(from: number) {
  expect(log.entries(from).filter((entry) => (entry.level as number) >= 40)).toEqual([]);
}

const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]!.n;

describe('the staff products search', () => {
  it.each(['2147483648', '99999999999999999999', '21474836,48', '21474836.48'])(
    'q=%s reads as words, not as a price no product can have: 200 with what matches',
    async (q) => {
      const from = log.lines.length;
      const response = await admin('GET', `/products?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ items: [], total: 0 });
      expectNoWarning(from);
    },
  );

  it.each(['orders', 'invoices', 'newsletters'])('the %s desk takes the same numbers as words: 200', async (desk) => {
    const from = log.lines.length;
    for (const q of ['2147483648', '99999999999999999999', '21474836,48']) {
      const response = await admin('GET', `/${desk}?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, `${desk} ${q}: ${response.body}`).toBe(200);
    }
    expectNoWarning(from);
  });

  it('still finds a product whose reference holds those digits, and the largest price a product could have', async () => {
    const product = await insertProduct(t.db, { reference: 'TS-2147483648', priceCents: 2_147_483_647 });
    const byWords = await admin('GET', '/products?q=2147483648');
    expect(byWords.statusCode, byWords.body).toBe(200);
    expect(byWords.json<{ items: { id: number }[] }>().items.map((item) => item.id)).toEqual([product.id]);
    const byPrice = await admin('GET', `/products?q=${encodeURIComponent('21474836,47')}`);
    expect(byPrice.json<{ items: { id: number }[] }>().items.map((item) => item.id)).toEqual([product.id]);
  });
});

describe('ids past 2^31 - 1 in a product save', () => {
  it.each([
    ['collectionId', (body: ReturnType<typeof newProduct>) => ({ ...body, collectionId: TOO_BIG }), 'collectionId', 'collectionMissing'],
    [
      'a stock row’s colorId',
      (body: ReturnType<typeof newProduct>) => ({ ...body, stock: [{ ...body.stock[0]!, colorId: TOO_BIG }] }),
      'stock.0.colorId',
      'colorInvalid',
    ],
    [
      'a stock row’s sizeId',
      (body: ReturnType<typeof newProduct>) => ({ ...body, stock: [{ ...body.stock[0]!, sizeId: 99_999_999_999 }] }),
      'stock.0.sizeId',
      'sizeInvalid',
    ],
  ])(
    'a new product with %s too large answers 400 naming it, in the staff member’s language, and creates nothing',
    async (_what, change, field, key) => {
      const before = await productCount();
      for (const locale of ['fr', 'en'] as const) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/admin/products?lang=${locale}`,
          headers: { cookie: adminCookie },
          payload: change(newProduct(base)),
        });
        expectRefusal(response, field, message(locale, `back:productForm.validation.${key}`));
      }
      expect(await productCount()).toBe(before);
    },
  );

  it('an edit whose stock row says it showed more than 2^31 - 1 units, or names such a colour, answers 400 and changes nothing', async () => {
    const created = await admin('POST', '/products', newProduct(base));
    expect(created.statusCode, created.body).toBe(201);
    const opened = await staffProduct(admin, created.json<{ id: number }>().id);
    const edit = asOpened(opened);

    const shown = await admin('PUT', `/products/${opened.id}?lang=en`, { ...edit, stock: [{ ...edit.stock[0]!, shown: TOO_BIG }] });
    expectRefusal(shown, 'stock.0.shown', message('en', 'back:productForm.validation.shownInvalid'));
    const color = await admin('PUT', `/products/${opened.id}`, { ...edit, stock: [{ ...edit.stock[0]!, colorId: TOO_BIG }] });
    expectRefusal(color, 'stock.0.colorId', message('fr', 'back:productForm.validation.colorInvalid'));
    const version = await admin('PUT', `/products/${opened.id}`, { ...edit, version: TOO_BIG });
    expectRefusal(version, 'version', message('fr', 'back:productForm.validation.invalid'));

    expect(await staffProduct(admin, opened.id)).toEqual(opened);
  });
});

describe('ids past 2^31 - 1 in a URL', () => {
  it.each([
    '/api/admin/orders/99999999999',
    '/api/admin/orders/2147483648/packing-slip',
    '/api/admin/products/99999999999',
    '/api/admin/invoices/99999999999/pdf',
    '/api/admin/returns?order=99999999999',
    '/api/store/orders/99999999999',
    '/api/store/products/99999999999',
  ])('GET %s answers 400 naming the id', async (url) => {
    const response = await t.app.inject({ url, headers: { cookie: `${adminCookie}; ${customerCookie}` } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<ApiError>().error.field).toMatch(/^(id|order)$/);
  });

  it('every operation of the API with an id in its path answers 400 to 99999999999, never 500, whatever its method', async () => {
    const withIds = operationsOf(t.app.swagger()).filter((operation) =>
      operation.parameters.some((parameter) => parameter.in === 'path' && /id$/i.test(parameter.name)),
    );
    expect(withIds.length).toBeGreaterThan(30);
    const from = log.lines.length;
    const answers: string[] = [];
    for (const operation of withIds) {
      const url = operation.path.replace(/\{[^}]+\}/g, '99999999999');
      const response = await t.app.inject({
        method: operation.method as 'GET',
        url,
        headers: { cookie: `${adminCookie}; ${customerCookie}`, origin: 'http://localhost:3000' },
        ...(operation.body ? { payload: {} } : {}),
      });
      answers.push(`${operationName(operation)} ${response.statusCode}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(' 400'))).toEqual([]);
    expectNoWarning(from);
  });
});

describe('a typed invoice whose amounts pass 21 474 836,47 €', () => {
  const typed = (lines: object[], shippingCents = 0) => ({ customer: homeAddress, lines, shippingCents });
  const invoiceState = async () => ({
    invoices: (await t.db.select({ n: count() }).from(invoices))[0]!.n,
    sequences: await t.db.select().from(invoiceSequences),
  });

  it.each([
    [
      'a line of 215 x 100 000,00 €',
      typed([{ description: 'Broderie', quantity: 215, unitPriceCents: 10_000_000 }]),
      'lines.0.unitPriceCents',
      'lineTooLarge',
    ],
    [
      'three lines of 100 x 100 000,00 €',
      typed([1, 2, 3].map((n) => ({ description: `Lot ${n}`, quantity: 100, unitPriceCents: 10_000_000 }))),
      'lines.2.unitPriceCents',
      'totalTooLarge',
    ],
    [
      'lines and shipping together',
      typed([{ description: 'Lot', quantity: 214, unitPriceCents: 10_000_000 }], 7_483_648),
      'shippingCents',
      'totalTooLarge',
    ],
  ])('%s answers 400 saying the amount is too large, and issues nothing', async (_what, body, field, key) => {
    const before = await invoiceState();
    for (const locale of ['fr', 'en'] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/invoices?lang=${locale}`,
        headers: { cookie: adminCookie },
        payload: body,
      });
      expectRefusal(response, field, message(locale, `invoices:validation.${key}`));
      expect(response.json<ApiError>().error.message).toMatch(/21 474 836,47 €|€21,474,836\.47/);
    }
    expect(await invoiceState()).toEqual(before);
  });
});

describe('a JSON body that is null', () => {
  it('a product save answers 400 and creates or changes nothing', async () => {
    const before = await productCount();
    for (const [method, url] of [
      ['POST', '/api/admin/products'],
      ['PUT', '/api/admin/products/1'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { cookie: adminCookie, 'content-type': 'application/json' }, payload: 'null' });
      expectRefusal(response, undefined, message('fr', 'errors:invalidRequest'));
    }
    expect(await productCount()).toBe(before);
  });

  it('every operation of the API that takes a JSON body answers it with a 4xx, never 500', async () => {
    const withBodies = operationsOf(t.app.swagger()).filter((operation) => operation.body);
    expect(withBodies.length).toBeGreaterThan(40);
    const from = log.lines.length;
    const answers: string[] = [];
    for (const operation of withBodies) {
      const response = await t.app.inject({
        method: operation.method as 'POST',
        url: operation.path.replace(/\{[^}]+\}/g, '1'),
        headers: { cookie: `${adminCookie}; ${customerCookie}`, origin: 'http://localhost:3000', 'content-type': 'application/json' },
        payload: 'null',
      });
      answers.push(`${operationName(operation)} ${response.statusCode}`);
    }
    expect(answers.filter((answer) => !/ 4\d\d$/.test(answer))).toEqual([]);
    expectNoWarning(from);
  });
});

describe('a NUL in a staff desk’s search', () => {
  it.each(['orders', 'invoices', 'products', 'newsletters'])(
    'GET /api/admin/%s with a NUL byte in q is refused by the route’s schema, naming q, before any query',
    async (desk) => {
      const from = log.lines.length;
      for (const locale of ['fr', 'en'] as const) {
        const response = await admin('GET', `/${desk}?q=Ly%00on&lang=${locale}`);
        expectRefusal(response, 'q', message(locale, 'errors:invalidCharacters'));
      }
      // The database layer's net (db/unstorable-text.ts) warns when a NUL reaches it: it must not have.
      expectNoWarning(from);
    },
  );

  it('the typed invoice’s order check refuses a NUL in the order number or the e-mail the same way', async () => {
    const from = log.lines.length;
    const number = await admin('GET', `/invoices/typed-invoice-order?orderNumber=AT%0012&email=${encodeURIComponent(homeAddress.email)}`);
    expectRefusal(number, 'orderNumber', message('fr', 'errors:invalidCharacters'));
    const email = await admin('GET', '/invoices/typed-invoice-order?orderNumber=AT12&email=a%00%40b.fr');
    expectRefusal(email, 'email', message('fr', 'errors:invalidCharacters'));
    expectNoWarning(from);
  });
});
