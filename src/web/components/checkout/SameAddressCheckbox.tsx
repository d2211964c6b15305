import { useId, useRef } from 'react';
import { useAdoptDomState } from '../../lib/typed-before-hydration';
import { useCheckoutTranslation } from './checkout-i18n';

/** The billing step's "same address" box (spec): checked, billing copies delivery and asks nothing more. */
export function SameAddressCheckbox({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const { t } = useCheckoutTranslation();
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  // Unticked (or ticked) before the page's scripts ran: the step shows what the box says.
  useAdoptDomState(ref, (input) => {
    if (input.checked !== checked) onChange(input.checked);
  });
  return (
    <div className="address-form__check checkout-same">
      <input ref={ref} id={id} type="checkbox" name="sameAsDelivery" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{t('billing.same')}</label>
    </div>
  );
}
