import { formatPrice } from '../../../domain/money';
import { orderDateLabel } from '../../../domain/orders/order-date';
import type { StaffInvoiceSummary } from '../../../domain/invoicing/invoice-lists';
import { useLocale } from '../../lib/use-root';
import { staffInvoicePdfUrl } from './invoices-api';
import { useBackTranslation } from './use-back-translation';

/** What a row asks the page to confirm (spec back-office 8: every one of them has its dialog). */
export type InvoiceAction = 'send' | 'cancel' | 'restore';

type Props = { invoice: StaffInvoiceSummary; isAdmin: boolean; onAsk(action: InvoiceAction): void };

/** A line of small print under a cell's main text. */
function Aside({ text }: { text: string }) {
  return (
    <>
      <br />
      <span className="orders-desk__email">{text}</span>
    </>
  );
}

/**
 * One invoice or credit note and its actions (spec back-office 4): the PDF; Envoyer, which
 * reads 'Envoyer à nouveau' once sent and is disabled when cancelled; Annuler or Rétablir for
 * administrators (Rétablir once only). A cancelled invoice shows 'Annulée' in place of its date. Nothing deletes an
 * issued invoice (GUIDE 3.8, ADR 12), so there is no delete.
 */
export function InvoiceRow({ invoice, isAdmin, onAsk }: Props) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const which = t('invoiceDesk.which', { number: invoice.number });
  const credit = invoice.kind === 'credit_note';
  const labelled = (action: string) => `${action} ${which}`;
  const send = invoice.sent ? t('invoiceDesk.sendAgain') : t('invoiceDesk.send');
  return (
    <tr>
      <th scope="row">
        {invoice.number}
        {credit && <span className="orders-desk__email"> {t('invoiceDesk.creditNote')}</span>}
        {invoice.relatedNumber && (
          <Aside
            text={t(credit ? (invoice.partial ? 'invoiceDesk.partialFor' : 'invoiceDesk.creditFor') : 'invoiceDesk.cancelledBy', {
              number: invoice.relatedNumber,
            })}
          />
        )}
        {invoice.restoredBy && <Aside text={t('invoiceDesk.restoredBy', { number: invoice.restoredBy })} />}
      </th>
      <td>{invoice.cancelled ? t('invoiceDesk.cancelled') : orderDateLabel(invoice.issuedAt)}</td>
      <td>
        {invoice.customerName}
        <br />
        <span className="orders-desk__email">{invoice.email}</span>
        {invoice.orderNumber && <Aside text={t('invoiceDesk.order', { number: invoice.orderNumber })} />}
      </td>
      <td>{formatPrice(invoice.totalCents, locale)}</td>
      <td className="orders-desk__actions">
        <a href={staffInvoicePdfUrl(invoice.id)} target="_blank" rel="noopener" aria-label={t('invoiceDesk.viewLabel', { number: invoice.number })}>
          {t('invoiceDesk.view')}
        </a>
        <button type="button" disabled={invoice.cancelled} aria-label={labelled(send)} onClick={() => onAsk('send')}>
          {send}
        </button>
        {isAdmin && !credit && !invoice.cancelled && (
          <button type="button" className="button--danger" aria-label={labelled(t('invoiceDesk.cancelInvoice'))} onClick={() => onAsk('cancel')}>
            {t('invoiceDesk.cancelInvoice')}
          </button>
        )}
        {/* Restored once at most (ADR 12): the invoice that restored it is named instead. */}
        {isAdmin && invoice.cancelled && !invoice.restoredBy && (
          <button type="button" aria-label={labelled(t('invoiceDesk.restore'))} onClick={() => onAsk('restore')}>
            {t('invoiceDesk.restore')}
          </button>
        )}
      </td>
    </tr>
  );
}
