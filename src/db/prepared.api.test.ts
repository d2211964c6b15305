import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/database';
import type { DatabaseHandle, DbOrTx } from './client';
import { preparedPer } from './prepared';
import { colors } from './schema';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

const englishName = preparedPer((db) =>
  db
    .select({ nameEn: colors.nameEn })
    .from(colors)
    .where(eq(colors.nameFr, sql.placeholder('nameFr')))
    .prepare('test_english_name'),
);
const colourNamed = (db: DbOrTx, nameFr: string) => englishName(db).execute({ nameFr });

describe('preparedPer: a query built once per database and kept as a prepared statement', () => {
  it('answers each call with its own values and what the database holds now', async () => {
    const { db } = handle;
    expect(await colourNamed(db, 'Ocre')).toEqual([]);
    await db.insert(colors).values([
      { nameFr: 'Ocre', nameEn: 'Ochre', code: '#cc7722' },
      { nameFr: 'Sauge', nameEn: 'Sage', code: '#9caf88' },
    ]);
    expect(await colourNamed(db, 'Ocre')).toEqual([{ nameEn: 'Ochre' }]);
    expect(await colourNamed(db, 'Sauge')).toEqual([{ nameEn: 'Sage' }]);
  });

  it('runs inside a transaction on the transaction’s own connection: it sees what the transaction wrote', async () => {
    const { db } = handle;
    const written = db.transaction(async (tx) => {
      await tx.insert(colors).values({ nameFr: 'Brique', nameEn: 'Brick', code: '#aa4a44' });
      expect(await colourNamed(tx, 'Brique')).toEqual([{ nameEn: 'Brick' }]);
      tx.rollback();
    });
    await expect(written).rejects.toThrow(TransactionRollbackError);
    expect(await colourNamed(db, 'Brique')).toEqual([]);
  });
});
