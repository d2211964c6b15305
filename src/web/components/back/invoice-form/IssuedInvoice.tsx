import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { backPagePath } from '../../../../domain/staff/back-office-pages';
import { staffInvoicePdfUrl, type Issued } from '../invoices-api';
import { useBackTranslation } from '../use-back-translation';

/** After issuing: the number (focus goes there, so it is read out), its PDF, the invoices list, and a fresh form. */
export function IssuedInvoice({ invoice, onAnother }: { invoice: Issued; onAnother(): void }) {
  const { t } = useBackTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="invoice-form__issued">
      <h2 ref={heading} tabIndex={-1}>
        {t('invoiceForm.issued', { number: invoice.number })}
      </h2>
      <p>
        <a href={staffInvoicePdfUrl(invoice.id)} target="_blank" rel="noopener">
          {t('invoiceForm.viewPdf', { number: invoice.number })}
          <span className="visually-hidden"> {t('invoiceForm.newTab')}</span>
        </a>
      </p>
      <p>
        <Link to={backPagePath('invoices')}>{t('invoiceForm.toList')}</Link>
      </p>
      <button type="button" className="button" onClick={onAnother}>
        {t('invoiceForm.another')}
      </button>
    </section>
  );
}
