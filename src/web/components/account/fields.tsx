import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useHydrated } from '../chrome/use-hydrated';
import { EyeIcon, EyeOffIcon } from './icons';
import type { AccountForm, FormMessage } from './use-account-form';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id'>;

type FieldProps = InputProps & {
  form: AccountForm;
  name: string;
  label: string;
  /** A rule worth knowing before typing (e.g. the password length), read with the field. */
  hint?: string;
};

/** What every input of a form gets: its id, and its message and hint tied to it for screen readers. */
function useInputA11y(form: AccountForm, name: string, hint: string | undefined) {
  const ids = form.ids(name);
  const error = form.errors[name];
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  return {
    ids,
    error,
    input: { id: ids.input, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
  };
}

/**
 * The field's label; the asterisk of a required field stands beside it, outside the label, so
 * the field's name stays exactly its label (screen readers announce "required" themselves).
 */
function Label({ htmlFor, text, required }: { htmlFor: string; text: string; required?: boolean }) {
  return (
    <span className="field__label-row">
      <label htmlFor={htmlFor} className="field__label">
        {text}
      </label>
      {required && (
        <span className="field__required" aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="field__error">
      {error}
    </p>
  ) : null;
}

export function TextField({ form, name, label, hint, ...input }: FieldProps) {
  const a11y = useInputA11y(form, name, hint);
  return (
    <div className="field">
      <Label htmlFor={a11y.ids.input} text={label} required={form.markRequired && input.required} />
      {hint && (
        <p id={a11y.ids.hint} className="field__hint">
          {hint}
        </p>
      )}
      <input className="field__input" type="text" {...input} {...a11y.input} />
      <FieldError id={a11y.ids.error} error={a11y.error} />
    </div>
  );
}

type PasswordProps = Omit<FieldProps, 'type'> & {
  /** Name of the show/hide button; pages with several password fields give each its own. */
  toggleLabel?: string;
};

/** A password input with a show/hide button (a toggle: aria-pressed tells whether it shows). */
export function PasswordField({ form, name, label, hint, toggleLabel, ...input }: PasswordProps) {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const a11y = useInputA11y(form, name, hint);
  return (
    <div className="field">
      <Label htmlFor={a11y.ids.input} text={label} required={form.markRequired && input.required} />
      {hint && (
        <p id={a11y.ids.hint} className="field__hint">
          {hint}
        </p>
      )}
      <div className="field__password">
        <input className="field__input" {...input} {...a11y.input} type={shown ? 'text' : 'password'} autoCapitalize="off" spellCheck={false} />
        {/* Useless until the page is interactive, so it appears then. */}
        {hydrated && (
          <button type="button" className="field__toggle" aria-pressed={shown} aria-controls={a11y.ids.input} onClick={() => setShown((s) => !s)}>
            {shown ? <EyeOffIcon /> : <EyeIcon />}
            <span className="visually-hidden">{toggleLabel ?? t('password.show')}</span>
          </button>
        )}
      </div>
      <FieldError id={a11y.ids.error} error={a11y.error} />
    </div>
  );
}

type CheckboxProps = Omit<InputProps, 'type'> & { form: AccountForm; name: string; children: ReactNode };

export function CheckboxField({ form, name, children, ...input }: CheckboxProps) {
  const a11y = useInputA11y(form, name, undefined);
  return (
    <div className="field field--checkbox">
      <input className="field__checkbox" type="checkbox" {...input} {...a11y.input} />
      <label htmlFor={a11y.ids.input}>{children}</label>
      <FieldError id={a11y.ids.error} error={a11y.error} />
    </div>
  );
}

type SubmitProps = { busy: boolean; children: ReactNode; className?: string };

/**
 * The form's send button. Before the page is interactive it is disabled (Enter would post the
 * form to the page itself); while a request runs it says so and ignores further presses,
 * keeping focus where it is (aria-disabled rather than disabled).
 */
export function SubmitButton({ busy, children, className = 'button' }: SubmitProps) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={className} disabled={!hydrated} aria-disabled={busy || undefined} data-busy={busy || undefined}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** The area under a form where the server's answer appears; announced when it changes. */
export function FormMessageArea({ message }: { message: FormMessage | null }) {
  return (
    <div className="form-message" role="status">
      {message && <p className={message.tone === 'error' ? 'message message--error' : 'message message--success'}>{message.text}</p>}
    </div>
  );
}
