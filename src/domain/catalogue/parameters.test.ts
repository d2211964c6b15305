import { describe, expect, it } from 'vitest';
import { colorInputSchema, normalizeColorCode, sizeInputSchema, usesList } from './parameters';

describe('colour codes', () => {
  it('keeps #rrggbb in small letters, whatever way it was typed', () => {
    expect(normalizeColorCode('#1F2A44')).toBe('#1f2a44');
    expect(normalizeColorCode(' 1f2a44 ')).toBe('#1f2a44');
    expect(normalizeColorCode('#0Fc')).toBe('#00ffcc');
  });

  it('refuses what is not one, with the field’s message', () => {
    for (const code of ['navy', '#12345', '#1234567', 'rgb(0,0,0)', '']) {
      const result = colorInputSchema.safeParse({ nameFr: 'A', nameEn: 'A', code });
      expect(result.success, code).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['code'], message: 'back:parameters.validation.colorCodeInvalid' });
    }
  });
});

describe('names', () => {
  it('are trimmed, and required', () => {
    expect(sizeInputSchema.parse({ name: ' 4XL ' })).toEqual({ name: '4XL' });
    expect(sizeInputSchema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe('back:parameters.validation.sizeNameMissing');
    expect(sizeInputSchema.safeParse({ name: 'TRES-GRANDE' }).error?.issues[0]?.message).toBe('back:parameters.validation.sizeNameTooLong');
  });
});

describe('the list of what uses a parameter', () => {
  it('names three at most, with an ellipsis when there are more', () => {
    expect(usesList(['Tee Marinière'], 1)).toBe('Tee Marinière');
    expect(usesList(['A', 'B', 'C'], 3)).toBe('A, B, C');
    expect(usesList(['A', 'B', 'C'], 4)).toBe('A, B, C…');
    expect(usesList(['A', 'B', 'C', 'D'], 4)).toBe('A, B, C…');
  });
});
