import type { GarmentKind } from './illustrations';

/** The demo shop's reference data: collections, colours, sizes and the garment models. */

export const DEMO_COLLECTIONS = [
  {
    name: 'Bretonne',
    nameEn: 'Breton',
    descriptionFr: 'Marinières, ancres et embruns : nos classiques du bord de mer, tricotés en Bretagne.',
    descriptionEn: 'Breton stripes, anchors and sea spray: our seaside classics, knitted in Brittany.',
  },
  {
    name: 'Atlantique',
    nameEn: 'Atlantic',
    descriptionFr: 'Des couleurs lavées par le soleil et le sel, de Biarritz à l’île de Ré.',
    descriptionEn: 'Colours washed by sun and salt, from Biarritz to the Île de Ré.',
  },
  {
    name: 'Montagne',
    nameEn: 'Mountain',
    descriptionFr: 'Des molletons épais et des laines chaudes pour les sommets et les soirées au refuge.',
    descriptionEn: 'Heavy fleece and warm wool for the peaks and evenings at the mountain hut.',
  },
  {
    name: 'Essentiels',
    nameEn: 'Essentials',
    descriptionFr: 'Les basiques de tous les jours, unis, solides et faits pour durer.',
    descriptionEn: 'Everyday basics: plain, sturdy and made to last.',
  },
] as const;

export type CollectionName = (typeof DEMO_COLLECTIONS)[number]['name'];

export const DEMO_COLORS = [
  { slug: 'blanc', nameFr: 'Blanc', nameEn: 'White', code: '#f7f5f0' },
  { slug: 'ecru', nameFr: 'Écru', nameEn: 'Ecru', code: '#ebe1cb' },
  { slug: 'marine', nameFr: 'Marine', nameEn: 'Navy', code: '#1f2a44' },
  { slug: 'noir', nameFr: 'Noir', nameEn: 'Black', code: '#1d1d1f' },
  { slug: 'rouge-brique', nameFr: 'Rouge brique', nameEn: 'Brick red', code: '#a5432f' },
  { slug: 'vert-sapin', nameFr: 'Vert sapin', nameEn: 'Forest green', code: '#2e4d3a' },
  { slug: 'gris-chine', nameFr: 'Gris chiné', nameEn: 'Heather grey', code: '#9b9c9a' },
  { slug: 'jaune-moutarde', nameFr: 'Jaune moutarde', nameEn: 'Mustard', code: '#cf9c2c' },
  { slug: 'bleu-ciel', nameFr: 'Bleu ciel', nameEn: 'Sky blue', code: '#9cc2df' },
  { slug: 'rose-poudre', nameFr: 'Rose poudré', nameEn: 'Dusty pink', code: '#d9aaa0' },
] as const;

export type ColorSlug = (typeof DEMO_COLORS)[number]['slug'];

/** The spec's sizes in its display order; sortOrder is the position. */
export const DEMO_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', 'UNI'] as const;

export type SizeName = (typeof DEMO_SIZES)[number];

/**
 * A model is a cut made in one fabric by one workshop; several products share it. Its texts
 * become the fabric, workshop, fit and care sentences of each product description.
 */
export type DemoModel = {
  name: string;
  nameEn: string;
  kind: GarmentKind;
  weightGrams: number;
  fr: { fabric: string; workshop: string; care: string };
  en: { fabric: string; workshop: string; care: string };
};

const COTTON_CARE_FR = 'Lavage à 30 °C sur l’envers, séchage à plat.';
const COTTON_CARE_EN = 'Wash inside out at 30 °C, dry flat.';
const FLEECE_CARE_FR = 'Lavage à 30 °C sur l’envers, pas de sèche-linge : le molleton garde ainsi son gratté.';
const FLEECE_CARE_EN = 'Wash inside out at 30 °C, no tumble dryer, so the brushed fleece stays soft.';

export const DEMO_MODELS = {
  classique: {
    name: 'Le Classique',
    nameEn: 'The Classic',
    kind: 'tshirt',
    weightGrams: 190,
    fr: {
      fabric: 'Jersey de coton biologique 180 g/m², doux et respirant.',
      workshop: 'Tricoté et cousu à Roanne (Loire), coupe droite qui taille normalement.',
      care: COTTON_CARE_FR,
    },
    en: {
      fabric: 'Organic cotton jersey, 180 g/m², soft and breathable.',
      workshop: 'Knitted and sewn in Roanne (Loire), straight fit, true to size.',
      care: COTTON_CARE_EN,
    },
  },
  marin: {
    name: 'Le Marin',
    nameEn: 'The Sailor',
    kind: 'tshirt',
    weightGrams: 230,
    fr: {
      fabric: 'Jersey de coton peigné 200 g/m², rayures tissées et non imprimées.',
      workshop: 'Confectionné à Quimperlé (Finistère), coupe légèrement ajustée.',
      care: COTTON_CARE_FR,
    },
    en: {
      fabric: 'Combed cotton jersey, 200 g/m², with woven rather than printed stripes.',
      workshop: 'Made in Quimperlé (Finistère), slightly fitted cut.',
      care: COTTON_CARE_EN,
    },
  },
  epais: {
    name: 'L’Épais',
    nameEn: 'The Heavyweight',
    kind: 'tshirt',
    weightGrams: 260,
    fr: {
      fabric: 'Jersey de coton biologique épais 240 g/m², qui se tient et ne se déforme pas.',
      workshop: 'Tricoté et cousu à Troyes (Aube), coupe ample aux épaules tombantes.',
      care: COTTON_CARE_FR,
    },
    en: {
      fabric: 'Heavyweight organic cotton jersey, 240 g/m², that keeps its shape.',
      workshop: 'Knitted and sewn in Troyes (Aube), relaxed fit with dropped shoulders.',
      care: COTTON_CARE_EN,
    },
  },
  manchesLongues: {
    name: 'Le Manches Longues',
    nameEn: 'The Long Sleeve',
    kind: 'longsleeve',
    weightGrams: 280,
    fr: {
      fabric: 'Jersey de coton biologique 210 g/m², poignets en bord-côte.',
      workshop: 'Tricoté et cousu à Roanne (Loire), coupe droite qui taille normalement.',
      care: COTTON_CARE_FR,
    },
    en: {
      fabric: 'Organic cotton jersey, 210 g/m², with ribbed cuffs.',
      workshop: 'Knitted and sewn in Roanne (Loire), straight fit, true to size.',
      care: COTTON_CARE_EN,
    },
  },
  molleton: {
    name: 'Le Molleton',
    nameEn: 'The Fleece',
    kind: 'sweatshirt',
    weightGrams: 620,
    fr: {
      fabric: 'Molleton de coton biologique 350 g/m², gratté à l’intérieur.',
      workshop: 'Tricoté et confectionné à Troyes (Aube), coupe droite, bords-côtes resserrés.',
      care: FLEECE_CARE_FR,
    },
    en: {
      fabric: 'Organic cotton fleece, 350 g/m², brushed on the inside.',
      workshop: 'Knitted and made in Troyes (Aube), straight fit with snug ribbing.',
      care: FLEECE_CARE_EN,
    },
  },
  capuche: {
    name: 'Le Capuche',
    nameEn: 'The Hoodie',
    kind: 'hoodie',
    weightGrams: 840,
    fr: {
      fabric: 'Molleton de coton biologique 400 g/m², capuche doublée et poche kangourou.',
      workshop: 'Confectionné à Troyes (Aube), coupe confortable, prenez votre taille habituelle.',
      care: FLEECE_CARE_FR,
    },
    en: {
      fabric: 'Organic cotton fleece, 400 g/m², lined hood and kangaroo pocket.',
      workshop: 'Made in Troyes (Aube), comfortable fit, take your usual size.',
      care: FLEECE_CARE_EN,
    },
  },
  grandFroid: {
    name: 'Le Grand Froid',
    nameEn: 'The Deep Winter',
    kind: 'hoodie',
    weightGrams: 1080,
    fr: {
      fabric: 'Double molleton 480 g/m² en coton biologique et laine recyclée, le plus chaud de l’atelier.',
      workshop: 'Confectionné à Troyes (Aube), coupe ample pour se superposer.',
      care: FLEECE_CARE_FR,
    },
    en: {
      fabric: 'Double-faced 480 g/m² fleece in organic cotton and recycled wool, the warmest piece we make.',
      workshop: 'Made in Troyes (Aube), roomy fit for layering.',
      care: FLEECE_CARE_EN,
    },
  },
  cabas: {
    name: 'Le Cabas',
    nameEn: 'The Tote',
    kind: 'tote',
    weightGrams: 260,
    fr: {
      fabric: 'Toile de coton épaisse 340 g/m², anses cousues et renforcées.',
      workshop: 'Coupé et cousu à Cholet (Maine-et-Loire), 38 × 42 cm avec soufflet.',
      care: 'Lavage à la main à 30 °C.',
    },
    en: {
      fabric: 'Heavy cotton canvas, 340 g/m², with stitched and reinforced handles.',
      workshop: 'Cut and sewn in Cholet (Maine-et-Loire), 38 × 42 cm with a gusset.',
      care: 'Hand wash at 30 °C.',
    },
  },
  casquette: {
    name: 'La Casquette',
    nameEn: 'The Cap',
    kind: 'cap',
    weightGrams: 110,
    fr: {
      fabric: 'Sergé de coton lavé, six panneaux, visière souple.',
      workshop: 'Cousue à Lyon (Rhône), taille unique réglable par une boucle en laiton.',
      care: 'Nettoyage à la main à l’eau froide.',
    },
    en: {
      fabric: 'Washed cotton twill, six panels, soft peak.',
      workshop: 'Sewn in Lyon (Rhône), one size, adjustable with a brass buckle.',
      care: 'Hand clean in cold water.',
    },
  },
  bonnet: {
    name: 'Le Bonnet',
    nameEn: 'The Beanie',
    kind: 'beanie',
    weightGrams: 90,
    fr: {
      fabric: 'Laine mérinos extrafine tricotée en côtes, chaude sans gratter.',
      workshop: 'Tricoté dans les Vosges, taille unique à revers.',
      care: 'Lavage à la main à l’eau froide, séchage à plat.',
    },
    en: {
      fabric: 'Extra-fine merino wool in a rib knit, warm and never itchy.',
      workshop: 'Knitted in the Vosges, one size with a turn-up.',
      care: 'Hand wash in cold water, dry flat.',
    },
  },
  chaussettes: {
    name: 'Les Chaussettes',
    nameEn: 'The Socks',
    kind: 'socks',
    weightGrams: 70,
    fr: {
      fabric: 'Coton peigné renforcé au talon et à la pointe, bords sans élastique qui serre.',
      workshop: 'Tricotées à Troyes (Aube), taille unique du 39 au 45.',
      care: 'Lavage en machine à 40 °C.',
    },
    en: {
      fabric: 'Combed cotton reinforced at heel and toe, with a cuff that does not pinch.',
      workshop: 'Knitted in Troyes (Aube), one size fits EU 39 to 45.',
      care: 'Machine wash at 40 °C.',
    },
  },
} as const satisfies Record<string, DemoModel>;

export type ModelKey = keyof typeof DEMO_MODELS;
