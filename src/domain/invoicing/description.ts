/** The spec's invoice layout holds at most 65 characters per line description (back-office spec 5 and 9). */
export const DESCRIPTION_MAX_LENGTH = 65;

const ELLIPSIS = '…';

/**
 * A description cut to 65 characters, the last one an ellipsis when something was cut. Counted
 * in code points, as PostgreSQL's char_length (the column's check) counts them, so an accented
 * or emoji character is never split in half.
 */
export function invoiceDescription(text: string): string {
  const characters = Array.from(text.trim().replace(/\s+/g, ' '));
  if (characters.length <= DESCRIPTION_MAX_LENGTH) return characters.join('');
  return (
    characters
      .slice(0, DESCRIPTION_MAX_LENGTH - 1)
      .join('')
      .trimEnd() + ELLIPSIS
  );
}
