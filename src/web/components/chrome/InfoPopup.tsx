import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router';
import { isPopupAccepted, rememberPopupAccepted } from './popup-acceptance';

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
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(!isPopupAccepted());
  }, [key]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (visible && dialog && !dialog.open) dialog.showModal();
  }, [visible]);

  if (!visible) return null;

  const accept = () => {
    rememberPopupAccepted();
    dialogRef.current?.close();
  };

  return (
    <dialog ref={dialogRef} className="info-popup" aria-modal="true" aria-labelledby={titleId} onClose={() => setVisible(false)}>
      <h2 id={titleId} className="info-popup__title">
        {t('popup.title')}
      </h2>
      <p className="info-popup__message">{message}</p>
      <button type="button" className="button" onClick={accept} autoFocus>
        {t('popup.accept')}
      </button>
    </dialog>
  );
}
