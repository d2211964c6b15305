import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/helpers/app';
import { insertProduct } from '../../../../tests/helpers/factories';
import { insertOrder } from '../../../../tests/helpers/orders';
import { pictureFilesLeft, writePictureFiles } from '../../../../tests/helpers/pictures';
import { cartLines, orderLines, productMedia, products, stock } from '../../../db/schema';
import enBack from '../../../i18n/en/back';
import { expectRefusal } from '../cart/cart-test-kit';
import { Shopper } from '../checkout/checkout-test-kit';
import { imagesDirOf } from '../../images/files';
import { staffProduct, storefrontList, storefrontProduct, type CatalogueBase, openProductsApi, type StaffCall } from './products-test-kit';

let t: TestApp;
let base: CatalogueBase;
let call: StaffCall;

beforeAll(async () => {
  ({ t, base, call } = await openProductsApi('collaborator'));
});
afterAll(() => t?.close());

const listedIds = async () => (await storefrontList(t, 'limit=100')).map((card) => card.id);
const sitemap = async () => (await t.app.inject({ url: '/sitemap.xml' })).body;
const onSale = (reference: string) =>
  insertProduct(t.db, { reference, stock: [{ color: base.colors.navy, size: base.sizes.M, quantity: 4 }], media: [{ isCardImage: true }, {}] });

describe('publishing and withdrawing', () => {
  it('takes a product off the storefront (list, page, sitemap) and puts it back, on the next read', async () => {
    const product = await onSale('PUB-1');
    expect(await listedIds()).toContain(product.id);
    expect(await sitemap()).toContain(`/produit/${product.id}<`);

    const withdrawn = await call('PUT', `/products/${product.id}/publication`, { published: false });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toEqual({ published: false });
    expect(await listedIds()).not.toContain(product.id);
    expect(await storefrontProduct(t, product.id)).toBeNull();
    expect(await sitemap()).not.toContain(`/produit/${product.id}<`);
    expect((await staffProduct(call, product.id)).published).toBe(false);

    await call('PUT', `/products/${product.id}/publication`, { published: true });
    expect(await listedIds()).toContain(product.id);
    // Publication is not an edit of the form: an editor's version still holds.
    expect((await staffProduct(call, product.id)).version).toBe(1);
  });

  it('refuses a body without the wanted state, and an unknown product', async () => {
    const product = await onSale('PUB-2');
    expectRefusal(await call('PUT', `/products/${product.id}/publication`, {}), 400, 'invalid_parameter', 'back:productErrors.publishedInvalid', {
      field: 'published',
    });
    expectRefusal(await call('PUT', '/products/999999/publication', { published: true }), 404, 'product_not_found', 'back:productErrors.notFound');
  });
});

describe('deleting', () => {
  it('erases a product no order names, with its stock, pictures (rows and files) and the cart lines that held it', async () => {
    const product = await onSale('DEL-1');
    const imagesDir = imagesDirOf(t.dataDir);
    const fileNames = product.media.map((m) => m.fileName);
    await writePictureFiles(imagesDir, fileNames);
    expect(pictureFilesLeft(imagesDir, fileNames)).toHaveLength(4);
    const shopper = new Shopper(t.app);
    await shopper.cart('POST', '/cart/lines', { productId: product.id, colorId: base.colors.navy.id, sizeId: base.sizes.M.id, quantity: 1 });

    const removed = await call('DELETE', `/products/${product.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ outcome: 'erased' });
    expect(await t.db.$count(products, eq(products.id, product.id))).toBe(0);
    expect(await t.db.$count(stock, eq(stock.productId, product.id))).toBe(0);
    expect(await t.db.$count(productMedia, eq(productMedia.productId, product.id))).toBe(0);
    expect(await t.db.$count(cartLines, eq(cartLines.productId, product.id))).toBe(0);
    expect(pictureFilesLeft(imagesDir, fileNames)).toEqual([]);
    expect(await listedIds()).not.toContain(product.id);
    expectRefusal(await call('GET', `/products/${product.id}`), 404, 'product_not_found', 'back:productErrors.notFound');
    expect((await shopper.cart()).lines).toEqual([]);
  });

  it('archives a product an order names: off the storefront and the list, never erased, and the order still reads it', async () => {
    const product = await onSale('DEL-2');
    const order = await insertOrder(t.db, { lines: [{ productId: product.id, reference: 'DEL-2', name: 'Marinière archivée' }] });

    const removed = await call('DELETE', `/products/${product.id}`);
    expect(removed.json()).toEqual({ outcome: 'archived' });
    const row = (await t.db.select().from(products).where(eq(products.id, product.id)))[0]!;
    expect(row.archivedAt).not.toBeNull();
    expect(row.isPublished).toBe(false);
    expect(await t.db.$count(productMedia, eq(productMedia.productId, product.id))).toBe(2);
    expect((await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)))[0]!.productId).toBe(product.id);

    expect(await listedIds()).not.toContain(product.id);
    expect(await sitemap()).not.toContain(`/produit/${product.id}<`);
    const staffList = (await call('GET', '/products?q=DEL-2')).json();
    expect(staffList.total).toBe(0);
    expect((await call('GET', '/products?q=DEL-2&view=archived')).json().items[0]).toMatchObject({ id: product.id, archived: true });

    // Archived for good: it cannot be put back on sale, and deleting it again changes nothing.
    expectRefusal(
      await call('PUT', `/products/${product.id}/publication`, { published: true }),
      409,
      'product_archived',
      'back:productErrors.archived',
    );
    const english = await call('PUT', `/products/${product.id}/publication?lang=en`, { published: true });
    expect(english.json().error.message).toBe(enBack.productErrors.archived);
    expect((await call('DELETE', `/products/${product.id}`)).json()).toEqual({ outcome: 'archived' });

    const detail = await call('GET', `/orders/${order.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().lines[0]).toMatchObject({ name: 'Marinière archivée', reference: 'DEL-2' });
  });

  it('restores an archived product into the list, off sale; then it can be put on sale again', async () => {
    const product = await onSale('DEL-3');
    await insertOrder(t.db, { lines: [{ productId: product.id, reference: 'DEL-3', name: 'Marinière rétablie' }] });
    expect((await call('DELETE', `/products/${product.id}`)).json()).toEqual({ outcome: 'archived' });

    expect((await call('POST', `/products/${product.id}/restore`)).statusCode).toBe(204);
    expect((await call('GET', '/products?q=DEL-3')).json().items[0]).toMatchObject({ id: product.id, archived: false, published: false });
    expect(await listedIds()).not.toContain(product.id);
    expect((await call('PUT', `/products/${product.id}/publication`, { published: true })).statusCode).toBe(200);
    expect(await listedIds()).toContain(product.id);

    // Only an archived product is restored.
    expectRefusal(await call('POST', `/products/${product.id}/restore`), 409, 'product_not_archived', 'back:productErrors.notArchived');
    expectRefusal(await call('POST', '/products/999999/restore'), 404, 'product_not_found', 'back:productErrors.notFound');
  });

  it('answers 404 for a product that does not exist', async () => {
    expectRefusal(await call('DELETE', '/products/999999'), 404, 'product_not_found', 'back:productErrors.notFound');
  });
});
