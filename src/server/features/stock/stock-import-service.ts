import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import { stock } from '../../../db/schema';
import { labelStockChanges } from '../../../db/stock-cause';
import { readCsv } from '../../../domain/csv/csv-reader';
import type { Locale } from '../../../domain/locale';
import {
  planFingerprint,
  planStockImport,
  type ImportCatalogue,
  type StockImportCheck,
  type StockImportPlan,
} from '../../../domain/stock/stock-import';
import { translatorFor } from '../../../i18n/instance';
import { HttpError } from '../../errors';
import { readImportCatalogue } from './stock-file-repo';

/**
 * The stock CSV import (ADR 41): a dry run that says what would change and which lines are
 * refused, then "Apply", which changes exactly what the dry run showed, in one transaction, or
 * nothing when the stock moved since.
 */

const key = (name: string) => `back:stock.errors.${name}`;
const importEmpty = () => new HttpError(400, 'import_empty', key('importEmpty'), 'csv');
const importChanged = () => new HttpError(409, 'import_changed', key('importChanged'));
const importNothing = () => new HttpError(409, 'import_nothing', key('importNothing'));

async function planOf(db: DbOrTx, csv: string): Promise<{ plan: StockImportPlan; fingerprint: string; catalogue: ImportCatalogue }> {
  const rows = readCsv(csv);
  if (rows.length === 0) throw importEmpty();
  const catalogue = await readImportCatalogue(db);
  const plan = planStockImport(rows, catalogue);
  return { plan, catalogue, fingerprint: createHash('sha256').update(planFingerprint(plan)).digest('base64url') };
}

/** The dry run: nothing is written. Names and messages in the staff member's language. */
export async function checkStockImport(db: Database, csv: string, locale: Locale): Promise<StockImportCheck> {
  const { plan, fingerprint, catalogue } = await planOf(db, csv);
  const colorName = new Map(catalogue.colors.map((color) => [color.id, locale === 'en' ? color.nameEn : color.nameFr]));
  const sizeName = new Map(catalogue.sizes.map((size) => [size.id, size.name]));
  const t = translatorFor(locale);
  return {
    fingerprint,
    changes: plan.changes.map(({ line, reference, colorId, sizeId, before, after }) => ({
      line,
      reference,
      colorName: colorName.get(colorId)!,
      sizeName: sizeName.get(sizeId)!,
      before,
      after,
    })),
    unchanged: plan.unchanged,
    refused: plan.refused.map(({ line, reason, values, otherLines }) => ({
      line,
      reason,
      message: t(`back:stock.import.reasons.${reason}`, { ...values, others: otherLines?.join(', ') ?? '' }),
    })),
  };
}

/**
 * Applies the file if the stock is still what the dry run showed (its fingerprint): each
 * variant set to the counted quantity with a conditional update, in the order checkouts lock
 * stock rows, each movement recorded as this staff member's import. A sale between the check
 * and the apply makes the fingerprint or an update differ: nothing is written (409).
 */
export async function applyStockImport(db: Database, csv: string, fingerprint: string, staffId: number): Promise<{ changed: number }> {
  return db.transaction(async (tx) => {
    const { plan, fingerprint: now } = await planOf(tx, csv);
    if (now !== fingerprint) throw importChanged();
    if (plan.changes.length === 0) throw importNothing();
    await labelStockChanges(tx, { reason: 'import', staffId });
    const ordered = [...plan.changes].sort((a, b) => a.productId - b.productId || a.colorId - b.colorId || a.sizeId - b.sizeId);
    for (const change of ordered) {
      const moved = await tx
        .update(stock)
        .set({ quantity: change.after })
        .where(
          and(
            eq(stock.productId, change.productId),
            eq(stock.colorId, change.colorId),
            eq(stock.sizeId, change.sizeId),
            eq(stock.quantity, sql`${change.before}::int`),
          ),
        )
        .returning({ quantity: stock.quantity });
      if (moved.length === 0) throw importChanged();
    }
    return { changed: ordered.length };
  });
}
