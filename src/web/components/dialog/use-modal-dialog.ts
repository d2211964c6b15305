import { useEffect, useRef, useState } from 'react';

/**
 * What every modal dialog of the shop shares: opened and closed with `open` as a native modal
 * (`showModal`: the page behind is inert, Escape closes it), `onOpened` placing the focus; an
 * action run once at a time whose failure stays shown in the dialog, which closes on success.
 * `doneRef` tells the dialog's close handler whether it closed because the action succeeded.
 */
export function useModalDialog(open: boolean, onOpened: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const doneRef = useRef(false);
  const openedRef = useRef(onOpened);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    openedRef.current = onOpened;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      doneRef.current = false;
      setError(null);
      dialog.showModal();
      openedRef.current();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  /** Runs the dialog's action; `action` answers the message to show when it failed, or null. */
  const run = async (action: () => Promise<string | null>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const failure = await action();
    setBusy(false);
    if (failure) {
      setError(failure);
      return;
    }
    doneRef.current = true;
    dialogRef.current?.close();
  };

  return { dialogRef, doneRef, error, busy, run };
}
