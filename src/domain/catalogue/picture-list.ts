import type { PictureItem } from './product-pictures';

/**
 * What staff do to a product's picture list in the back office, before it is saved: every
 * operation answers a new list with exactly one card picture whenever there is a picture, as
 * the save will keep it (a list without one gets its first picture, like the server does).
 */
function withCard(items: PictureItem[]): PictureItem[] {
  if (items.length === 0 || items.some((item) => item.isCard)) return items;
  return items.map((item, index) => ({ ...item, isCard: index === 0 }));
}

export function appendPictures(items: readonly PictureItem[], added: readonly Pick<PictureItem, 'id' | 'url'>[]): PictureItem[] {
  return withCard([...items, ...added.map(({ id, url }) => ({ id, url, colorId: null, isCard: false }))]);
}

export function removePicture(items: readonly PictureItem[], id: number): PictureItem[] {
  return withCard(items.filter((item) => item.id !== id));
}

/** Moves the picture at `from` to `to` (both within the list), the others keeping their order. */
export function movePicture(items: readonly PictureItem[], from: number, to: number): PictureItem[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (!moved) return [...items];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

export function chooseCard(items: readonly PictureItem[], id: number): PictureItem[] {
  return withCard(items.map((item) => ({ ...item, isCard: item.id === id })));
}

export function setPictureColour(items: readonly PictureItem[], id: number, colorId: number | null): PictureItem[] {
  return items.map((item) => (item.id === id ? { ...item, colorId } : item));
}

/** How many pictures each colour has (null: those for every colour), in the order of the list. */
export function picturesPerColour(items: readonly PictureItem[]): Map<number | null, number> {
  const counts = new Map<number | null, number>();
  for (const item of items) counts.set(item.colorId, (counts.get(item.colorId) ?? 0) + 1);
  return counts;
}
