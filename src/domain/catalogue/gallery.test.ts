import { describe, expect, it } from 'vitest';
import { defaultGalleryColorId, galleryFor, type GalleryMedia } from './gallery';

const NAVY = 1;
const WHITE = 2;
const picture = (id: number, colorId: number | null, isCardImage = false): GalleryMedia => ({
  id,
  fileName: `p${id}.webp`,
  colorId,
  isCardImage,
});

describe('defaultGalleryColorId', () => {
  const colors = [{ id: WHITE, name: 'Blanc', code: '#fff', available: true }];

  it('starts on the colour of the card picture seen in the list', () => {
    expect(defaultGalleryColorId({ media: [picture(1, WHITE), picture(2, NAVY, true)], colors })).toBe(NAVY);
  });

  it('falls back to the first coloured picture, then to the first colour', () => {
    expect(defaultGalleryColorId({ media: [picture(1, null, true), picture(2, NAVY)], colors })).toBe(NAVY);
    expect(defaultGalleryColorId({ media: [picture(1, null)], colors })).toBe(WHITE);
    expect(defaultGalleryColorId({ media: [], colors: [] })).toBeNull();
  });
});

describe('galleryFor', () => {
  const media = [picture(1, NAVY), picture(2, WHITE), picture(3, null), picture(4, NAVY)];

  it("shows the chosen colour's pictures first, then the neutral ones", () => {
    expect(galleryFor(media, NAVY).map((m) => m.id)).toEqual([1, 4, 3]);
    expect(galleryFor(media, WHITE).map((m) => m.id)).toEqual([2, 3]);
  });

  it('shows the neutral pictures for a colour that has none of its own', () => {
    expect(galleryFor(media, 9).map((m) => m.id)).toEqual([3]);
  });

  it('never leaves the gallery empty when the product has pictures', () => {
    expect(galleryFor([picture(1, NAVY)], WHITE).map((m) => m.id)).toEqual([1]);
    expect(galleryFor([], NAVY)).toEqual([]);
  });
});
