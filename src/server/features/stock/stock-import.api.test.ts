import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct } from '../../../../tests/helpers/factories';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { stock, stockMovements } from '../../../db/schema';
import type { StockImportCheck } from '../../../domain/stock/stock-import';

/**
 * The stock CSV from the products desk (ADR 41): exported, counted, imported with a dry run
 * that names each refused line, then applied to exactly the variants it showed, each with its
 * movement; refused when the stock moved in between; staff only.
 */

let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;
let collaborator: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await insertCatalogueBase(t.db);
  collaborator = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator', { firstName: 'Rémi', lastName: 'Colla' })).id);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie: string | null = collaborator): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

const quantityOf = async (productId: number, colorId: number, sizeId: number) =>
  (
    await t.db
      .select()
      .from(stock)
      .where(and(eq(stock.productId, productId), eq(stock.colorId, colorId), eq(stock.sizeId, sizeId)))
  )[0]!.quantity;

/** Two products: a T-shirt in navy M (5) and ecru L (2), a sweat-shirt in red S (0). */
async function shelf() {
  const tee = await insertProduct(t.db, {
    stock: [
      { color: base.colors.navy, size: base.sizes.M, quantity: 5 },
      { color: base.colors.ecru, size: base.sizes.L, quantity: 2 },
    ],
  });
  const sweat = await insertProduct(t.db, { stock: [{ color: base.colors.red, size: base.sizes.S, quantity: 0 }] });
  return { tee, sweat };
}

describe('the stock file', () => {
  it('exports every variant in the four columns the import reads, in the staff member’s language', async () => {
    const { tee } = await shelf();
    const fr = await call('GET', '/stock/export?lang=fr');
    expect(fr.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(fr.headers['content-disposition']).toMatch(/^attachment; filename="stock-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = fr.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFRéférence;Couleur;Taille;Quantité');
    expect(lines).toContain(`${tee.reference};Écru;L;2`);
    expect((await call('GET', '/stock/export?lang=en')).body).toContain(`${tee.reference},Ecru,L,2`);
  });

  it('dry-runs a file with a bad line: names it, shows before → after, and writes nothing; applying changes exactly those variants, each with a movement', async () => {
    const { tee, sweat } = await shelf();
    const csv = [
      '\uFEFFRéférence;Couleur;Taille;Quantité',
      `${tee.reference};Marine;M;7`,
      `${tee.reference};écru;l;2`,
      `${sweat.reference};Rouge;XL;4`,
      `${sweat.reference};Red;S;12`,
      'INCONNUE;Marine;M;1',
      `${tee.reference};Marine;L;trois`,
    ].join('\r\n');
    const check = await call('POST', '/stock/import/check?lang=fr', { csv });
    expect(check.statusCode, check.body).toBe(200);
    const dry = check.json<StockImportCheck>();
    expect(dry.changes).toEqual([
      { line: 2, reference: tee.reference, colorName: 'Marine', sizeName: 'M', before: 5, after: 7 },
      { line: 5, reference: sweat.reference, colorName: 'Rouge', sizeName: 'S', before: 0, after: 12 },
    ]);
    expect(dry.unchanged).toBe(1);
    expect(dry.refused).toEqual([
      { line: 4, reason: 'not_offered', message: `le produit « ${sweat.reference} » n’existe pas en Rouge – XL.` },
      { line: 6, reason: 'unknown_reference', message: 'aucun produit n’a la référence « INCONNUE ».' },
      { line: 7, reason: 'not_offered', message: `le produit « ${tee.reference} » n’existe pas en Marine – L.` },
    ]);
    expect(await quantityOf(tee.id, base.colors.navy.id, base.sizes.M.id)).toBe(5);

    const applied = await call('POST', '/stock/import', { csv, fingerprint: dry.fingerprint });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ changed: 2 });
    expect(await quantityOf(tee.id, base.colors.navy.id, base.sizes.M.id)).toBe(7);
    expect(await quantityOf(tee.id, base.colors.ecru.id, base.sizes.L.id)).toBe(2);
    expect(await quantityOf(sweat.id, base.colors.red.id, base.sizes.S.id)).toBe(12);
    const movements = await t.db
      .select({ productId: stockMovements.productId, before: stockMovements.quantityBefore, after: stockMovements.quantityAfter })
      .from(stockMovements)
      .where(eq(stockMovements.reason, 'import'));
    expect(movements).toEqual(
      expect.arrayContaining([
        { productId: tee.id, before: 5, after: 7 },
        { productId: sweat.id, before: 0, after: 12 },
      ]),
    );
    expect(movements).toHaveLength(2);
    // Applied twice (a double click): the stock is already the file's.
    expect((await call('POST', '/stock/import?lang=en', { csv, fingerprint: dry.fingerprint })).json()).toMatchObject({
      error: { code: 'import_changed' },
    });
  });

  it('applies nothing when the stock moved since the dry run', async () => {
    const { tee } = await shelf();
    const csv = `${tee.reference},Navy,M,9\n${tee.reference},Ecru,L,0`;
    const dry = (await call('POST', '/stock/import/check', { csv })).json<StockImportCheck>();
    expect(dry.changes).toHaveLength(2);
    // A sale of one ecru L meanwhile.
    await t.db.execute(sql`update stock set quantity = 1 where product_id = ${tee.id} and color_id = ${base.colors.ecru.id}`);
    const applied = await call('POST', '/stock/import?lang=en', { csv, fingerprint: dry.fingerprint });
    expect(applied.statusCode).toBe(409);
    expect(applied.json().error.message).toMatch(/^The stock changed since the check/);
    expect(await quantityOf(tee.id, base.colors.navy.id, base.sizes.M.id)).toBe(5);
  });

  it('names every kind of refused line, and refuses an empty or oversized file in the staff member’s language', async () => {
    const { tee } = await shelf();
    const csv = [
      'reference,colour,size,quantity',
      `${tee.reference},Navy,M,-2`,
      `${tee.reference},Violet,M,1`,
      `${tee.reference},Navy,XXXL,1`,
      `${tee.reference},Ecru,L,1`,
      `${tee.reference},ecru,L,3`,
      `${tee.reference},Navy`,
    ].join('\n');
    const dry = (await call('POST', '/stock/import/check?lang=en', { csv })).json<StockImportCheck>();
    expect(dry.refused.map(({ line, message }) => `${line}: ${message}`)).toEqual([
      '2: the quantity "-2" is not a whole number of units between 0 and 100,000.',
      '3: the colour "Violet" does not exist in the shop.',
      '4: the size "XXXL" does not exist in the shop.',
      '5: the same variant is also on line 6: fix the file to keep only one.',
      '6: the same variant is also on line 5: fix the file to keep only one.',
      '7: four columns are needed: reference, colour, size, quantity.',
    ]);
    expect(dry.changes).toEqual([]);

    const empty = await call('POST', '/stock/import/check?lang=fr', { csv: '\uFEFF\r\n' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Le fichier ne contient aucune ligne de stock.');
    const huge = await call('POST', '/stock/import/check?lang=fr', { csv: 'x'.repeat(2_000_001) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.message).toBe('Le fichier est trop gros : 2 Mo au plus.');
  });

  it('is for staff only: without a staff session every call answers 401 and nothing changes', async () => {
    const { tee } = await shelf();
    const csv = `${tee.reference};Marine;M;40`;
    const dry = (await call('POST', '/stock/import/check', { csv })).json<StockImportCheck>();
    for (const [method, url, body] of [
      ['GET', '/stock/export', undefined],
      ['POST', '/stock/import/check', { csv }],
      ['POST', '/stock/import', { csv, fingerprint: dry.fingerprint }],
      ['GET', `/products/${tee.id}/stock-movements`, undefined],
      ['GET', `/products/${tee.id}/stock-movements/export`, undefined],
    ] as const) {
      expect((await call(method, url, body, null)).statusCode, url).toBe(401);
    }
    expect(await quantityOf(tee.id, base.colors.navy.id, base.sizes.M.id)).toBe(5);
  });
});
