import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore, type MigrationScratch } from '../../tests/helpers/migration-scratch';
import { migrationsFolder } from './client';

/**
 * The migration that gave order lines their English names, on a shop that already had orders:
 * the lines of a French order keep their French names and get the product's and colour's
 * English ones; those of an English order, which held English names, move them to the English
 * columns and read the French ones from the catalogue; a product deleted since keeps the one
 * name it had, in both columns.
 */
const MIGRATION = '0023_order_line_names';

const address = `'{"firstName":"Ann","lastName":"Lee","email":"ann@example.com","phone":"0612345678","line1":"1 rue","line2":"","zip":"75001","city":"Paris","country":"FR"}'::jsonb`;

let workDir = '';
let db: MigrationScratch;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'atelier-line-names-'));
  db = await emptyDatabase();
  await db.migrate(await migrationsBefore(workDir, MIGRATION));
  await db.query(`
    insert into colors (id, name_fr, name_en, code) values (1, 'Marine', 'Navy', '#1f2a44');
    insert into products (id, reference, name_fr, name_en, category, price_cents, weight_grams)
      values (1, 'MAR-01', 'Marinière Belle-Île', 'Belle-Île Breton top', 'tshirts', 4900, 250);
    insert into orders (id, email, locale, delivery_address, billing_address, subtotal_cents, shipping_cents, total_cents, weight_grams)
      values (1, 'ann@example.com', 'fr', ${address}, ${address}, 9800, 0, 9800, 500),
             (2, 'bob@example.com', 'en', ${address}, ${address}, 9800, 0, 9800, 500);
    insert into order_lines (order_id, product_id, color_id, reference, name, color_name, size_name, unit_price_cents, quantity, weight_grams, vat_rate_bp)
      values (1, 1, 1, 'MAR-01', 'Marinière Belle-Île', 'Marine', 'M', 4900, 1, 250, 2000),
             (1, null, null, 'OLD-01', 'Bonnet Cime', 'Rouge', 'UNI', 4900, 1, 250, 2000),
             (2, 1, 1, 'MAR-01', 'Belle-Île Breton top (2025)', 'Navy blue', 'M', 4900, 1, 250, 2000),
             (2, null, null, 'OLD-01', 'Cime beanie', 'Red', 'UNI', 4900, 1, 250, 2000);
  `);
  await db.migrate(migrationsFolder);
});

afterAll(async () => {
  await db?.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('order lines written before their English names were kept', () => {
  it('get both languages: the snapshot kept in its own language, the other read from the catalogue, else copied', async () => {
    const lines = await db.query('select order_id, reference, name, name_en, color_name, color_name_en from order_lines order by order_id, id');
    expect(lines).toEqual([
      { order_id: 1, reference: 'MAR-01', name: 'Marinière Belle-Île', name_en: 'Belle-Île Breton top', color_name: 'Marine', color_name_en: 'Navy' },
      { order_id: 1, reference: 'OLD-01', name: 'Bonnet Cime', name_en: 'Bonnet Cime', color_name: 'Rouge', color_name_en: 'Rouge' },
      {
        order_id: 2,
        reference: 'MAR-01',
        name: 'Marinière Belle-Île',
        name_en: 'Belle-Île Breton top (2025)',
        color_name: 'Marine',
        color_name_en: 'Navy blue',
      },
      { order_id: 2, reference: 'OLD-01', name: 'Cime beanie', name_en: 'Cime beanie', color_name: 'Red', color_name_en: 'Red' },
    ]);
  });

  it('leave no line without a name: new lines must give both', async () => {
    await expect(
      db.query(
        `insert into order_lines (order_id, reference, name, color_name, size_name, unit_price_cents, quantity, weight_grams, vat_rate_bp)
         values (1, 'X', 'X', 'X', 'M', 100, 1, 10, 2000)`,
      ),
    ).rejects.toThrow(/name_en/);
  });
});
