import { SIZE_ORDER } from '../../domain/sizes';
import { AUTO_INVOICING_KEY, SETTING_KEYS, type SettingKey } from '../../domain/settings';
import type { DbOrTx } from '../client';
import { settings, sizes } from '../schema';

const blank = Object.fromEntries(Object.values(SETTING_KEYS).flatMap((keys) => keys.map((key) => [key, '']))) as Record<SettingKey, string>;

/**
 * The settings of a shop that starts empty (DEMO_DATA=false, ADR 26): every key of the
 * back-office spec is there, so the settings pages show what is left to fill, with nothing
 * shown to visitors that the owner did not write. Texts, links, company details and pictures
 * are empty (pages fall back to the shop's generic name and to no picture); the popup, the
 * scrolling messages and the banner text are off; no free delivery (threshold 0).
 */
export const EMPTY_SHOP_SETTINGS: Record<string, string> = {
  ...blank,
  // A French shop (its prices include French VAT): what the company and contact forms start from.
  'country Company': 'France',
  'country contact': 'France',
  isdisplaypfopup: 'false',
  isDesplayBandeST: 'false',
  isDesplayBandeND: 'false',
  isDesplayBandeRD: 'false',
  isDisplayBannerText: 'false',
  thresholdAmount: '0',
  // An issued invoice can never change (ADR 12): none is issued by itself before the company's details are filled in.
  [AUTO_INVOICING_KEY]: 'false',
};

/**
 * Writes what an empty shop needs to run into an empty database: its settings, and the spec's
 * sizes in their display order (stock rows need sizes; administrators add colours and
 * collections, and may add or delete sizes). No product, order or account: the first
 * administrator is invited with `npm run invite-admin`.
 */
export async function insertEmptyShop(tx: DbOrTx, now: Date): Promise<{ settings: number; sizes: number }> {
  const settingRows = Object.entries(EMPTY_SHOP_SETTINGS).map(([key, value]) => ({ key, value, updatedAt: now }));
  await tx.insert(settings).values(settingRows);
  await tx.insert(sizes).values(SIZE_ORDER.map((name, sortOrder) => ({ name, sortOrder })));
  return { settings: settingRows.length, sizes: SIZE_ORDER.length };
}
