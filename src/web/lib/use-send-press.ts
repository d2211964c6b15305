import { useRef } from 'react';

/**
 * For forms that check a field when it is left. Pressing the send button leaves the field, and
 * the message that appears then moves the button from under the pointer: the click is lost.
 * While the button is pressed the check waits (sending checks every field anyway).
 */
export function useSendPress(): { pressing(): boolean; onPointerDown(): void } {
  const pressed = useRef(false);
  return {
    pressing: () => pressed.current,
    onPointerDown: () => {
      pressed.current = true;
      window.addEventListener('pointerup', () => setTimeout(() => (pressed.current = false)), { once: true });
    },
  };
}
