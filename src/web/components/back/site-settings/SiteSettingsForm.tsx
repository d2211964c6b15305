import {
  SITE_SETTING_SECTIONS,
  type SettingField,
  type SettingGroup,
  type SettingKind,
  type SiteSettingsState,
} from '../../../../domain/site-settings';
import { englishKey, isTranslatable } from '../../../../domain/settings';
import { InputField, TextAreaField } from '../form/FormField';
import { useBackTranslation } from '../use-back-translation';
import { useSiteSettingsForm } from './use-site-settings-form';

const GROUPS: readonly SettingGroup[] = ['site', 'publisher', 'operator', 'social'];

/** What the browser offers to type in each kind of box (the form checks it the same way as the API). */
const INPUT_TYPES: Partial<Record<SettingKind, { type?: string; inputMode?: 'decimal' | 'email' | 'url' | 'numeric' }>> = {
  url: { type: 'url', inputMode: 'url' },
  email: { type: 'email', inputMode: 'email' },
  amount: { inputMode: 'decimal' },
  units: { inputMode: 'numeric' },
};
const HINTED: readonly SettingKind[] = ['url', 'email', 'zip', 'companyId', 'vat', 'iban', 'bic', 'amount', 'units'];

type Form = ReturnType<typeof useSiteSettingsForm>;

/** One text box of the page, in one language. */
function TextSetting({ form, field, settingKey, label, lang }: { form: Form; field: SettingField; settingKey: string; label: string; lang?: 'en' }) {
  const { t } = useBackTranslation();
  const common = {
    label,
    field: form.field(settingKey),
    required: field.required,
    hint: HINTED.includes(field.kind) ? t(`siteSettings.hints.${field.kind}`) : undefined,
    value: String(form.values[settingKey] ?? ''),
    onChange: (value: string) => form.set(settingKey, value),
    lang,
  };
  if (field.kind === 'paragraph') return <TextAreaField {...common} rows={3} />;
  return <InputField {...common} {...INPUT_TYPES[field.kind]} autoComplete="off" />;
}

/** A setting: a switch, a text (its French and English boxes side by side when visitors read it), or a value. */
function Setting({ form, field }: { form: Form; field: SettingField }) {
  const { t } = useBackTranslation();
  const label = t(`siteSettings.fields.${field.id}`);
  if (field.kind === 'switch') {
    return (
      <label className="site-settings__switch">
        <input
          type="checkbox"
          id={form.field(field.key).id}
          checked={form.values[field.key] === true}
          onChange={(event) => form.set(field.key, event.target.checked)}
        />
        {label}
      </label>
    );
  }
  if (!isTranslatable(field.key)) return <TextSetting form={form} field={field} settingKey={field.key} label={label} />;
  return (
    <div className="site-settings__twins">
      <TextSetting form={form} field={field} settingKey={field.key} label={t('siteSettings.inFrench', { label })} />
      <TextSetting form={form} field={field} settingKey={englishKey(field.key)} label={t('siteSettings.inEnglish', { label })} lang="en" />
    </div>
  );
}

/**
 * Every setting of the spec's catalogue but the pictures and the threshold, in the spec's four
 * parts (site parameters, publisher, operator, social networks), saved at once. `onReload`
 * reads them again (after another administrator's save).
 */
export function SiteSettingsForm({ opened, onReload }: { opened: SiteSettingsState; onReload(): void }) {
  const { t } = useBackTranslation();
  const form = useSiteSettingsForm(opened);

  return (
    <form className="site-settings" noValidate onSubmit={form.submit} aria-busy={form.saving || undefined}>
      <p className="address-form__note">{t('siteSettings.requiredNote')}</p>
      {GROUPS.map((group) => {
        const sections = SITE_SETTING_SECTIONS.filter((section) => section.group === group);
        return (
          <section key={group} className="parameters__section" aria-labelledby={`site-settings-${group}`}>
            <h2 id={`site-settings-${group}`}>{t(`siteSettings.groups.${group}`)}</h2>
            {sections.map((section) => {
              const settings = (
                <>
                  <p className="address-form__hint">{t(`siteSettings.sectionHints.${section.id}`)}</p>
                  <div className="product-form__fields">
                    {section.fields.map((field) => (
                      <Setting key={field.key} form={form} field={field} />
                    ))}
                  </div>
                </>
              );
              // A part of the page with several sections names each; one alone is named by the part's heading.
              return sections.length > 1 ? (
                <fieldset key={section.id} className="product-form__group">
                  <legend>{t(`siteSettings.sections.${section.id}`)}</legend>
                  {settings}
                </fieldset>
              ) : (
                <div key={section.id}>{settings}</div>
              );
            })}
          </section>
        );
      })}

      <div role="alert">
        {form.failure && <p className="message message--error">{form.failure}</p>}
        {form.conflict && (
          <div className="message message--error">
            <p>{form.conflict}</p>
            <button type="button" className="button" onClick={onReload}>
              {t('siteSettings.reload')}
            </button>
          </div>
        )}
      </div>
      <p role="status" className="parameters__notice">
        {form.notice}
      </p>
      <div className="product-form__actions">
        <button type="submit" className="button" onPointerDown={form.onSendPointerDown} aria-disabled={form.saving || undefined}>
          {form.saving ? t('siteSettings.saving') : t('siteSettings.save')}
        </button>
      </div>
    </form>
  );
}
