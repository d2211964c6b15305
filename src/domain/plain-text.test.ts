import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isPlainText, plainText, PLAIN_TEXT_MESSAGE } from './plain-text';

describe('plain text', () => {
  it.each([
    ['accents and other scripts', 'Zoé Łukasz Дмитрий 東京 شارع'],
    ['typographic punctuation', 'N’Diaye « rue » — 3 ½'],
    ['emoji, joined ones included', '🏠 👨‍👩‍👧'],
    ['right-to-left marks', '\u200fשלום\u200e'],
    ['the empty text', ''],
  ])('keeps %s', (_name, text) => {
    expect(isPlainText(text)).toBe(true);
  });

  it.each([
    ['NUL', 'Lyon\u0000'],
    ['a tab', 'a\tb'],
    ['a line feed', 'a\nb'],
    ['a carriage return', 'a\rb'],
    ['an escape sequence', '\u001b[31mred'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
    ['a line separator', '\u2028'],
    ['a right-to-left override', 'Mar\u202etin'],
    ['an isolate', '\u2066x\u2069'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', 'a\udc00'],
    ['a byte order mark', '\ufeffabc'],
    ['a noncharacter', '\uffff'],
  ])('refuses %s', (_name, text) => {
    expect(isPlainText(text)).toBe(false);
  });

  it('refuses any text that holds a control character, wherever it is', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 0x1f }), fc.string(), (before, code, after) => {
        expect(isPlainText(before + String.fromCharCode(code) + after)).toBe(false);
      }),
    );
  });

  it('answers with its catalogue key as a zod check', () => {
    const result = z.string().check(plainText).safeParse('a\u0000');
    expect(result.error?.issues[0]?.message).toBe(PLAIN_TEXT_MESSAGE);
  });
});
