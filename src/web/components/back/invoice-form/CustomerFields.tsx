import { ADDRESS_FIELDS, ADDRESS_MAX_LENGTHS, type AddressField } from '../../../../domain/addresses/address-schema';
import { countryOptions } from '../../../../domain/addresses/countries';
import { useLocale } from '../../../lib/use-root';
import { useBackTranslation } from '../use-back-translation';
import { InputField, SelectField } from '../form/FormField';
import type { InvoiceFormState } from './use-invoice-form';

const INPUT_TYPES: Partial<Record<AddressField, 'email' | 'tel'>> = { email: 'email', phone: 'tel' };

/**
 * The buyer, as the address forms ask for one (spec back-office 3 and 5), with the address
 * forms' labels and messages. Staff type someone else's address: the browser's autofill of
 * their own would be wrong.
 */
export function CustomerFields({ form }: { form: InvoiceFormState }) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const { customer } = form.values;
  return (
    <fieldset className="invoice-form__group">
      <legend>{t('invoiceForm.customer')}</legend>
      <div className="invoice-form__grid">
        {ADDRESS_FIELDS.map((name) => {
          const common = {
            key: name,
            label: t(`addresses:form.${name}`),
            field: form.field(`customer.${name}`),
            required: name !== 'line2',
            value: customer[name],
            onChange: (value: string) => form.setCustomer(name, value),
          };
          return name === 'country' ? (
            <SelectField {...common} options={countryOptions(locale).map((country) => ({ value: country.code, label: country.name }))} />
          ) : (
            <InputField {...common} type={INPUT_TYPES[name] ?? 'text'} autoComplete="off" maxLength={ADDRESS_MAX_LENGTHS[name]} />
          );
        })}
      </div>
    </fieldset>
  );
}
