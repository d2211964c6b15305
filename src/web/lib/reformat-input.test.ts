import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry } from '../../domain/payments/card-format';
import { reformat } from './reformat-input';

/** A field's text with its caret written as "|". */
const field = (text: string) => ({ value: text.replace('|', ''), caret: text.indexOf('|') });
const shown = ({ value, caret }: { value: string; caret: number }) => `${value.slice(0, caret)}|${value.slice(caret)}`;

const edit = (format: (value: string) => string, previous: string, after: string, inputType?: string) =>
  shown(reformat(format, { ...field(after), previous: previous.replace('|', ''), inputType }));

describe('reformat', () => {
  it('groups the card number as it is typed, the caret after the new digit', () => {
    expect(edit(formatCardNumber, '4242|', '42424|', 'insertText')).toBe('4242 4|');
    expect(edit(formatCardNumber, '|', '4242424242424242|', 'insertFromPaste')).toBe('4242 4242 4242 4242|');
  });

  it('keeps the caret where a digit is typed in the middle', () => {
    expect(edit(formatCardNumber, '4242 |4242', '4242 1|4242', 'insertText')).toBe('4242 1|424 2');
    expect(edit(formatCardNumber, '424|2 4242', '4249|2 4242', 'insertText')).toBe('4249| 2424 2');
  });

  it('deletes the digit before a space or slash when backspace removes the separator', () => {
    expect(edit(formatCardNumber, '4242 |4242', '4242|4242', 'deleteContentBackward')).toBe('424|4 242');
    expect(edit(formatExpiry, '12/|30', '12|30', 'deleteContentBackward')).toBe('1|3/0');
  });

  it('deletes the digit after a separator when the Delete key removes it', () => {
    expect(edit(formatCardNumber, '4242| 4242', '4242|4242', 'deleteContentForward')).toBe('4242| 242');
  });

  it('deletes back to empty from the end', () => {
    expect(edit(formatExpiry, '12/3|', '12/|', 'deleteContentBackward')).toBe('12|');
    expect(edit(formatExpiry, '12|', '1|', 'deleteContentBackward')).toBe('1|');
    expect(edit(formatCardNumber, '4242 4|', '4242 |', 'deleteContentBackward')).toBe('4242|');
  });

  it('writes the expiry as MM/YY as it is typed', () => {
    expect(edit(formatExpiry, '12|', '123|', 'insertText')).toBe('12/3|');
    expect(edit(formatExpiry, '|', '5|', 'insertText')).toBe('05|');
  });
});
