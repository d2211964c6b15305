import { describe, expect, it } from 'vitest';
import {
  addColor,
  addSize,
  blankProductForm,
  formPath,
  newProductInput,
  pictureColours,
  productEditInput,
  productFormErrors,
  productFormFrom,
  removeColor,
  removeSize,
  savedStockDiffers,
  setCell,
  stockCellKeys,
  type ProductFormValues,
  unitsIn,
} from './product-form-values';
import { isMissingMessage } from './product-input';
import type { StaffProductDetail } from './staff-products';

const [NAVY, WHITE] = [1, 2];
// Sizes by id, and their display order (XS, S, M, L): the ids are not in that order on purpose.
const [M, S, L, XS] = [30, 31, 32, 33];
const SIZE_ORDER = [XS, S, M, L];

const filled = (): ProductFormValues => {
  let values: ProductFormValues = {
    ...blankProductForm(),
    category: 'tshirts',
    collectionId: '4',
    nameFr: 'Marinière Quimper',
    nameEn: 'Quimper Breton Top',
    reference: 'TS-QUI-001',
    price: '29,90',
    weight: '230',
    descriptionFr: 'Jersey de coton.',
    descriptionEn: 'Cotton jersey.',
    pictures: [{ id: 90, url: '/images/w400/u-front.webp', colorId: NAVY, isCard: true }],
  };
  values = addColor(values, NAVY);
  values = addSize(values, M, SIZE_ORDER);
  values = addSize(values, S, SIZE_ORDER);
  return values;
};

const product: StaffProductDetail = {
  id: 7,
  reference: 'TS-QUI-001',
  category: 'tshirts',
  collectionId: 4,
  nameFr: 'Marinière Quimper',
  nameEn: 'Quimper Breton Top',
  modelNameFr: 'Le Marin',
  modelNameEn: 'The Sailor',
  descriptionFr: 'Jersey de coton.',
  descriptionEn: 'Cotton jersey.',
  priceCents: 2990,
  compareAtPriceCents: 3990,
  weightGrams: 230,
  showOnHome: true,
  published: true,
  archivedAt: null,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  // Navy in L and S, white in M only.
  stock: [
    { colorId: WHITE, sizeId: M, quantity: 4 },
    { colorId: NAVY, sizeId: L, quantity: 2 },
    { colorId: NAVY, sizeId: S, quantity: 0 },
  ],
  waiting: [{ colorId: NAVY, sizeId: S, count: 2 }],
  pictures: [
    { id: 11, url: '/images/w400/a.webp', colorId: WHITE, isCard: false },
    { id: 12, url: '/images/w400/b.webp', colorId: null, isCard: true },
  ],
};

describe('the stock grid', () => {
  it('adds sizes in the spec’s order and fills new boxes with 0, row by row for the API', () => {
    const values = filled();
    expect(values.sizeIds).toEqual([S, M]);
    expect(stockCellKeys(values)).toEqual([`${NAVY}/${S}`, `${NAVY}/${M}`]);
    const more = addSize(addColor(values, WHITE), XS, SIZE_ORDER);
    expect(more.sizeIds).toEqual([XS, S, M]);
    expect(newProductInput(more).stock).toEqual([
      { colorId: NAVY, sizeId: XS, quantity: 0 },
      { colorId: NAVY, sizeId: S, quantity: 0 },
      { colorId: NAVY, sizeId: M, quantity: 0 },
      { colorId: WHITE, sizeId: XS, quantity: 0 },
      { colorId: WHITE, sizeId: S, quantity: 0 },
      { colorId: WHITE, sizeId: M, quantity: 0 },
    ]);
  });

  it('opens a product as a grid of its colours and sizes; a combination it does not offer is an empty box and no stock row', () => {
    const values = productFormFrom(product, SIZE_ORDER, 'fr');
    expect(values.colorIds).toEqual([NAVY, WHITE]);
    expect(values.sizeIds).toEqual([S, M, L]);
    expect(values.cells).toEqual({ [`${NAVY}/${S}`]: '0', [`${NAVY}/${L}`]: '2', [`${WHITE}/${M}`]: '4' });
    expect(productEditInput(values, product.version).stock).toEqual([
      { colorId: NAVY, sizeId: S, quantity: 0, shown: 0 },
      { colorId: NAVY, sizeId: L, quantity: 2, shown: 2 },
      { colorId: WHITE, sizeId: M, quantity: 4, shown: 4 },
    ]);
    expect(values).toMatchObject({ price: '29,90', oldPrice: '39,90', weight: '230', collectionId: '4', modelNameEn: 'The Sailor' });
    expect(productFormFrom(product, SIZE_ORDER, 'en').price).toBe('29.90');
  });

  it('sends every row with what the form showed, even after its colour was removed and added back', () => {
    let values = productFormFrom(product, SIZE_ORDER, 'fr');
    values = removeColor(values, NAVY);
    expect(values.colorIds).toEqual([WHITE]);
    expect(stockCellKeys(values)).toEqual([`${WHITE}/${M}`]);
    values = addColor(values, NAVY);
    values = setCell(values, NAVY, L, '5');
    const stock = productEditInput(values, 3).stock;
    expect(stock).toContainEqual({ colorId: NAVY, sizeId: L, quantity: 5, shown: 2 });
    // A box the product never had goes as a new row.
    expect(stock).toContainEqual({ colorId: NAVY, sizeId: M, quantity: 0, shown: null });
  });

  it('drops a removed size from every colour, and an emptied box stops being a stock row', () => {
    let values = productFormFrom(product, SIZE_ORDER, 'fr');
    values = removeSize(values, L);
    values = setCell(values, WHITE, M, '');
    expect(stockCellKeys(values)).toEqual([`${NAVY}/${S}`]);
  });
});

describe('the form’s checks', () => {
  it('accepts a filled form, prices typed either way', () => {
    expect(productFormErrors(filled(), null)).toEqual({});
    expect(newProductInput({ ...filled(), price: '29.90' }).priceCents).toBe(2990);
    expect(newProductInput({ ...filled(), price: '1 234,5 €' }).priceCents).toBe(123450);
  });

  it('says what is missing, each field with its own message, and stands for the spec’s "required" message', () => {
    const errors = productFormErrors(blankProductForm(), null);
    // The English name and description are optional (the French ones show in their place).
    expect(Object.keys(errors)).toEqual([
      'category',
      'collectionId',
      'nameFr',
      'reference',
      'priceCents',
      'weightGrams',
      'descriptionFr',
      'stock',
      'pictures',
    ]);
    expect(Object.values(errors).every(isMissingMessage)).toBe(true);
    expect(errors.priceCents).toBe('back:productForm.validation.priceMissing');
    expect(errors.pictures).toBe('back:productForm.validation.picturesMissing');
    // An edited product needs one too: removing its last picture is refused the same way.
    expect(productFormErrors({ ...productFormFrom(product, SIZE_ORDER, 'fr'), pictures: [] }, 3)).toEqual({
      pictures: 'back:productForm.validation.picturesMissing',
    });
  });

  it('tells a wrong value from a missing one, and names a stock box by its colour and size', () => {
    let values = { ...filled(), price: '29,999', oldPrice: '19,90', weight: '12.5', reference: 'TS QUI' };
    values = setCell(values, NAVY, M, '-1');
    const errors = productFormErrors(values, null);
    expect(errors).toMatchObject({
      priceCents: 'back:productForm.validation.priceInvalid',
      weightGrams: 'back:productForm.validation.weightInvalid',
      reference: 'back:productForm.validation.referenceInvalid',
      [`stock.${NAVY}/${M}`]: 'back:productForm.validation.quantityInvalid',
    });
    expect(Object.values(errors).some(isMissingMessage)).toBe(false);
    // Once the price is valid, the former price must be above it.
    expect(productFormErrors({ ...values, price: '29,90' }, null).compareAtPriceCents).toBe('back:productForm.validation.oldPriceNotHigher');
  });

  it('asks for the model name in both languages or in none', () => {
    expect(productFormErrors({ ...filled(), modelNameFr: 'Le Marin' }, null)).toEqual({
      modelNameEn: 'back:productForm.validation.modelNameEnMissing',
    });
    expect(productFormErrors({ ...filled(), modelNameFr: 'Le Marin', modelNameEn: 'The Sailor' }, null)).toEqual({});
  });

  it('maps the API’s stock row index back to its box', () => {
    const values = filled();
    expect(formPath(values, 'stock.1.quantity')).toBe(`stock.${NAVY}/${M}`);
    expect(formPath(values, 'reference')).toBe('reference');
    expect(formPath(values, 'stock.9.quantity')).toBe('stock');
  });

  it('takes whatever the API says of the pictures to the pictures', () => {
    for (const apiPath of ['pictures', 'pictures.2.id', 'pictures.0.colorId', 'cardPictureId']) expect(formPath(filled(), apiPath)).toBe('pictures');
  });
});

describe('the pictures', () => {
  it('are sent in order with their colours and the card picture, as the product opened them', () => {
    const values = productFormFrom(product, SIZE_ORDER, 'fr');
    expect(productEditInput(values, 3)).toMatchObject({
      pictures: [
        { id: 11, colorId: WHITE },
        { id: 12, colorId: null },
      ],
      cardPictureId: 12,
    });
  });

  it('may show the colours of the stock grid, named in the page’s language, and any colour a picture already has', () => {
    const colors = [
      { id: NAVY, nameFr: 'Marine', nameEn: 'Navy', code: '#1f2a44' },
      { id: WHITE, nameFr: 'Blanc', nameEn: 'White', code: '#ffffff' },
      { id: 3, nameFr: 'Rouge', nameEn: 'Red', code: '#b22222' },
    ];
    const values = productFormFrom(product, SIZE_ORDER, 'fr');
    expect(pictureColours(values, colors, 'en')).toEqual([
      { id: NAVY, name: 'Navy', code: '#1f2a44' },
      { id: WHITE, name: 'White', code: '#ffffff' },
    ]);
    // White leaves the grid but a picture still shows it; red is in neither.
    const withoutWhite = removeColor(values, WHITE);
    expect(pictureColours(withoutWhite, colors, 'fr').map((c) => c.name)).toEqual(['Marine', 'Blanc']);
    expect(pictureColours({ ...withoutWhite, pictures: [] }, colors, 'fr').map((c) => c.name)).toEqual(['Marine']);
  });
});

describe('savedStockDiffers', () => {
  it('notices that orders moved the stock while the form was being typed', () => {
    const values = setCell(filled(), NAVY, M, '8');
    const typed = [
      { colorId: NAVY, sizeId: S, quantity: 0 },
      { colorId: NAVY, sizeId: M, quantity: 8 },
    ];
    expect(savedStockDiffers(values, typed)).toBe(false);
    expect(savedStockDiffers(values, [typed[0]!, { ...typed[1]!, quantity: 7 }])).toBe(true);
  });
});

describe('the units a line of the stock grid holds', () => {
  it('adds the row’s or the column’s boxes as typed, a box that is not a whole number counting for none', () => {
    const values = { ...blankProductForm(), colorIds: [1, 2], sizeIds: [10, 20], cells: { '1/10': '3', '1/20': ' 4 ', '2/10': 'abc', '2/20': '' } };
    expect(unitsIn(values, { colorId: 1 })).toBe(7);
    expect(unitsIn(values, { colorId: 2 })).toBe(0);
    expect(unitsIn(values, { sizeId: 10 })).toBe(3);
    expect(unitsIn(values, { sizeId: 20 })).toBe(4);
  });
});
