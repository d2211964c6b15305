import { startTransition, useEffect, useState } from 'react';

/** Set once the first page has hydrated: components mounted later start interactive. */
let pageHydrated = false;

/**
 * False in the server HTML and during hydration, true once the page is interactive: lets a
 * component keep its no-JavaScript fallback until its scripts can take over, without a
 * hydration mismatch.
 *
 * The switch is a transition, so the components that change (header, menus, newsletter form)
 * re-render in short slices after hydration. `useSyncExternalStore` with a different server
 * value did the same in one synchronous pass over the page, 20 to 40 ms of main thread (ADR 10).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
