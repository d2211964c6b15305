import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, type MediaRow } from '../../../../tests/helpers/factories';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { productMedia } from '../../../db/schema';
import { picturesInput } from '../../../domain/catalogue/product-pictures';
import type { ProductCard, ProductDetail } from '../../../domain/catalogue/types';
import type { NewProductInput } from '../../../domain/products/product-input';
import type { SavedProduct, StaffProductDetail } from '../../../domain/products/staff-products';
import type { StaffRole } from '../../../domain/staff/staff';

/** Helpers of the staff products API tests (this folder's `*.api.test.ts`). */

/** The catalogue's lists, and uploads no product has taken yet (`newProduct` takes the next one). */
export type CatalogueBase = Awaited<ReturnType<typeof insertCatalogueBase>> & { uploads: MediaRow[] };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls /api/admin with a staff member's session cookie. */
export function staffCaller(t: TestApp, cookie: string) {
  return (method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}

export type StaffCall = ReturnType<typeof staffCaller>;

/**
 * Uploads as POST /api/admin/product-pictures leaves them: rows of no product (with no file:
 * these tests never serve them; those that delete files write them first).
 */
export async function insertUploads(t: TestApp, count: number): Promise<MediaRow[]> {
  return t.db
    .insert(productMedia)
    .values(Array.from({ length: count }, () => ({ fileName: `u-${randomUUID()}.webp` })))
    .returning();
}

/** A test app with every size, three colours, two collections, uploads, and a signed-in staff member of that role calling /api/admin. */
export async function openProductsApi(role: StaffRole): Promise<{ t: TestApp; base: CatalogueBase; call: StaffCall }> {
  const t = await createTestApp();
  const base = { ...(await insertCatalogueBase(t.db)), uploads: await insertUploads(t, 200) };
  return { t, base, call: staffCaller(t, await signInStaffAs(t.db, (await insertStaff(t.db, role)).id)) };
}

/** An upload no product has taken yet, from the base's supply. */
export function nextUpload(base: CatalogueBase): MediaRow {
  const upload = base.uploads.shift();
  if (!upload) throw new Error('The test ran out of uploads: raise the count in openProductsApi.');
  return upload;
}

let sequence = 0;

/** A complete creation body: a T-shirt of the summer collection at 29,90 €, navy in M and L, with one picture (a new upload). */
export function newProduct(base: CatalogueBase, overrides: Partial<NewProductInput> = {}): NewProductInput {
  const n = ++sequence;
  return {
    category: 'tshirts',
    collectionId: base.collections.summer.id,
    nameFr: `Marinière ${n}`,
    nameEn: `Breton top ${n}`,
    modelNameFr: 'Le Marin',
    modelNameEn: 'The Sailor',
    reference: `TS-ADM-${n}`,
    priceCents: 2990,
    compareAtPriceCents: null,
    weightGrams: 230,
    descriptionFr: 'Jersey de coton peigné.',
    descriptionEn: 'Combed cotton jersey.',
    showOnHome: false,
    stock: [
      { colorId: base.colors.navy.id, sizeId: base.sizes.M.id, quantity: 5 },
      { colorId: base.colors.navy.id, sizeId: base.sizes.L.id, quantity: 3 },
    ],
    pictures: [{ id: nextUpload(base).id, colorId: base.colors.navy.id }],
    cardPictureId: null,
    ...overrides,
  };
}

/** Creates the product through the API and answers what the save answered. */
export async function created(call: StaffCall, body: NewProductInput): Promise<SavedProduct> {
  const response = await call('POST', '/products', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedProduct>();
}

export async function staffProduct(call: StaffCall, id: number): Promise<StaffProductDetail> {
  const response = await call('GET', `/products/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StaffProductDetail>();
}

/** The edit body of a product as the form opened it: every stock row with the quantity it showed, its pictures as they are. */
export function asOpened(product: StaffProductDetail) {
  const { id: _id, published: _p, archivedAt: _a, createdAt: _c, updatedAt: _u, pictures, ...fields } = product;
  return { ...fields, stock: product.stock.map((row) => ({ ...row, shown: row.quantity })), ...picturesInput(pictures) };
}

/** What a visitor's storefront API answers now (the in-memory catalogue). */
export async function storefrontList(t: TestApp, query: string): Promise<ProductCard[]> {
  const response = await t.app.inject({ url: `/api/store/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: ProductCard[] }>().items;
}

/** One product as the storefront's API answers it now; null when it is not for sale. */
export async function storefrontProduct(t: TestApp, id: number, lang: 'fr' | 'en' = 'fr'): Promise<ProductDetail | null> {
  const response = await t.app.inject({ url: `/api/store/products/${id}?lang=${lang}` });
  if (response.statusCode === 404) return null;
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductDetail>();
}
