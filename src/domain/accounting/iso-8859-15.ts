/**
 * Text as ISO 8859-15 (Latin-9) bytes, one of the encodings the FEC's standard accepts (ASCII,
 * ISO 8859-15, EBCDIC) and the one that holds French: Latin-1 plus €, œ, Œ, Ÿ, Š, š, Ž, ž in
 * place of eight rarely used signs. Node and browsers only encode UTF-8 (TextEncoder), and the
 * encoding libraries are not among the shop's dependencies, so the table is here: a character
 * outside Latin-9 is written as its letter without accent when it has one ("ł" stays "?", "ă"
 * becomes "a"), else "?".
 */
const LATIN9_EXTRAS: Record<string, number> = { '€': 0xa4, Š: 0xa6, š: 0xa8, Ž: 0xb4, ž: 0xb8, Œ: 0xbc, œ: 0xbd, Ÿ: 0xbe };
const REPLACED_LATIN1 = new Set(Object.values(LATIN9_EXTRAS));
const QUESTION_MARK = 0x3f;

function byteOf(char: string): number {
  const extra = LATIN9_EXTRAS[char];
  if (extra !== undefined) return extra;
  const code = char.codePointAt(0)!;
  if (code < 0x100 && !REPLACED_LATIN1.has(code)) return code;
  const letter = char.normalize('NFD').replace(/\p{M}+/gu, '');
  return letter.length === 1 && letter.codePointAt(0)! < 0x80 ? letter.codePointAt(0)! : QUESTION_MARK;
}

export function iso885915(text: string): Uint8Array {
  return Uint8Array.from(Array.from(text, byteOf));
}
