import type { SettingKey, Settings } from '../../domain/settings';

/** Who sends the mail, as its header and footer show it. */
export type ShopIdentity = {
  name: string;
  /** The shop's home page: PUBLIC_URL. */
  siteUrl: string;
  logoUrl: string | null;
  contactEmail: string | null;
  /** The contact address on one line, or null when the settings leave it empty. */
  address: string | null;
};

/** The settings a mail reads: enqueueMail fetches exactly these, in one query. */
export const MAIL_SETTING_KEYS = [
  'name company',
  'logo',
  'email contact',
  'address contact',
  'zip contact',
  'City contact',
  'country contact',
] as const satisfies readonly SettingKey[];

export function shopIdentity(settings: Settings, publicUrl: string): ShopIdentity {
  const value = (key: SettingKey) => settings[key]?.trim() || null;
  const logo = value('logo');
  const town = [value('zip contact'), value('City contact')].filter(Boolean).join(' ');
  const address = [value('address contact'), town, value('country contact')].filter(Boolean).join(', ');
  return {
    name: value('name company') ?? new URL(publicUrl).host,
    siteUrl: `${publicUrl}/`,
    // Many mail clients (Gmail, Outlook) do not show SVG images; the shop's SVG logo has a PNG twin.
    logoUrl: logo ? `${publicUrl}/images/${encodeURIComponent(logo.replace(/\.svg$/i, '.png'))}` : null,
    contactEmail: value('email contact'),
    address: address || null,
  };
}
