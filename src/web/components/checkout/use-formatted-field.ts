import { useEffect, useRef, type ChangeEvent } from 'react';
import { reformat } from '../../lib/reformat-input';

/**
 * Formats an uncontrolled input as it is typed (the form reads it on blur and submit), keeping
 * the caret where the customer works. Spread the result on the input whose id is given.
 */
export function useFormattedField(id: string, format: (value: string) => string) {
  const previous = useRef('');

  // Typed or autofilled before the scripts took over: written the same way once they have.
  useEffect(() => {
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement)) return;
    input.value = format(input.value);
    previous.current = input.value;
  }, [id, format]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const { inputType } = event.nativeEvent as InputEvent;
    const next = reformat(format, { value: input.value, caret: input.selectionStart ?? input.value.length, previous: previous.current, inputType });
    previous.current = next.value;
    if (next.value === input.value) return;
    input.value = next.value;
    // Moving the caret of a field the customer is not in (autofill) would pull the focus on some browsers.
    if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
  };

  return { onChange };
}
