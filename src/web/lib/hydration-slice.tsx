import { Activity, startTransition, useEffect, useState, type ReactNode } from 'react';
import { HydratingRegion, isPageHydrated } from '../components/chrome/use-hydrated';

/**
 * A region of a server-rendered page that React hydrates on its own (ADR 10). React hydrates
 * the page outside every such boundary first, then each boundary in a pass of its own, each
 * with its own commit and effects: one long main-thread task for the whole page becomes a few
 * short ones, and the browser can paint and answer clicks in between (a click in a region not
 * hydrated yet makes React hydrate that region first).
 *
 * An always-visible `<Activity>` rather than `<Suspense>`: both are hydration boundaries, but
 * the server writes a Suspense boundary of more than about 12 KB of HTML apart, hidden at the
 * end of the page and moved into place by an inline script (React's progressive chunking), so
 * the footer or a product list would wait for that script. An Activity boundary is written in
 * place, between two HTML comments.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  // Only the first page's regions are server HTML; a region mounted later renders in the browser.
  const [hydrating, setHydrating] = useState(() => !isPageHydrated());
  return (
    <HydratingRegion value={hydrating}>
      <Activity mode="visible">
        {children}
        {hydrating && <OnHydrated run={() => startTransition(() => setHydrating(false))} />}
      </Activity>
    </HydratingRegion>
  );
}

/** Its effect runs when the region around it has been hydrated (the region's own commit). */
function OnHydrated({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
