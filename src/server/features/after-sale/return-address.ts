import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { settings } from '../../../db/schema';
import type { Locale } from '../../../domain/locale';
import { englishKey, isTranslatable, localizeSettings, type SettingKey } from '../../../domain/settings';

const KEYS = ['name company', 'address contact', 'zip contact', 'City contact', 'country contact'] as const satisfies readonly SettingKey[];
const STORED_KEYS = KEYS.flatMap((key) => (isTranslatable(key) ? [key, englishKey(key)] : [key]));

/**
 * Where customers send items back: the shop's name and contact address from the settings, one
 * line each as a parcel label reads (the mails' `lines` block), the country in the mail's
 * language. Null while the settings hold no street address (an empty shop): a mail then says
 * nothing rather than half an address.
 */
export async function shopReturnAddress(db: DbOrTx, locale: Locale): Promise<string | null> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, STORED_KEYS));
  const read = localizeSettings(Object.fromEntries(rows.map((row) => [row.key, row.value])), locale);
  const value = (key: (typeof KEYS)[number]) => read[key]?.trim() ?? '';
  if (!value('address contact')) return null;
  const town = [value('zip contact'), value('City contact')].filter(Boolean).join(' ');
  return [value('name company'), value('address contact'), town, value('country contact')].filter(Boolean).join('\n');
}
