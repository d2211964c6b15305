/**
 * The settings keys, spelled exactly as in the back-office spec (section 3), grouped as the
 * site-settings screen shows them. Image settings hold a file name under /images/.
 */
export const SETTING_KEYS = {
  social: ['facebook', 'instagram', 'tiktok'],
  company: [
    'name company',
    'status company',
    'adress company',
    'zip company',
    'city company',
    'country Company',
    'id company',
    'share capital',
    'publisher',
    'vat',
    'rcs',
    'website',
  ],
  contact: ['name contact', 'email contact', 'address contact', 'zip contact', 'City contact', 'country contact'],
  homeTexts: ['home title', 'home sub title'],
  popup: ['popupMessage', 'isdisplaypfopup'],
  bannerMessages: ['bandeST', 'isDesplayBandeST', 'bandeND', 'isDesplayBandeND', 'bandeRD', 'isDesplayBandeRD'],
  banner: ['banner_title', 'banner_subtitle', 'isDisplayBannerText'],
  delivery: ['thresholdAmount'],
  images: ['logo', 'Hero Home page', 'imgHomeCover', 'imgOpenTags', 'T-shirt-img', 'sweat-img', 'Accessories-img', 'NewIn-img', 'signature'],
} as const;

export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS][number];
export type Settings = Partial<Record<SettingKey, string>>;

/** The spec stores flags as the string 'true'. */
export function isOn(settings: Settings, key: SettingKey): boolean {
  return settings[key] === 'true';
}

/** The scrolling banner: up to three messages, each shown only when its flag is on. */
export function bannerMessages(settings: Settings): string[] {
  const pairs = [
    ['bandeST', 'isDesplayBandeST'],
    ['bandeND', 'isDesplayBandeND'],
    ['bandeRD', 'isDesplayBandeRD'],
  ] as const;
  return pairs.filter(([text, flag]) => isOn(settings, flag) && settings[text]?.trim()).map(([text]) => settings[text]!.trim());
}

/** thresholdAmount is a whole number of euros (spec); the shop computes in cents. */
export function freeShippingThresholdCents(settings: Settings): number | null {
  const euros = Number.parseInt(settings.thresholdAmount ?? '', 10);
  return Number.isFinite(euros) && euros > 0 ? euros * 100 : null;
}
