import { isValidElement } from 'react';
import { ScrollRestoration as RouterScrollRestoration, type ScrollRestorationProps } from 'react-router';

/**
 * Gives the history entry a key when it has none, as React Router's script does. An entry
 * without a key is a page opened afresh (a link from elsewhere, a typed address): no scroll
 * position can have been saved under a key that does not exist yet, so there is nothing to read.
 */
const KEY_A_NEW_ENTRY = 'history.replaceState({ key: Math.random().toString(32).slice(2) }, "");';

/**
 * React Router's `<ScrollRestoration>`, whose inline script reads the saved scroll positions
 * from sessionStorage only for a history entry React Router has seen before (a reload, back or
 * forward). Its script runs while the HTML is parsed, before the first paint; the first
 * sessionStorage access of a page is a synchronous call to the browser process, and Lighthouse
 * measured it at 15 to 23 ms of the document's main thread on a fresh visit, where it can
 * find nothing. Behaviour is otherwise React Router's own: the same key, the same positions,
 * the same restoring after hydration. With `getKey` the position may be keyed by something
 * else than the entry (a path), so React Router's script is kept as it is.
 */
export function ScrollRestoration(props: ScrollRestorationProps) {
  // Called as a function, not rendered, to re-shape its script (its hooks become this component's).
  const element = RouterScrollRestoration(props);
  if (props.getKey || !isValidElement<{ dangerouslySetInnerHTML?: { __html: string } }>(element)) return element;
  const script = element.props.dangerouslySetInnerHTML?.__html;
  if (!script) return element;
  const html = `if (window.history.state && window.history.state.key) { ${script} } else { ${KEY_A_NEW_ENTRY} }`;
  return <script {...element.props} dangerouslySetInnerHTML={{ __html: html }} />;
}
