/** What the browser left in a formatted field after one edit, and what the field showed before. */
export type FieldEdit = { value: string; caret: number; previous: string; inputType?: string };

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/**
 * Rewrites a field as its format wants (card number groups, MM/YY) and says where the caret
 * goes: after as many typed characters as before, so typing or deleting in the middle keeps
 * the caret where the customer is working. Deleting a separator the format puts back (a space
 * between groups, the slash) deletes the digit beyond it instead, or the key would do nothing.
 */
export function reformat(format: (value: string) => string, edit: FieldEdit): { value: string; caret: number } {
  let { value, caret } = edit;
  const separatorOnly = value.length === edit.previous.length - 1 && digitCount(value) === digitCount(edit.previous);
  if (separatorOnly && edit.inputType === 'deleteContentBackward') {
    const before = value.slice(0, caret).search(/\d\D*$/);
    if (before >= 0) {
      value = value.slice(0, before) + value.slice(before + 1);
      caret = before;
    }
  } else if (separatorOnly && edit.inputType === 'deleteContentForward') {
    const after = value.slice(caret).search(/\d/);
    if (after >= 0) value = value.slice(0, caret + after) + value.slice(caret + after + 1);
  }
  const formatted = format(value);
  return { value: formatted, caret: Math.min(format(value.slice(0, caret)).length, formatted.length) };
}
