import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import { settings } from '../../../db/schema';
import {
  SITE_SETTING_KEYS,
  siteSettingsValues,
  storedSettingValues,
  type SiteSettingsInput,
  type SiteSettingsState,
} from '../../../domain/site-settings';
import { HttpError } from '../../errors';

/** Two saves of the page, from two instances too, happen one after the other. */
const SAVE_LOCK = sql`select pg_advisory_xact_lock(hashtext('atelier-site-settings'))`;

async function readStored(db: DbOrTx): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...SITE_SETTING_KEYS]));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/**
 * A fingerprint of what the page edits: it changes with any of its values and with nothing
 * else (the threshold, the pictures and automatic invoicing are saved elsewhere), so a save
 * that changed nothing does not make another administrator's page stale.
 */
function versionOf(stored: Record<string, string>): string {
  const values = SITE_SETTING_KEYS.map((key) => stored[key] ?? '');
  return createHash('sha256').update(JSON.stringify(values)).digest('base64url').slice(0, 22);
}

const stateOf = (stored: Record<string, string>): SiteSettingsState => ({ version: versionOf(stored), ...siteSettingsValues(stored) });

export async function readSiteSettings(db: DbOrTx): Promise<SiteSettingsState> {
  return stateOf(await readStored(db));
}

/**
 * Writes a checked save in one transaction: refused (409, nothing written) when the settings
 * changed since the page was opened, as a product's save is (ADR 15); otherwise every value
 * that differs is written in one statement. Answers what is now stored and how many values
 * changed, so the caller refreshes the storefront only when something did.
 */
export async function saveSiteSettings(db: Database, input: SiteSettingsInput, now: Date): Promise<{ state: SiteSettingsState; changed: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(SAVE_LOCK);
    const stored = await readStored(tx);
    if (versionOf(stored) !== input.version) throw new HttpError(409, 'settings_changed', 'back:siteSettings.errors.changed', 'version');
    const next = storedSettingValues(input);
    const changes = Object.entries(next).filter(([key, value]) => (stored[key] ?? '') !== value);
    if (changes.length > 0) {
      await tx
        .insert(settings)
        .values(changes.map(([key, value]) => ({ key, value, updatedAt: now })))
        .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: now } });
    }
    return { state: stateOf({ ...stored, ...next }), changed: changes.length };
  });
}
