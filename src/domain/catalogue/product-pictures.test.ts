import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arrangePictures, pictureListSchema, picturesInput, productPicturesFields, MAX_PICTURES_PER_PRODUCT } from './product-pictures';

const productPictures = z.object(productPicturesFields);

describe('arrangePictures', () => {
  const list = [
    { id: 7, colorId: 2 },
    { id: 3, colorId: null },
    { id: 9, colorId: 2 },
  ];

  it('keeps the order staff chose as positions and marks the chosen card picture only', () => {
    expect(arrangePictures(list, 9)).toEqual([
      { id: 7, colorId: 2, position: 0, isCardImage: false },
      { id: 3, colorId: null, position: 1, isCardImage: false },
      { id: 9, colorId: 2, position: 2, isCardImage: true },
    ]);
  });

  it('makes the first picture the card picture when none is chosen, or one not in the list', () => {
    for (const card of [null, 42]) expect(arrangePictures(list, card).map((p) => p.isCardImage)).toEqual([true, false, false]);
  });

  it('has no card picture without pictures', () => {
    expect(arrangePictures([], null)).toEqual([]);
  });
});

describe('the pictures fields of a product save', () => {
  it('accepts a list of pictures with or without a colour, and a card picture (the first when none is given)', () => {
    expect(
      productPictures.safeParse({
        pictures: [
          { id: 1, colorId: null },
          { id: 2, colorId: 5 },
        ],
        cardPictureId: 2,
      }).success,
    ).toBe(true);
    expect(productPictures.parse({ pictures: [{ id: 1, colorId: null }] })).toEqual({ pictures: [{ id: 1, colorId: null }], cardPictureId: null });
  });

  it('asks for at least one picture, with the product form’s required-field message', () => {
    for (const pictures of [[], undefined]) {
      const result = productPictures.safeParse({ pictures, cardPictureId: null });
      expect(result.error?.issues[0]).toMatchObject({ path: ['pictures'], message: 'back:productForm.validation.picturesMissing' });
    }
  });

  it('refuses a picture listed twice, and too many pictures, with the back office’s message', () => {
    const twice = pictureListSchema.safeParse([
      { id: 1, colorId: null },
      { id: 1, colorId: 2 },
    ]);
    expect(twice.error?.issues[0]?.message).toBe('back:pictures.errors.duplicate');
    const many = pictureListSchema.safeParse(Array.from({ length: MAX_PICTURES_PER_PRODUCT + 1 }, (_, i) => ({ id: i + 1, colorId: null })));
    expect(many.error?.issues[0]?.message).toBe('back:pictures.errors.tooMany');
  });

  it('refuses ids that are not positive integers', () => {
    for (const id of [0, -1, 1.5, '3']) expect(pictureListSchema.safeParse([{ id, colorId: null }]).success).toBe(false);
    expect(pictureListSchema.safeParse([{ id: 1, colorId: 0 }]).success).toBe(false);
  });

  it('is built from the component’s list: ids and colours in order, and the card picture', () => {
    const items = [
      { id: 4, url: '/images/w400/a.webp', colorId: null, isCard: false },
      { id: 8, url: '/images/w400/b.webp', colorId: 3, isCard: true },
    ];
    expect(picturesInput(items)).toEqual({
      pictures: [
        { id: 4, colorId: null },
        { id: 8, colorId: 3 },
      ],
      cardPictureId: 8,
    });
    expect(picturesInput([]).cardPictureId).toBeNull();
  });
});
