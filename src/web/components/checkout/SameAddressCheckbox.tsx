import { useId } from 'react';
import { useCheckoutTranslation } from './checkout-i18n';

/** The billing step's "same address" box (spec): checked, billing copies delivery and asks nothing more. */
export function SameAddressCheckbox({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const { t } = useCheckoutTranslation();
  const id = useId();
  return (
    <div className="address-form__check checkout-same">
      <input id={id} type="checkbox" name="sameAsDelivery" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{t('billing.same')}</label>
    </div>
  );
}
