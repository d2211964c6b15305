import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/** Set once the first page has hydrated: components mounted later start interactive. */
let pageHydrated = false;

/** Whether the first page has hydrated (some of it at least: regions hydrate one by one). */
export function isPageHydrated(): boolean {
  return pageHydrated;
}

/**
 * True inside a region of the first page that React has not finished hydrating
 * (lib/hydration-slice.tsx): regions hydrate one after the other, so a region can still be
 * server HTML when the page around it is already interactive, and its components must render
 * what the server rendered.
 */
export const HydratingRegion = createContext(false);

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
  const inHydratingRegion = useContext(HydratingRegion);
  const [hydrated, setHydrated] = useState(() => pageHydrated && !inHydratingRegion);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
