import { useEffect, useState } from 'react';
import { invoicesApi } from './invoices-api';
import { useBackTranslation } from './use-back-translation';

/**
 * The administrators' switch for automatic invoicing of paid orders (ADR 12), saved as soon as
 * it is changed. It lives on the invoice desk until the site settings page exists.
 */
export function AutoInvoicingSwitch() {
  const { t } = useBackTranslation();
  // Null until the setting is read: the box cannot be changed before its state is known.
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    void invoicesApi.autoInvoicing().then((result) => {
      if (!current) return;
      if (result.ok) setEnabled(result.data.enabled);
      else setError(result.error.message || t('autoInvoicing.failed'));
    });
    return () => {
      current = false;
    };
  }, [t]);

  // The box shows the choice at once, held (disabled) until saved, and goes back if saving fails.
  const change = async (next: boolean) => {
    setEnabled(next);
    setSaving(true);
    const result = await invoicesApi.setAutoInvoicing(next);
    setSaving(false);
    if (!result.ok) {
      setEnabled(!next);
      setError(result.error.message || t('autoInvoicing.failed'));
      setNotice('');
      return;
    }
    setError('');
    setNotice(t(next ? 'autoInvoicing.on' : 'autoInvoicing.off'));
  };

  return (
    <div className="auto-invoicing">
      <label>
        <input
          type="checkbox"
          checked={enabled ?? false}
          disabled={enabled === null || saving}
          aria-describedby="auto-invoicing-help"
          onChange={(event) => void change(event.target.checked)}
        />{' '}
        {t('autoInvoicing.label')}
      </label>
      <p id="auto-invoicing-help" className="auto-invoicing__help">
        {t('autoInvoicing.help')}
      </p>
      <p role="status">{notice}</p>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
