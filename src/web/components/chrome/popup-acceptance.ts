/** The visitor's acceptance of the information pop-up lasts for the browser session (spec section 1). */
const KEY = 'atelier.popupAccepted';

export function isPopupAccepted(): boolean {
  try {
    return sessionStorage.getItem(KEY) === 'true';
  } catch {
    // Storage can be refused (privacy settings): then the pop-up simply shows again.
    return false;
  }
}

const listeners = new Set<() => void>();

export function subscribeToPopupAcceptance(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function rememberPopupAccepted(): void {
  try {
    sessionStorage.setItem(KEY, 'true');
  } catch {
    // Nothing to remember with: the acceptance still holds for this page view (the dialog closes).
  }
  for (const listener of listeners) listener();
}
