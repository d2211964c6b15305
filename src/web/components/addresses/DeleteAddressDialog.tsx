import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';

type Props = {
  /** Open while an address is waiting for confirmation. */
  open: boolean;
  /** Deletes the address; answers the message to show when it failed, or null. */
  onConfirm(): Promise<string | null>;
  /** Called however the dialog closes: cancel, Escape, or after a successful deletion. */
  onClose(deleted: boolean): void;
};

/**
 * The spec's confirmation before deleting an address, with its ANNULER / CONFIRMER buttons.
 * A native modal dialog: the page behind is inert, Escape cancels, and focus starts on the
 * harmless choice.
 */
export function DeleteAddressDialog({ open, onConfirm, onClose }: Props) {
  const { t } = useTranslation('addresses');
  const titleId = useId();
  const errorId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deletedRef = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      deletedRef.current = false;
      setError(null);
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const failure = await onConfirm();
    setBusy(false);
    if (failure) {
      setError(failure);
      return;
    }
    deletedRef.current = true;
    dialogRef.current?.close();
  };

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={error ? errorId : undefined}
      onClose={() => onClose(deletedRef.current)}
    >
      <h2 id={titleId} className="dialog__title">
        {t('deleteDialog.question')}
      </h2>
      {error && (
        <p id={errorId} role="alert" className="message message--error">
          {error}
        </p>
      )}
      <div className="dialog__buttons">
        <button ref={cancelRef} type="button" className="button button--ghost dialog__button" onClick={() => dialogRef.current?.close()}>
          {t('deleteDialog.cancel')}
        </button>
        <button type="button" className="button dialog__button" onClick={confirm} aria-disabled={busy || undefined}>
          {t('deleteDialog.confirm')}
        </button>
      </div>
    </dialog>
  );
}
