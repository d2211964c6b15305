import { useState } from 'react';
import type { ApiError } from '../../../lib/api';
import { useBackTranslation } from '../use-back-translation';
import { parametersApi, type PromoCodeItem } from './parameters-api';

type Props = { code: PromoCodeItem; onSwitched(isActive: boolean): void; onRefused(error: ApiError): void };

/** A code's on/off box: it shows the choice at once, held while it is saved, and goes back if saving fails. */
export function PromoSwitch({ code, onSwitched, onRefused }: Props) {
  const { t } = useBackTranslation();
  const [shown, setShown] = useState(code.isActive);
  const [saving, setSaving] = useState(false);
  // The list read again (after this change or another's) is the truth.
  const [listed, setListed] = useState(code.isActive);
  if (listed !== code.isActive) {
    setListed(code.isActive);
    setShown(code.isActive);
  }

  const change = async (next: boolean) => {
    setShown(next);
    setSaving(true);
    const result = await parametersApi.switchPromoCode(code.id, next);
    setSaving(false);
    if (result.ok) onSwitched(next);
    else {
      setShown(!next);
      onRefused(result.error);
    }
  };

  return (
    <label className="parameters__switch">
      <input type="checkbox" checked={shown} disabled={saving} onChange={(event) => void change(event.target.checked)} />{' '}
      {t('parameters.promoCodes.switchLabel', { code: code.code })}
    </label>
  );
}
