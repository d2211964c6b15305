import { AUTO_INVOICING_KEY, englishKey, type SETTING_KEYS, type SettingKey, type TranslatableSettingKey } from '../../domain/settings';
import type { SiteImageKind } from './illustrations';

type ImageKey = (typeof SETTING_KEYS.images)[number];

/** The site images the demo generates, by the setting that names them. */
export const DEMO_SITE_IMAGES: Record<ImageKey, { fileName: string; kind: SiteImageKind }> = {
  logo: { fileName: 'site-logo.svg', kind: 'logo' },
  'Hero Home page': { fileName: 'site-hero.webp', kind: 'hero' },
  imgHomeCover: { fileName: 'site-cover.webp', kind: 'cover' },
  imgOpenTags: { fileName: 'site-open-graph.jpg', kind: 'open-graph' },
  'T-shirt-img': { fileName: 'site-category-tshirts.webp', kind: 'category-tshirts' },
  'sweat-img': { fileName: 'site-category-sweatshirts.webp', kind: 'category-sweatshirts' },
  'Accessories-img': { fileName: 'site-category-accessories.webp', kind: 'category-accessories' },
  'NewIn-img': { fileName: 'site-category-new.webp', kind: 'category-new' },
  signature: { fileName: 'site-signature.png', kind: 'signature' },
};

const siteImageSettings = Object.fromEntries(Object.entries(DEMO_SITE_IMAGES).map(([key, image]) => [key, image.fileName])) as Record<
  ImageKey,
  string
>;

/**
 * Every settings key of the back-office spec, with the values of a small French company.
 * Texts visitors read are written in French, with their English twins in DEMO_SETTINGS_EN.
 */
export const DEMO_SETTINGS: Record<SettingKey, string> = {
  facebook: 'https://www.facebook.com/atelierlumiere.demo',
  instagram: 'https://www.instagram.com/atelierlumiere.demo',
  tiktok: 'https://www.tiktok.com/@atelierlumiere.demo',

  'name company': 'Atelier Lumière',
  'status company': 'SAS',
  'adress company': '14 rue des Canuts',
  'zip company': '69004',
  'city company': 'Lyon',
  'country Company': 'France',
  'id company': '912 345 675',
  'share capital': '20000',
  publisher: 'Claire Martin',
  vat: 'FR65912345675',
  rcs: 'Lyon',
  website: 'https://www.atelier-lumiere.fr',
  // The standard example of a French IBAN (its check digits are sound), not an account.
  iban: 'FR7630006000011234567890189',
  bic: 'BNPAFRPP',

  'name contact': 'Service client Atelier Lumière',
  'email contact': 'contact@atelier.test',
  'address contact': '14 rue des Canuts',
  'zip contact': '69004',
  'City contact': 'Lyon',
  'country contact': 'France',

  'home title': 'Fabriqué en France, fait pour durer',
  'home sub title': 'T-shirts, sweat-shirts et accessoires tricotés et cousus dans nos ateliers partenaires, de Roanne à Troyes.',

  popupMessage:
    'Livraison offerte dès {seuil} d’achat en France métropolitaine. Vos commandes partent de notre atelier lyonnais sous 48 heures ouvrées.',
  isdisplaypfopup: 'true',

  bandeST: 'Livraison offerte dès {seuil} en France métropolitaine',
  isDesplayBandeST: 'true',
  bandeND: 'Nouvelle collection Montagne : des molletons épais tricotés à Troyes',
  isDesplayBandeND: 'true',
  bandeRD: 'Soldes d’hiver : jusqu’à -20 % sur une sélection',
  isDesplayBandeRD: 'false',

  banner_title: 'Collection Montagne',
  banner_subtitle: 'Des molletons épais et des laines chaudes, cousus en France pour les jours froids.',
  isDisplayBannerText: 'true',

  thresholdAmount: '80',
  lowStockThreshold: '3',

  ...siteImageSettings,
};

const ENGLISH_TEXTS: Record<TranslatableSettingKey, string> = {
  'home title': 'Made in France, made to last',
  'home sub title': 'T-shirts, sweatshirts and accessories knitted and sewn in our partner workshops, from Roanne to Troyes.',
  popupMessage: 'Free delivery in mainland France on orders over {threshold}. Orders leave our Lyon workshop within 48 working hours.',
  bandeST: 'Free delivery from {threshold} in mainland France',
  bandeND: 'New Mountain collection: thick fleeces knitted in Troyes',
  bandeRD: 'Winter sale: up to 20% off a selection',
  banner_title: 'Mountain collection',
  banner_subtitle: 'Thick fleeces and warm wools, sewn in France for cold days.',
  'country Company': 'France',
  'name contact': 'Atelier Lumière customer service',
  'country contact': 'France',
};

/** The English twins of the visitor-facing texts, stored under `<key>:en`. */
export const DEMO_SETTINGS_EN: Record<string, string> = Object.fromEntries(
  Object.entries(ENGLISH_TEXTS).map(([key, value]) => [englishKey(key as TranslatableSettingKey), value]),
);

/**
 * Automatic invoicing is off in the demo: the journeys and the README show staff billing an
 * order with "Facturer", which an invoice issued at payment would have done already.
 */
export const DEMO_BACK_OFFICE_SETTINGS: Record<string, string> = { [AUTO_INVOICING_KEY]: 'false' };
