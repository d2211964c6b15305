import { englishKey, isTranslatable, type SettingKey, type Settings } from '../../domain/settings';

/** Who sends the mail, as its header and footer show it. */
export type ShopIdentity = {
  name: string;
  /** The shop's home page: PUBLIC_URL. */
  siteUrl: string;
  logoUrl: string | null;
  /** The picture under the sign-off (the `signature` setting), or null when there is none. */
  signatureUrl: string | null;
  contactEmail: string | null;
  /** The contact address on one line, or null when the settings leave it empty. */
  address: string | null;
};

const IDENTITY_KEYS = [
  'name company',
  'logo',
  'signature',
  'email contact',
  'address contact',
  'zip contact',
  'City contact',
  'country contact',
] as const satisfies readonly SettingKey[];

/**
 * The settings a mail reads, English twins included (a mail is written in its reader's
 * language, like a page): enqueueMail fetches exactly these, in one query, then localizes them.
 */
export const MAIL_SETTING_KEYS: readonly string[] = IDENTITY_KEYS.flatMap((key) => (isTranslatable(key) ? [key, englishKey(key)] : [key]));

const fileUrl = (publicUrl: string, fileName: string) => `${publicUrl}/images/${encodeURIComponent(fileName)}`;

export function shopIdentity(settings: Settings, publicUrl: string): ShopIdentity {
  const value = (key: SettingKey) => settings[key]?.trim() || null;
  const logo = value('logo');
  const signature = value('signature');
  const town = [value('zip contact'), value('City contact')].filter(Boolean).join(' ');
  const address = [value('address contact'), town, value('country contact')].filter(Boolean).join(', ');
  return {
    name: value('name company') ?? new URL(publicUrl).host,
    siteUrl: `${publicUrl}/`,
    // Many mail clients (Gmail, Outlook) do not show SVG images; the shop's SVG logo has a PNG twin.
    logoUrl: logo ? fileUrl(publicUrl, logo.replace(/\.svg$/i, '.png')) : null,
    signatureUrl: signature ? fileUrl(publicUrl, signature) : null,
    contactEmail: value('email contact'),
    address: address || null,
  };
}
