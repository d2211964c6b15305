import { describe, expect, it } from 'vitest';
import { appendPictures, chooseCard, movePicture, picturesPerColour, removePicture, setPictureColour } from './picture-list';
import type { PictureItem } from './product-pictures';

const item = (id: number, isCard = false, colorId: number | null = null): PictureItem => ({ id, url: `/images/w400/${id}.webp`, colorId, isCard });
const ids = (items: PictureItem[]) => items.map((i) => i.id);
const card = (items: PictureItem[]) => items.filter((i) => i.isCard).map((i) => i.id);

describe('the picture list of the back office', () => {
  it('appends uploads for every colour; the first picture of an empty list becomes the card picture', () => {
    const first = appendPictures([], [{ id: 5, url: '/images/w400/5.webp' }]);
    expect(first).toEqual([{ id: 5, url: '/images/w400/5.webp', colorId: null, isCard: true }]);
    const more = appendPictures(first, [
      { id: 6, url: 'u6' },
      { id: 7, url: 'u7' },
    ]);
    expect(ids(more)).toEqual([5, 6, 7]);
    expect(card(more)).toEqual([5]);
  });

  it('moves a picture up, down, to either end, and ignores a move from outside the list', () => {
    const list = [item(1, true), item(2), item(3)];
    expect(ids(movePicture(list, 2, 1))).toEqual([1, 3, 2]);
    expect(ids(movePicture(list, 0, 1))).toEqual([2, 1, 3]);
    expect(ids(movePicture(list, 0, 2))).toEqual([2, 3, 1]);
    expect(ids(movePicture(list, 2, 0))).toEqual([3, 1, 2]);
    expect(ids(movePicture(list, 1, 9))).toEqual([1, 3, 2]);
    expect(ids(movePicture(list, 7, 0))).toEqual([1, 2, 3]);
    // The card picture stays the same picture wherever it goes.
    expect(card(movePicture(list, 0, 2))).toEqual([1]);
  });

  it('keeps exactly one card picture: choosing one, and removing the card picture (the first takes its place)', () => {
    const list = [item(1, true), item(2), item(3)];
    expect(card(chooseCard(list, 3))).toEqual([3]);
    expect(card(removePicture(list, 1))).toEqual([2]);
    expect(card(removePicture(list, 2))).toEqual([1]);
    expect(removePicture([item(1, true)], 1)).toEqual([]);
  });

  it('sets one picture’s colour and counts the pictures per colour', () => {
    const list = setPictureColour([item(1, true, 4), item(2, false, 4), item(3)], 3, 9);
    expect(list.map((i) => i.colorId)).toEqual([4, 4, 9]);
    expect([...picturesPerColour([...list, item(8)])]).toEqual([
      [4, 2],
      [9, 1],
      [null, 1],
    ]);
  });
});
