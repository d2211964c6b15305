import { useId, useRef } from 'react';
import { useModalDialog } from './use-modal-dialog';

type Props = {
  /** Open while an action is waiting for confirmation. */
  open: boolean;
  question: string;
  /** What the action does, when the question alone does not say it (e.g. that it cannot be undone). */
  text?: string;
  cancelLabel: string;
  confirmLabel: string;
  /** Carries the action out; answers the message to show when it failed, or null. */
  onConfirm(): Promise<string | null>;
  /** Called however the dialog closes: cancel, Escape, or after the action succeeded. */
  onClose(done: boolean): void;
};

/**
 * The spec's confirmation dialogs, with their ANNULER / CONFIRMER buttons (address, order
 * deletion). A native modal dialog: the page behind is inert, Escape cancels, and focus starts
 * on the harmless choice. A failure is shown in the dialog, which stays open.
 */
export function ConfirmDialog({ open, question, text, cancelLabel, confirmLabel, onConfirm, onClose }: Props) {
  const titleId = useId();
  const textId = useId();
  const errorId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { dialogRef, doneRef, error, busy, run } = useModalDialog(open, () => cancelRef.current?.focus());
  const confirm = () => run(onConfirm);

  const describedBy = [text ? textId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy || undefined}
      onClose={() => onClose(doneRef.current)}
    >
      <h2 id={titleId} className="dialog__title">
        {question}
      </h2>
      {text && <p id={textId}>{text}</p>}
      {error && (
        <p id={errorId} role="alert" className="message message--error">
          {error}
        </p>
      )}
      <div className="dialog__buttons">
        <button ref={cancelRef} type="button" className="button button--ghost dialog__button" onClick={() => dialogRef.current?.close()}>
          {cancelLabel}
        </button>
        <button type="button" className="button dialog__button" onClick={confirm} aria-disabled={busy || undefined}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
