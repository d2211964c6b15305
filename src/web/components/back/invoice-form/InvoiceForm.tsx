import { DISCOUNT_TYPES } from '../../../../domain/invoicing/invoice-form-values';
import { PAYMENT_MEANS } from '../../../../domain/invoicing/invoice-form';
import { ConfirmDialog } from '../../dialog/ConfirmDialog';
import { usePrice } from '../../../lib/use-root';
import { useBackTranslation } from '../use-back-translation';
import { CustomerFields } from './CustomerFields';
import { InputField, SelectField } from '../form/FormField';
import { InvoiceLinesFields } from './InvoiceLinesFields';
import { IssuedInvoice } from './IssuedInvoice';
import { TotalsPreview } from './TotalsPreview';
import { useInvoiceForm } from './use-invoice-form';

/**
 * The invoice creation form (spec back-office sections 2, 5 and 9): the buyer (a business by
 * its name and VAT number, if it is one), the order number, the lines (prices VAT included or
 * not), a discount and the shipping, and how and by when it is paid. Checked by the API's own
 * schema when a field is left and on sending; the totals previewed as they will be issued;
 * issued after the spec's confirmation, since an issued invoice never changes (ADR 12).
 */
export function InvoiceForm() {
  const { t } = useBackTranslation();
  const price = usePrice();
  const form = useInvoiceForm();
  const { values, preview } = form;
  const { firstName, lastName } = values.customer;
  const net = values.prices === 'net';

  return (
    <>
      {form.issued ? (
        <IssuedInvoice invoice={form.issued} onAnother={form.reset} />
      ) : (
        <form className="invoice-form" noValidate onSubmit={form.submit}>
          <p>{t('invoiceForm.intro')}</p>
          <p className="address-form__note">{t('addresses:form.requiredNote')}</p>
          <div role="alert">{form.summary && <p className="message message--error">{form.summary}</p>}</div>

          <CustomerFields form={form} />

          <fieldset className="invoice-form__group">
            <legend>{t('businessInvoice.buyer')}</legend>
            <p className="address-form__note">{t('businessInvoice.buyerHint')}</p>
            <div className="invoice-form__grid">
              <InputField label={t('businessInvoice.company')} {...form.own('company')} maxLength={120} autoComplete="organization" />
              <InputField
                label={t('businessInvoice.vatNumber')}
                {...form.own('vatNumber')}
                hint={t('businessInvoice.vatNumberHint')}
                maxLength={30}
              />
            </div>
          </fieldset>

          <fieldset className="invoice-form__group">
            <legend>{t('invoiceForm.order')}</legend>
            <InputField label={t('invoiceForm.orderNumber')} {...form.own('orderNumber')} hint={t('invoiceForm.orderNumberHint')} maxLength={40} />
          </fieldset>

          <InvoiceLinesFields form={form} />

          <fieldset className="invoice-form__group">
            <legend>{t('invoiceForm.discountAndShipping')}</legend>
            <div className="invoice-form__grid">
              <SelectField
                label={t('invoiceForm.discountType')}
                {...form.own('discountType', 'discount')}
                options={DISCOUNT_TYPES.map((type) => ({ value: type, label: t(`invoiceForm.discount.${type}`) }))}
              />
              {values.discountType !== 'none' && (
                <InputField
                  label={t(
                    values.discountType === 'rate'
                      ? 'invoiceForm.discountRateValue'
                      : net
                        ? 'businessInvoice.discountFixedValueNet'
                        : 'invoiceForm.discountFixedValue',
                  )}
                  {...form.own('discountValue', 'discount.value')}
                  required
                  inputMode={values.discountType === 'rate' ? 'numeric' : 'decimal'}
                />
              )}
              <InputField
                label={t(net ? 'businessInvoice.shippingNet' : 'invoiceForm.shipping')}
                {...form.own('shipping', 'shippingCents')}
                hint={t('invoiceForm.shippingHint')}
                inputMode="decimal"
              />
            </div>
          </fieldset>

          <fieldset className="invoice-form__group">
            <legend>{t('invoiceForm.payment')}</legend>
            <div className="invoice-form__grid">
              <InputField label={t('invoiceForm.soldOn')} {...form.own('soldOn')} hint={t('invoiceForm.soldOnHint')} type="date" />
              <SelectField
                label={t('invoiceForm.paymentMeans')}
                {...form.own('paymentMeans')}
                options={['' as const, ...PAYMENT_MEANS].map((means) => ({ value: means, label: t(`invoiceForm.means.${means || 'none'}`) }))}
              />
              <InputField label={t('invoiceForm.paidOn')} {...form.own('paidOn')} type="date" />
              <InputField label={t('businessInvoice.dueOn')} {...form.own('dueOn')} hint={t('businessInvoice.dueOnHint')} type="date" />
            </div>
          </fieldset>

          <TotalsPreview amounts={preview} />

          <button type="submit" className="button" onPointerDown={form.onSendPointerDown}>
            {t('invoiceForm.submit')}
          </button>
        </form>
      )}
      <ConfirmDialog
        open={form.confirming}
        question={t('billing.question')}
        text={[
          t('invoiceForm.confirmText', {
            name: values.company.trim() || `${firstName} ${lastName}`.trim(),
            total: preview ? price(preview.totalGrossCents) : '',
          }),
          form.attachTo
            ? t('invoiceForm.attachTo', { number: form.attachTo.orderNumber, name: form.attachTo.buyerName })
            : t('invoiceForm.attachToNone'),
        ].join(' ')}
        cancelLabel={t('billing.cancel')}
        confirmLabel={t('billing.confirm')}
        onConfirm={form.issue}
        onClose={form.dialogClosed}
      />
    </>
  );
}
