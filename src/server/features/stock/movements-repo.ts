import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { colors, orders, sizes, staff, stockMovements } from '../../../db/schema';
import type { Locale } from '../../../domain/locale';
import { STOCK_MOVEMENTS_PAGE_SIZE, type StockMovement, type StockMovementPage } from '../../../domain/stock/stock-movements';

/** Which movements of a product: every variant's, or one colour x size. */
export type MovementFilter = { productId: number; colorId?: number; sizeId?: number };

function whereOf({ productId, colorId, sizeId }: MovementFilter): SQL {
  return and(
    eq(stockMovements.productId, productId),
    colorId === undefined ? undefined : eq(stockMovements.colorId, colorId),
    sizeId === undefined ? undefined : eq(stockMovements.sizeId, sizeId),
  )!;
}

/** Movements newest first (by id: one transaction's movements share their time), colours named in `locale`. */
function movementsQuery(db: DbOrTx, filter: MovementFilter, locale: Locale) {
  return db
    .select({
      id: stockMovements.id,
      createdAt: stockMovements.createdAt,
      colorId: stockMovements.colorId,
      sizeId: stockMovements.sizeId,
      colorName: locale === 'en' ? colors.nameEn : colors.nameFr,
      sizeName: sizes.name,
      before: stockMovements.quantityBefore,
      after: stockMovements.quantityAfter,
      reason: stockMovements.reason,
      staffFirstName: staff.firstName,
      staffLastName: staff.lastName,
      orderId: stockMovements.orderId,
      orderNumber: orders.number,
    })
    .from(stockMovements)
    .innerJoin(colors, eq(colors.id, stockMovements.colorId))
    .innerJoin(sizes, eq(sizes.id, stockMovements.sizeId))
    .leftJoin(staff, eq(staff.id, stockMovements.staffId))
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .where(whereOf(filter))
    .orderBy(desc(stockMovements.id))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof movementsQuery>>[number];

function movementOf({ createdAt, staffFirstName, staffLastName, ...row }: Row): StockMovement {
  return { ...row, at: createdAt.toISOString(), staffName: staffFirstName === null ? null : `${staffFirstName} ${staffLastName}` };
}

/** One page of a product's history, newest first; two queries on the variant's index. */
export async function readMovementPage(db: DbOrTx, filter: MovementFilter, locale: Locale, page: number): Promise<StockMovementPage> {
  const [rows, [total]] = await Promise.all([
    movementsQuery(db, filter, locale)
      .limit(STOCK_MOVEMENTS_PAGE_SIZE)
      .offset((page - 1) * STOCK_MOVEMENTS_PAGE_SIZE),
    db.select({ total: count() }).from(stockMovements).where(whereOf(filter)),
  ]);
  return { items: rows.map(movementOf), total: total?.total ?? 0, page, pageSize: STOCK_MOVEMENTS_PAGE_SIZE };
}

/** A product's whole history, newest first, for its CSV file. */
export async function readAllMovements(db: DbOrTx, filter: MovementFilter, locale: Locale): Promise<StockMovement[]> {
  return (await movementsQuery(db, filter, locale)).map(movementOf);
}
