import { Link } from 'react-router';
import type { InvoiceSummary } from '../../../domain/invoicing/invoice-lists';
import { orderDateLabel } from '../../../domain/orders/order-date';
import { usePrice } from '../../lib/use-root';
import { useTranslation } from '../../lib/use-translation';
import { HideFromListDialog } from '../dialog/HideFromListDialog';
import { useFocusFirstNew } from '../dialog/use-focus-first-new';
import { useHideFromList } from '../dialog/use-hide-from-list';
import { invoiceApi, invoicePdfUrl } from './invoice-api';

type Props = {
  invoices: InvoiceSummary[];
  /** Link showing 10 more, or null when every invoice is shown. */
  moreTo: string | null;
  failed: boolean;
};

/**
 * /factures (storefront spec 2 and 4): number, date dd/mm/yyyy (Europe/Paris), amount and name
 * per invoice; 'voir' opens the PDF in a new tab, 'supprimer' takes it off the list after the
 * confirmation dialog (the shop keeps it, GUIDE 3.8). After 'Plus de factures' the focus moves to
 * the first new invoice, as on /commandes. Credit notes are listed too: they are the
 * customer's documents as much as the invoices they cancel.
 */
export function InvoiceList({ invoices, moreTo, failed }: Props) {
  const { t } = useTranslation('invoices');
  const price = usePrice();
  const { titleRef, hidden, ask, dialog } = useHideFromList<InvoiceSummary>(invoiceApi.hide, t);
  const { listRef, markFrom } = useFocusFirstNew(invoices);

  return (
    <main className="account-area__main orders">
      <h1 ref={titleRef} className="account-area__title" tabIndex={-1}>
        {t('list.title')}
      </h1>

      <div role="status" className="orders__status">
        {hidden && <p className="message">{t('list.hidden', { number: hidden })}</p>}
      </div>
      {failed && (
        <p role="alert" className="message message--error">
          {t('list.loadFailed')}
        </p>
      )}

      {invoices.length === 0 ? (
        !failed && <p className="orders__empty">{t('list.empty')}</p>
      ) : (
        <ol ref={listRef} className="orders__list">
          {invoices.map((invoice) => {
            const headingId = `invoice-${invoice.id}-title`;
            const credit = invoice.kind === 'credit_note';
            const which = <span className="visually-hidden"> {t('list.which', { number: invoice.number })}</span>;
            return (
              <li key={invoice.id}>
                <article className="order-card" aria-labelledby={headingId}>
                  <h2 id={headingId} className="order-card__title">
                    {t(credit ? 'list.creditNote' : 'list.invoice', { number: invoice.number })}
                  </h2>
                  {invoice.relatedNumber && (
                    <p>
                      {t(credit ? (invoice.partial ? 'list.partialFor' : 'list.creditFor') : 'list.cancelled', { number: invoice.relatedNumber })}
                    </p>
                  )}
                  <dl className="order-card__facts">
                    <div>
                      <dt>{t('list.date')}</dt>
                      <dd>{orderDateLabel(invoice.issuedAt)}</dd>
                    </div>
                    <div>
                      <dt>{t('list.amount')}</dt>
                      <dd className="price">{price(invoice.totalCents)}</dd>
                    </div>
                    <div>
                      <dt>{t('list.name')}</dt>
                      <dd>{invoice.customerName}</dd>
                    </div>
                  </dl>
                  <div className="order-card__actions">
                    <a href={invoicePdfUrl(invoice.id)} target="_blank" rel="noopener" className="button button--ghost order-card__action">
                      {t('list.view')}
                      {which}
                      <span className="visually-hidden"> {t('list.newTab')}</span>
                    </a>
                    <button type="button" className="button button--ghost order-card__action" onClick={() => ask(invoice)}>
                      {t('list.hide')}
                      {which}
                    </button>
                  </div>
                </article>
              </li>
            );
          })}
        </ol>
      )}

      {moreTo !== null && (
        <p className="orders__more">
          <Link to={moreTo} preventScrollReset className="button button--ghost" onClick={() => markFrom(invoices.length)}>
            {t('list.more')}
          </Link>
        </p>
      )}

      <HideFromListDialog dialog={dialog} t={t} />
    </main>
  );
}
