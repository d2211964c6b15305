import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { AddressField } from '../../../../domain/addresses/address-schema';
import {
  blankInvoiceForm,
  blankInvoiceLine,
  invoiceFormErrors,
  invoiceFormPreview,
  manualInvoiceInput,
  type InvoiceFormLine,
  type InvoiceFormValues,
} from '../../../../domain/invoicing/invoice-form-values';
import { useSendPress } from '../../../lib/use-send-press';
import { apiErrorMessage } from '../../addresses/api-message';
import type { FieldBinding } from '../form/FormField';
import { invoicesApi, type Issued, type TypedInvoiceOrder } from '../invoices-api';
import { useBackTranslation } from '../use-back-translation';

type OwnField = Exclude<keyof InvoiceFormValues, 'customer' | 'lines'>;

/**
 * The state of /back/creer-une-facture. Fields are named by their path in the API's body
 * ('customer.zip', 'orderNumber'), a line's by its stable key ('lines.k3.quantity') so its
 * message stays with it when an earlier line is removed. A field's message shows once it has
 * been left, and for every field once sending was tried; the server's message for a field
 * (e.g. an order already invoiced) shows beside it until the field changes.
 */
export function useInvoiceForm() {
  const { t } = useBackTranslation();
  const formId = useId();
  const sendPress = useSendPress();
  const nextKey = useRef(1);
  const [values, setValues] = useState(blankInvoiceForm);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The order the confirmation names (null: the invoice is attached to none).
  const [attachTo, setAttachTo] = useState<TypedInvoiceOrder | null>(null);
  const checking = useRef(false);
  const [issued, setIssued] = useState<Issued | null>(null);
  // Set by the dialog's action, acted on once the dialog has closed and given focus back.
  const after = useRef<{ issued?: Issued; focus?: string }>({});

  const fieldId = (path: string) => `${formId}-${path.replaceAll('.', '-')}`;
  const focusField = (path: string) => document.getElementById(fieldId(path))?.focus();
  const linePath = (path: string) =>
    path.replace(/^lines\.(\d+)\./, (_whole, index: string) => `lines.k${values.lines[Number(index)]?.key ?? index}.`);

  const errors = Object.fromEntries(Object.entries(invoiceFormErrors(values)).map(([path, key]) => [linePath(path), key]));

  const field = (path: string): FieldBinding => ({
    id: fieldId(path),
    error: serverErrors[path] ?? ((showAll || touched.has(path)) && errors[path] ? t(errors[path]) : undefined),
    touch: () => {
      if (!sendPress.pressing()) setTouched((current) => new Set(current).add(path));
    },
  });

  const change = (path: string, next: InvoiceFormValues) => {
    setValues(next);
    if (serverErrors[path]) setServerErrors(({ [path]: _gone, ...rest }) => rest);
  };
  const setCustomer = (name: AddressField, value: string) =>
    change(`customer.${name}`, { ...values, customer: { ...values.customer, [name]: value } });
  /** One of the form's own fields (not the buyer's, not a line's), for InputField and SelectField; `path` is its name in the API's body. */
  const own = (name: OwnField, path: string = name) => ({
    field: field(path),
    value: values[name],
    onChange: (value: string) => change(path, { ...values, [name]: value }),
  });
  const setLine = (key: number, name: Exclude<keyof InvoiceFormLine, 'key'>, value: string) =>
    change(`lines.k${key}.${name}`, { ...values, lines: values.lines.map((line) => (line.key === key ? { ...line, [name]: value } : line)) });

  const addLine = () => {
    const key = nextKey.current++;
    flushSync(() => setValues({ ...values, lines: [...values.lines, blankInvoiceLine(key)] }));
    focusField(`lines.k${key}.description`);
  };
  const removeLine = (key: number) => setValues({ ...values, lines: values.lines.filter((line) => line.key !== key) });

  /** A refusal of the order number, beside it, as the issue would answer it. */
  const refuseOrderNumber = (message: string) => {
    flushSync(() => {
      setServerErrors((current) => ({ ...current, orderNumber: message }));
      setSummary(t('addresses:form.errorSummary', { count: 1 }));
    });
    focusField('orderNumber');
  };

  /** Before the confirmation: the order typed is looked up, so the dialog names it and its buyer (or says there is none). */
  const confirm = async () => {
    const number = values.orderNumber.trim();
    if (number === '') {
      setAttachTo(null);
    } else {
      if (checking.current) return;
      checking.current = true;
      const result = await invoicesApi.typedInvoiceOrder(number, values.customer.email).finally(() => (checking.current = false));
      if (!result.ok) {
        if (result.error.field === 'orderNumber') refuseOrderNumber(apiErrorMessage(result.error, t));
        else setSummary(apiErrorMessage(result.error, t));
        return;
      }
      setAttachTo(result.data);
    }
    setSummary(null);
    setConfirming(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = Object.keys(errors);
    if (invalid.length === 0) {
      void confirm();
      return;
    }
    // Rendered before focus moves, so the field is announced with its message.
    flushSync(() => {
      setShowAll(true);
      setSummary(t('addresses:form.errorSummary', { count: invalid.length }));
    });
    focusField(invalid[0]!);
  };

  /** The dialog's CONFIRMER: a refusal about a field is shown beside it once the dialog has closed; any other in the dialog. */
  const issue = async (): Promise<string | null> => {
    const result = await invoicesApi.create(manualInvoiceInput(values));
    if (result.ok) {
      after.current = { issued: result.data };
      return null;
    }
    const message = apiErrorMessage(result.error, t);
    const path = result.error.field === undefined ? null : linePath(result.error.field);
    if (path === null || !document.getElementById(fieldId(path))) return message;
    setServerErrors((current) => ({ ...current, [path]: message }));
    setSummary(t('addresses:form.errorSummary', { count: 1 }));
    after.current = { focus: path };
    return null;
  };

  const dialogClosed = () => {
    const { issued: done, focus } = after.current;
    after.current = {};
    setConfirming(false);
    if (done) flushSync(() => setIssued(done));
    else if (focus) focusField(focus);
  };

  const reset = () => {
    setValues(blankInvoiceForm());
    setTouched(new Set());
    setShowAll(false);
    setServerErrors({});
    setSummary(null);
    setIssued(null);
  };

  return {
    values,
    field,
    setCustomer,
    own,
    setLine,
    addLine,
    removeLine,
    preview: invoiceFormPreview(values),
    submit,
    onSendPointerDown: sendPress.onPointerDown,
    summary,
    confirming,
    attachTo,
    issue,
    dialogClosed,
    issued,
    reset,
  };
}

export type InvoiceFormState = ReturnType<typeof useInvoiceForm>;
