import type { Locale } from '../locale';

/** An order line's product and colour names as they were bought: French in `name` and `colorName`, English beside them. */
export type BilingualLineNames = { name: string; nameEn: string; colorName: string; colorNameEn: string };

/**
 * The line as a reader of `locale` sees it: `name` and `colorName` in that language, the other
 * language's left out. Every page, mail and document that lists what was bought names it this
 * way, so an English customer never reads the French names of what they bought, nor the reverse.
 */
export function namedIn<Line extends BilingualLineNames>(line: Line, locale: Locale): Omit<Line, 'nameEn' | 'colorNameEn'> {
  const { nameEn, colorNameEn, ...named } = line;
  return locale === 'en' ? { ...named, name: nameEn, colorName: colorNameEn } : named;
}
