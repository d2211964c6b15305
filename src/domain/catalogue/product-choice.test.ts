import { describe, expect, it } from 'vitest';
import { toProductDetail } from './localize';
import { chooseColor, choiceSearch, colorOptions, isChosenSoldOut, lowStockLeft, readChoice, sizeOptions, validateChoice } from './product-choice';
import { fixtureProduct, fixtureSnapshot } from './snapshot-fixture';
import type { StockEntry } from './types';

const NAVY = 1;
const WHITE = 2;
const RED = 3;
const [S, M, L] = [11, 12, 13];

// Navy in S and L (L: 2 left), white in M only, red offered but sold out.
const stock: StockEntry[] = [
  { colorId: NAVY, sizeId: S, quantity: 8 },
  { colorId: NAVY, sizeId: M, quantity: 0 },
  { colorId: NAVY, sizeId: L, quantity: 2 },
  { colorId: WHITE, sizeId: M, quantity: 5 },
  { colorId: RED, sizeId: S, quantity: 0 },
];
const product = fixtureProduct({ id: 1, stock });
const detail = toProductDetail(fixtureSnapshot([product]), product, 'fr', new Date('2025-03-01'));
const read = (search: string) => readChoice(detail, new URLSearchParams(search));

describe('readChoice', () => {
  it('reads the colour and size of a shared link', () => {
    expect(read('?color=1&size=13')).toEqual({ colorId: NAVY, sizeId: L });
  });

  it.each([
    ['?color=abc&size=x', { colorId: null, sizeId: null }],
    // Not offered in this product.
    ['?color=9&size=16', { colorId: null, sizeId: null }],
    // White is not made in L: the colour stays, the size goes.
    ['?color=2&size=13', { colorId: WHITE, sizeId: null }],
  ])('ignores what cannot be chosen in %s', (search, expected) => {
    expect(read(search)).toEqual(expected);
  });

  it.each([
    // Red is sold out, navy M too: chosen, so the page offers their back-in-stock alert.
    ['?color=3', { colorId: RED, sizeId: null }],
    ['?color=1&size=12', { colorId: NAVY, sizeId: M }],
    ['?size=12', { colorId: null, sizeId: M }],
  ])('reads a sold-out variant the product is made in: %s', (search, expected) => {
    expect(read(search)).toEqual(expected);
  });
});

describe('a single colour or size', () => {
  const readOf = (rows: StockEntry[], search = '') => {
    const only = fixtureProduct({ id: 2, stock: rows });
    return readChoice(toProductDetail(fixtureSnapshot([only]), only, 'fr', new Date('2025-03-01')), new URLSearchParams(search));
  };

  it('is chosen for the customer', () => {
    expect(readOf([{ colorId: NAVY, sizeId: S, quantity: 4 }])).toEqual({ colorId: NAVY, sizeId: S });
    expect(
      readOf([
        { colorId: NAVY, sizeId: S, quantity: 4 },
        { colorId: WHITE, sizeId: S, quantity: 1 },
      ]),
    ).toEqual({ colorId: null, sizeId: S });
    expect(
      readOf([
        { colorId: NAVY, sizeId: S, quantity: 4 },
        { colorId: NAVY, sizeId: M, quantity: 1 },
      ]),
    ).toEqual({ colorId: NAVY, sizeId: null });
  });

  it('is left to pick when several are offered, even with one of them sold out', () => {
    expect(read('')).toEqual({ colorId: null, sizeId: null });
    expect(
      readOf([
        { colorId: NAVY, sizeId: S, quantity: 4 },
        { colorId: WHITE, sizeId: S, quantity: 0 },
      ]),
    ).toEqual({ colorId: null, sizeId: S });
  });

  it('is chosen even when sold out, so the page offers its alert', () => {
    expect(readOf([{ colorId: NAVY, sizeId: S, quantity: 0 }])).toEqual({ colorId: NAVY, sizeId: S });
    expect(
      readOf(
        [
          { colorId: NAVY, sizeId: S, quantity: 2 },
          { colorId: WHITE, sizeId: S, quantity: 0 },
        ],
        '?color=2',
      ),
    ).toEqual({ colorId: WHITE, sizeId: S });
  });
});

describe('choiceSearch', () => {
  it('writes the choice and keeps the other parameters', () => {
    expect(choiceSearch(new URLSearchParams('lang=fr&size=11'), { colorId: NAVY, sizeId: null })).toBe('?lang=fr&color=1');
    expect(choiceSearch(new URLSearchParams(''), { colorId: null, sizeId: null })).toBe('');
  });
});

describe('validateChoice', () => {
  it.each([
    [null, null, 'selectSizeColor'],
    [NAVY, null, 'selectSize'],
    [null, S, 'selectColor'],
    [NAVY, S, 'ok'],
    [NAVY, M, 'outOfStock'],
  ] as const)('colour %s, size %s: %s', (colorId, sizeId, expected) => {
    expect(validateChoice(colorId, sizeId, stock)).toBe(expected);
  });

  it('answers out of stock, whatever was chosen, when every stock row is 0', () => {
    const soldOut = stock.map((row) => ({ ...row, quantity: 0 }));
    expect(validateChoice(null, null, soldOut)).toBe('outOfStock');
    expect(validateChoice(NAVY, S, soldOut)).toBe('outOfStock');
  });
});

describe('lowStockLeft', () => {
  it('tells how many are left from 3 down to 1', () => {
    expect(lowStockLeft(stock, { colorId: NAVY, sizeId: L })).toBe(2);
  });

  it('says nothing when plenty are left, none are, or the choice is incomplete', () => {
    expect(lowStockLeft(stock, { colorId: NAVY, sizeId: S })).toBeNull();
    expect(lowStockLeft(stock, { colorId: NAVY, sizeId: M })).toBeNull();
    expect(lowStockLeft(stock, { colorId: NAVY, sizeId: null })).toBeNull();
    expect(lowStockLeft([{ colorId: NAVY, sizeId: S, quantity: 3 }], { colorId: NAVY, sizeId: S })).toBe(3);
  });
});

describe('colorOptions', () => {
  it('crosses out a colour with no unit left', () => {
    const options = colorOptions(detail, { colorId: null, sizeId: null });
    expect(options.map((o) => [o.name, o.soldOut])).toEqual([
      ['Marine', false],
      ['Blanc', false],
      ['Rouge brique', true],
    ]);
  });

  it('greys the colours not made in the chosen size', () => {
    const options = colorOptions(detail, { colorId: null, sizeId: M });
    expect(options.map((o) => [o.name, o.inChosenSize])).toEqual([
      ['Marine', false],
      ['Blanc', true],
      ['Rouge brique', false],
    ]);
  });
});

describe('sizeOptions', () => {
  it('lists sizes in the spec order, a size being choosable when some colour has it', () => {
    const options = sizeOptions(detail, { colorId: null, sizeId: null });
    expect(options.map((o) => [o.name, o.selectable])).toEqual([
      ['S', true],
      ['M', true],
      ['L', true],
    ]);
  });

  it('refuses the sizes not made in the chosen colour', () => {
    const options = sizeOptions(detail, { colorId: WHITE, sizeId: null });
    expect(options.map((o) => [o.name, o.selectable, o.soldOut])).toEqual([
      ['S', false, false],
      ['M', true, false],
      ['L', false, false],
    ]);
  });

  it('crosses out, yet lets the customer choose, a size sold out in the chosen colour', () => {
    const options = sizeOptions(detail, { colorId: NAVY, sizeId: null });
    expect(options.map((o) => [o.name, o.selectable, o.soldOut])).toEqual([
      ['S', true, false],
      ['M', true, true],
      ['L', true, false],
    ]);
  });
});

describe('chooseColor', () => {
  it('keeps the size when the new colour comes in it', () => {
    expect(chooseColor({ colorId: WHITE, sizeId: null }, NAVY, stock)).toEqual({
      choice: { colorId: NAVY, sizeId: null },
      droppedSizeId: null,
    });
    expect(chooseColor({ colorId: null, sizeId: S }, NAVY, stock)).toEqual({ choice: { colorId: NAVY, sizeId: S }, droppedSizeId: null });
  });

  it('keeps a size the new colour is made in but sold out in: its alert is offered', () => {
    expect(chooseColor({ colorId: null, sizeId: M }, NAVY, stock)).toEqual({ choice: { colorId: NAVY, sizeId: M }, droppedSizeId: null });
    expect(isChosenSoldOut(stock, { colorId: NAVY, sizeId: M })).toBe(true);
    expect(isChosenSoldOut(stock, { colorId: NAVY, sizeId: null })).toBe(false);
    expect(isChosenSoldOut(stock, { colorId: NAVY, sizeId: L })).toBe(false);
  });

  it('drops the size, and says so, when the new colour is not made in it', () => {
    expect(chooseColor({ colorId: null, sizeId: L }, WHITE, stock)).toEqual({ choice: { colorId: WHITE, sizeId: null }, droppedSizeId: L });
  });
});
