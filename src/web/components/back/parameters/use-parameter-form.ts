import { useCallback, useState } from 'react';
import type { ZodType } from 'zod';
import { NETWORK_ERROR_CODE, type ApiError, type ApiResult } from '../../../lib/api';
import type { FieldBinding } from '../form/FormField';
import { useBackTranslation } from '../use-back-translation';

/** What went wrong as the staff member reads it: the API's own sentence, or the connection's. */
export function useApiMessage() {
  const { t } = useBackTranslation();
  return (error: ApiError) => (error.code === NETWORK_ERROR_CODE ? t('errors:network') : error.message || t('parameters.failed'));
}

/**
 * The state of one of the parameters page's small forms. What is typed is checked by the
 * API's own schema before it is sent (its messages are catalogue keys); the server's refusal
 * of a field (a name already taken) shows beside that field, any other under the form; the
 * first field at fault takes the focus.
 */
export function useParameterForm<V extends Record<string, string>>(prefix: string, blank: V) {
  const { t } = useBackTranslation();
  const apiMessage = useApiMessage();
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const id = (name: string) => `${prefix}-${name}`;
  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first) requestAnimationFrame(() => document.getElementById(id(first))?.focus());
  };

  const field = (name: keyof V & string): FieldBinding => ({ id: id(name), error: errors[name], touch: () => {} });

  const set = (name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...others }) => others);
  };

  /** Checks `body` with `schema`, sends it, and answers the API's data, or null when refused (the form then says why). */
  async function submit<B, R>(schema: ZodType<B>, body: unknown, send: (checked: B) => Promise<ApiResult<R>>): Promise<R | null> {
    setFailure('');
    const checked = schema.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const name = String(issue.path[0]);
        if (name in blank) found[name] ??= t(issue.message);
        else setFailure(t(issue.message));
      }
      showErrors(found);
      return null;
    }
    setBusy(true);
    const result = await send(checked.data);
    setBusy(false);
    if (!result.ok) {
      if (result.error.field && result.error.field in blank) showErrors({ [result.error.field]: result.error.message });
      else setFailure(apiMessage(result.error));
      return null;
    }
    setValues(blank);
    setErrors({});
    return result.data;
  }

  /** Puts other values in the form (a row to edit), or back to blank. */
  const load = useCallback((next: V) => {
    setValues(next);
    setErrors({});
    setFailure('');
  }, []);

  return { values, set, field, submit, load, busy, failure };
}
