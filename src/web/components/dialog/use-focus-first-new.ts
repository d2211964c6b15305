import { useEffect, useRef } from 'react';

/**
 * After a load-more press, moves the focus to the first item it brought, so keyboard and
 * screen-reader users carry on where the new items start instead of the top of the page. Call
 * `markFrom(items.length)` when the button is pressed; the list's items are its `li`, each with a link.
 */
export function useFocusFirstNew<T>(items: readonly T[]) {
  const listRef = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll(':scope > li')[from]?.querySelector<HTMLElement>('a')?.focus();
  }, [items]);
  return {
    listRef,
    markFrom: (count: number) => {
      focusFrom.current = count;
    },
  };
}
