/** The spec's display order of sizes; sizes created later by staff come after these. */
export const SIZE_ORDER = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', 'UNI'] as const;

export function sizeRank(name: string): number {
  const index = (SIZE_ORDER as readonly string[]).indexOf(name.toUpperCase());
  return index === -1 ? SIZE_ORDER.length : index;
}

export function compareSizes<T extends { name: string; sortOrder?: number }>(a: T, b: T): number {
  return sizeRank(a.name) - sizeRank(b.name) || (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.name.localeCompare(b.name);
}
