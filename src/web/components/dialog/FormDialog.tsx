import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

type Props = {
  open: boolean;
  title: string;
  /** What the action does, read with the title. */
  text?: string;
  cancelLabel: string;
  submitLabel: string;
  /** The submit button moves money or stock: it looks like it. */
  danger?: boolean;
  /** The form's controls, each with its label. */
  children: ReactNode;
  /** Carries the action out with what was typed; answers the message to show when it failed, or null. */
  onSubmit(form: FormData): Promise<string | null>;
  onClose(done: boolean): void;
};

/**
 * A confirmation dialog that asks for something first (a tracking number, a reason). A native
 * modal dialog like ConfirmDialog: the page behind is inert, Escape cancels, focus starts on the
 * first control; a failure is shown in the dialog, which stays open with what was typed.
 */
export function FormDialog({ open, title, text, cancelLabel, submitLabel, danger, children, onSubmit, onClose }: Props) {
  const titleId = useId();
  const textId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { dialogRef, doneRef, error, busy, run } = useModalDialog(open, () => {
    formRef.current?.reset();
    formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(() => onSubmit(form));
  };

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      onClose={() => onClose(doneRef.current)}
    >
      <form ref={formRef} onSubmit={submit} noValidate className="dialog__form">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {text && <p id={textId}>{text}</p>}
        {children}
        {error && (
          <p role="alert" className="message message--error">
            {error}
          </p>
        )}
        <div className="dialog__buttons">
          <button type="button" className="button button--ghost dialog__button" onClick={() => dialogRef.current?.close()}>
            {cancelLabel}
          </button>
          <button type="submit" className={`button dialog__button${danger ? ' button--danger' : ''}`} aria-disabled={busy || undefined}>
            {submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
