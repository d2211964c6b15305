import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { DESCRIPTION_MAX_LENGTH, invoiceDescription } from '../../../../domain/invoicing/description';
import { VAT_RATES_BP, vatRateLabel } from '../../../../domain/invoicing/invoice-amounts';
import { PRICES } from '../../../../domain/invoicing/invoice-form';
import type { InvoiceFormLine } from '../../../../domain/invoicing/invoice-form-values';
import { useLocale } from '../../../lib/use-root';
import { useBackTranslation } from '../use-back-translation';
import { InputField, SelectField } from '../form/FormField';
import type { InvoiceFormState } from './use-invoice-form';

/** The description's rule, and, once it is longer, what the invoice will print (spec back-office 5 and 9: 65 characters, an ellipsis). */
function DescriptionHint({ text }: { text: string }) {
  const { t } = useBackTranslation();
  const long = Array.from(text.trim()).length > DESCRIPTION_MAX_LENGTH;
  return (
    <>
      {t('invoiceForm.descriptionHint')}
      {long && (
        <>
          <br />
          {t('invoiceForm.printedAs', { text: invoiceDescription(text) })}
        </>
      )}
    </>
  );
}

function LineFields({ form, line, n, onRemove }: { form: InvoiceFormState; line: InvoiceFormLine; n: number; onRemove?(): void }) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const bind = (name: Exclude<keyof InvoiceFormLine, 'key'>, path: string = name) => ({
    field: form.field(`lines.k${line.key}.${path}`),
    value: line[name],
    onChange: (value: string) => form.setLine(line.key, name, value),
  });
  return (
    <fieldset className="invoice-form__line">
      <legend>{t('invoiceForm.line', { n })}</legend>
      <div className="invoice-form__grid">
        <InputField
          label={t('invoiceForm.description')}
          {...bind('description')}
          required
          hint={<DescriptionHint text={line.description} />}
          maxLength={500}
        />
        <InputField label={t('invoiceForm.reference')} {...bind('reference')} maxLength={60} />
        <InputField label={t('invoiceForm.quantity')} {...bind('quantity')} required type="number" min={1} step={1} inputMode="numeric" />
        <InputField
          label={t(form.values.prices === 'net' ? 'businessInvoice.unitPriceNet' : 'invoiceForm.unitPrice')}
          {...bind('unitPrice', 'unitPriceCents')}
          required
          inputMode="decimal"
        />
        <SelectField
          label={t('invoiceForm.vatRate')}
          {...bind('vatRateBp')}
          required
          options={VAT_RATES_BP.map((rate) => ({ value: String(rate), label: vatRateLabel(rate, locale) }))}
        />
      </div>
      {onRemove && (
        <button type="button" className="button button--ghost" onClick={onRemove}>
          {t('invoiceForm.removeLine', { n })}
        </button>
      )}
    </fieldset>
  );
}

/**
 * The invoice's lines, each with its description, reference, quantity, unit price (VAT included
 * or not, as chosen above them for the whole invoice) and VAT rate (20 % unless changed). Lines are added and removed; the last one stays. After a
 * removal focus goes to "Ajouter une ligne" (the pressed button is gone) and the page says so.
 */
export function InvoiceLinesFields({ form }: { form: InvoiceFormState }) {
  const { t } = useBackTranslation();
  const addButton = useRef<HTMLButtonElement>(null);
  const [announce, setAnnounce] = useState('');
  const { lines } = form.values;
  const remove = (key: number) => {
    flushSync(() => {
      form.removeLine(key);
      setAnnounce(t('invoiceForm.lineRemoved'));
    });
    addButton.current?.focus();
  };
  return (
    <fieldset className="invoice-form__group">
      <legend>{t('invoiceForm.lines')}</legend>
      <SelectField
        label={t('businessInvoice.prices')}
        {...form.own('prices')}
        options={PRICES.map((prices) => ({ value: prices, label: t(`businessInvoice.pricesOption.${prices}`) }))}
      />
      {lines.map((line, index) => (
        <LineFields key={line.key} form={form} line={line} n={index + 1} onRemove={lines.length > 1 ? () => remove(line.key) : undefined} />
      ))}
      <button
        ref={addButton}
        type="button"
        className="button button--ghost"
        onClick={() => {
          setAnnounce('');
          form.addLine();
        }}
      >
        {t('invoiceForm.addLine')}
      </button>
      <p role="status" className="visually-hidden">
        {announce}
      </p>
    </fieldset>
  );
}
