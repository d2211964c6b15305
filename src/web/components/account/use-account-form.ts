import { useId, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { NETWORK_ERROR_CODE, type ApiError, type ApiResult } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import { isMessageKey, type FieldErrors } from './field-errors';

export type FormMessage = { tone: 'success' | 'error'; text: string };

type Options = {
  /**
   * Marks required fields with an asterisk (explained above the form). Only worth it where
   * some fields are optional: on a form whose every field is required the stars say nothing.
   */
  markRequired?: boolean;
  /** Message keys of what is wrong, field by field; checked when a field is left and before sending. */
  validate: (data: FormData) => FieldErrors;
  /**
   * Sends the form. A failed answer it returns is shown by the form: under the field the
   * server names, otherwise in the message area. Success is the caller's to show.
   */
  submit: (data: FormData, form: HTMLFormElement) => Promise<ApiResult<unknown> | void>;
};

export type AccountForm = ReturnType<typeof useAccountForm>;

/**
 * State and behaviour shared by the account forms: messages under the fields (as text, in the
 * page's language), the first wrong field focused on submit, one request at a time, and the
 * server's answer shown where it belongs. Inputs stay uncontrolled: the form reads them on
 * blur and on submit.
 */
export function useAccountForm({ validate, submit, markRequired = false }: Options) {
  const { t } = useTranslation('account');
  const baseId = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const submitted = useRef(false);
  const edited = useRef(new Set<string>());

  const text = (key: string) => t(isMessageKey(key) ? key : 'form.invalidField');
  const translate = (found: FieldErrors) => Object.fromEntries(Object.entries(found).map(([field, key]) => [field, text(key)]));

  const ids = (name: string) => ({ input: `${baseId}-${name}`, error: `${baseId}-${name}-error`, hint: `${baseId}-${name}-hint` });

  /** Re-checks one field and shows or clears its message, leaving the others as they are. */
  const checkField = (form: HTMLFormElement, name: string) => {
    const key = validate(new FormData(form))[name];
    setErrors((current) => {
      if (!key) {
        if (!(name in current)) return current;
        const { [name]: _cleared, ...rest } = current;
        return rest;
      }
      return { ...current, [name]: text(key) };
    });
  };

  const focusField = (form: HTMLFormElement, names: string[]) => {
    const first = [...form.elements].find((el): el is HTMLInputElement => el instanceof HTMLInputElement && names.includes(el.name));
    first?.focus();
  };

  const showApiError = (error: ApiError, form: HTMLFormElement) => {
    if (error.code === NETWORK_ERROR_CODE) {
      setMessage({ tone: 'error', text: t('errors:network') });
      return;
    }
    const fieldText = error.message || t('errors:server');
    if (error.field && form.elements.namedItem(error.field)) {
      setErrors((current) => ({ ...current, [error.field as string]: fieldText }));
      focusField(form, [error.field]);
      return;
    }
    setMessage({ tone: 'error', text: fieldText });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busyRef.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    submitted.current = true;
    const found = translate(validate(data));
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) {
      focusField(form, Object.keys(found));
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      const result = await submit(data, form);
      if (result && !result.ok) showApiError(result.error, form);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  // A field is checked when left, once it has been typed in (tabbing through an empty form
  // does not cover it in messages), and again while typing once it shows a message.
  const shouldCheck = (name: string) => edited.current.has(name) || submitted.current || name in errors;
  // Left by pressing the mouse inside the form (often on its submit button): a message
  // appearing at once would push the button down before the press ends and swallow the click.
  // The check then waits until the press is over.
  const pressing = useRef(false);
  const leftWhilePressing = useRef<{ form: HTMLFormElement; name: string } | null>(null);
  const onPointerDown = () => {
    pressing.current = true;
    const listening = new AbortController();
    const release = () => {
      listening.abort();
      pressing.current = false;
      // After the click the press may have caused (a submit checks everything anyway).
      setTimeout(() => {
        const left = leftWhilePressing.current;
        leftWhilePressing.current = null;
        if (left) checkField(left.form, left.name);
      });
    };
    window.addEventListener('pointerup', release, { signal: listening.signal });
    window.addEventListener('pointercancel', release, { signal: listening.signal });
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const { name } = event.target as EventTarget as HTMLInputElement;
    if (!name || !shouldCheck(name)) return;
    if (pressing.current) leftWhilePressing.current = { form: event.currentTarget, name };
    else checkField(event.currentTarget, name);
  };
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const { name } = event.target as EventTarget as HTMLInputElement;
    if (!name) return;
    edited.current.add(name);
    if (name in errors) checkField(event.currentTarget, name);
  };

  /** Empties the form after a success (a prefilled address included: it has been used). */
  const reset = (form: HTMLFormElement) => {
    form.reset();
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="email"], input[type="text"], input[type="password"]')) {
      if (!input.readOnly) input.value = '';
    }
    edited.current.clear();
    submitted.current = false;
    setErrors({});
  };

  return {
    /** Spread on the <form>. POST keeps a password out of the address bar if the page is not interactive yet. */
    formProps: { method: 'post', noValidate: true, onSubmit, onBlur, onChange, onPointerDown },
    errors,
    ids,
    markRequired,
    busy,
    message,
    setMessage,
    reset,
  };
}

/** The address typed in the form a button belongs to (carried when a page switches forms). */
export function typedEmail(button: HTMLButtonElement): string {
  return (button.form?.elements.namedItem('email') as HTMLInputElement | null)?.value ?? '';
}
