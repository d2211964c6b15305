import { useState, type FormEvent } from 'react';
import { siteSettingsSchema, type SiteSettingsState, type SiteSettingsValues } from '../../../../domain/site-settings';
import { useSendPress } from '../../../lib/use-send-press';
import type { FieldBinding } from '../form/FormField';
import { useApiMessage } from '../parameters/use-parameter-form';
import { useBackTranslation } from '../use-back-translation';
import { siteSettingsApi } from './site-settings-api';

/** A setting's control id: the page's own prefix and the key, letters and digits only. */
export const settingFieldId = (key: string) => `site-setting-${key.replace(/[^A-Za-z0-9]+/g, '-')}`;

const valuesOf = ({ version: _version, ...values }: SiteSettingsState): SiteSettingsValues => values;

/** The first message of each field, as catalogue keys, for what the form holds now. */
function fieldErrors(values: SiteSettingsValues, version: string): Record<string, string> {
  const checked = siteSettingsSchema.safeParse({ ...values, version });
  const errors: Record<string, string> = {};
  if (!checked.success) for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/**
 * The state of the site settings form, checked by the API's own schema: a field's message
 * shows once it has been left, and for every field once saving was tried; the server's
 * message for a field shows beside it until the field changes. A save from an older version
 * (another administrator saved meanwhile) is refused by the server: the form keeps what was
 * typed and offers to reload.
 */
export function useSiteSettingsForm(opened: SiteSettingsState) {
  const { t } = useBackTranslation();
  const apiMessage = useApiMessage();
  const sendPress = useSendPress();
  const [values, setValues] = useState(() => valuesOf(opened));
  const [version, setVersion] = useState(opened.version);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [conflict, setConflict] = useState('');
  const [notice, setNotice] = useState('');
  const [saving, setSaving] = useState(false);
  const errors = fieldErrors(values, version);

  const field = (key: string): FieldBinding => ({
    id: settingFieldId(key),
    error: serverErrors[key] ?? ((showAll || touched.has(key)) && errors[key] ? t(errors[key]) : undefined),
    touch: () => {
      if (!sendPress.pressing()) setTouched((current) => new Set(current).add(key));
    },
  });

  const set = (key: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [key]: value }));
    setNotice('');
    if (serverErrors[key]) setServerErrors(({ [key]: _fixed, ...others }) => others);
  };

  const focus = (key: string) => requestAnimationFrame(() => document.getElementById(settingFieldId(key))?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFailure('');
    setNotice('');
    setShowAll(true);
    const wrong = Object.keys(errors);
    if (wrong.length > 0) {
      setFailure(t('siteSettings.invalid', { count: wrong.length }));
      focus(wrong[0]!);
      return;
    }
    setSaving(true);
    const result = await siteSettingsApi.save({ ...values, version });
    setSaving(false);
    if (result.ok) {
      setValues(valuesOf(result.data));
      setVersion(result.data.version);
      setNotice(t(result.data.version === version ? 'siteSettings.unchanged' : 'siteSettings.saved'));
      return;
    }
    const { error } = result;
    if (error.status === 409) setConflict(apiMessage(error));
    else if (error.field && error.field in values) {
      setServerErrors({ [error.field]: error.message });
      setFailure(t('siteSettings.invalid', { count: 1 }));
      focus(error.field);
    } else setFailure(apiMessage(error));
  };

  return { values, field, set, submit, saving, failure, conflict, notice, onSendPointerDown: sendPress.onPointerDown };
}
