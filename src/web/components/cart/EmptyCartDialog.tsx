import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';

type Props = {
  open: boolean;
  onConfirm(): void;
  /** Called however the dialog closes: cancel, Escape or confirmation. */
  onClose(): void;
};

/**
 * Confirmation before emptying the cart. A native modal dialog: the page behind is inert,
 * Escape cancels, and focus starts on the harmless choice.
 */
export function EmptyCartDialog({ open, onConfirm, onClose }: Props) {
  const { t } = useTranslation('cart');
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
    >
      <h2 id={titleId} className="dialog__title">
        {t('emptyCart.question')}
      </h2>
      <p id={textId}>{t('emptyCart.text')}</p>
      <div className="dialog__buttons">
        <button ref={cancelRef} type="button" className="button button--ghost dialog__button" onClick={() => dialogRef.current?.close()}>
          {t('emptyCart.cancel')}
        </button>
        <button
          type="button"
          className="button dialog__button"
          onClick={() => {
            onConfirm();
            dialogRef.current?.close();
          }}
        >
          {t('emptyCart.confirm')}
        </button>
      </div>
    </dialog>
  );
}
