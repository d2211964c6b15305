import { useDeferredValue, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router';
import { isPopupAccepted, rememberPopupAccepted, subscribeToPopupAcceptance } from './popup-acceptance';

type Props = { message: string };

/**
 * The shop-wide information pop-up, shown on every storefront page until the visitor accepts
 * it. Escape only closes it for the page in view. It exists only in the browser (the
 * acceptance lives in sessionStorage), so the server HTML never has to guess.
 */
export function InfoPopup({ message }: Props) {
  const { t } = useTranslation('common');
  const { key } = useLocation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The server cannot know the acceptance: its HTML (and hydration) leave the pop-up out.
  // Deferred: after hydration the pop-up is added by a render React can slice, not in the
  // synchronous pass a changed store value asks for (ADR 10).
  const accepted = useDeferredValue(useSyncExternalStore(subscribeToPopupAcceptance, isPopupAccepted, () => true));
  const [closedOnPage, setClosedOnPage] = useState<string | null>(null);
  const visible = !accepted && closedOnPage !== key;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!visible || !dialog || dialog.open) return;
    // showModal() lays the whole page out again at once; in the next frame it is a task of
    // its own instead of lengthening the one that runs every effect of the hydrated page.
    const frame = requestAnimationFrame(() => dialog.showModal());
    return () => cancelAnimationFrame(frame);
  }, [visible]);

  if (!visible) return null;

  const accept = () => {
    rememberPopupAccepted();
    dialogRef.current?.close();
  };

  return (
    <dialog ref={dialogRef} className="info-popup" aria-modal="true" aria-labelledby={titleId} onClose={() => setClosedOnPage(key)}>
      <h2 id={titleId} className="info-popup__title">
        {t('popup.title')}
      </h2>
      <p className="info-popup__message">{message}</p>
      {/* showModal() focuses this button, the dialog's first focusable element. */}
      <button type="button" className="button" onClick={accept}>
        {t('popup.accept')}
      </button>
    </dialog>
  );
}
