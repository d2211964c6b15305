/** Reading `length` makes the browser load the tab's sessionStorage for this page now. */
const OPEN_SESSION_STORAGE = 'try { sessionStorage.length; } catch {}';

/**
 * An inline script at the top of the head that opens the page's sessionStorage (ADR 10). The
 * first sessionStorage access of a page is a synchronous call to the browser process, and
 * React Router makes one while it starts, inside the first hydration task (its view-transition
 * state): Lighthouse's traces showed that task at 60 to 125 ms of main thread when the browser
 * was slow to answer. Here, before the stylesheet, the call overlaps the stylesheet's download,
 * which the page waits for anyway before its first paint; later accesses (React Router, the
 * scroll positions, the pop-up's acceptance) find the storage open.
 */
export function EarlySessionStorage({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: OPEN_SESSION_STORAGE }} />;
}
