import { eq, inArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import { settings } from '../../../db/schema';
import { SITE_IMAGES, type SiteImageKey } from '../../../domain/site-images';

const IMAGE_KEYS: string[] = SITE_IMAGES.map((image) => image.key);

/** The file name each site image setting holds ('' when none). */
export async function readSiteImageFiles(db: DbOrTx): Promise<Record<string, string>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, IMAGE_KEYS));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/**
 * Names `fileName` as the site image `key`, in one transaction that holds the setting's row, so
 * two replacements of one picture happen one after the other and each learns the name it
 * replaced (answered, '' when there was none).
 */
export async function setSiteImageFile(db: Database, key: SiteImageKey, fileName: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).for('update');
    await tx
      .insert(settings)
      .values({ key, value: fileName, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value: fileName, updatedAt: now } });
    return row?.value ?? '';
  });
}
