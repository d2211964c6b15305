import { useState } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import { invoiceListApiQuery, invoiceListStateFrom, type StaffInvoiceSummary } from '../../../domain/invoicing/invoice-lists';
import { backPagePath } from '../../../domain/staff/back-office-pages';
import { AutoInvoicingSwitch } from '../../components/back/AutoInvoicingSwitch';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { DeskTable } from '../../components/back/DeskTable';
import { loadDeskPages, useApplyFilters, useShowMore } from '../../components/back/desk-pages';
import { SortFields } from '../../components/back/SortFields';
import { InvoiceRow, type InvoiceAction } from '../../components/back/InvoiceRow';
import { invoicesApi } from '../../components/back/invoices-api';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { useSignedInStaff } from '../../components/back/use-signed-in-staff';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/invoice-desk';

export const handle = sharedPage;

/**
 * /back/gestion-des-factures: invoices and credit notes, searched and sorted, 10 at a time.
 * The state is in the URL like the orders desk's (`page` = pages shown, loaded together).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const state = invoiceListStateFrom(new URL(request.url).searchParams);
  return { state, ...(await loadDeskPages(state.pages, (page) => invoicesApi.list(invoiceListApiQuery(state, page)))) };
}
clientLoader.hydrate = true as const;

type Pending = { action: InvoiceAction; invoice: StaffInvoiceSummary } | null;

export default function InvoiceDesk({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const applyFilters = useApplyFilters();
  const isAdmin = useSignedInStaff()?.role === 'admin';
  const { state, items, total, hasMore, failed } = loaderData;
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState('');

  /** Carries out the confirmed action; the dialog shows a refusal, the page announces a success and reloads the list. */
  const run = async ({ action, invoice }: NonNullable<Pending>): Promise<string | null> => {
    const { number, email } = invoice;
    const result =
      action === 'send'
        ? await invoicesApi.send(invoice.id)
        : action === 'cancel'
          ? await invoicesApi.cancel(invoice.id)
          : await invoicesApi.restore(invoice.id);
    if (!result.ok) return result.error.message;
    const issued = result.data ? result.data.number : '';
    setNotice(
      action === 'send'
        ? t('invoiceDesk.sent', { number, email })
        : action === 'cancel'
          ? t('invoiceDesk.cancelledDone', { number, credit: issued })
          : t('invoiceDesk.restored', { number: issued }),
    );
    void revalidator.revalidate();
    return null;
  };

  const showMore = useShowMore(state.pages);

  const question = pending ? t(`invoiceDesk.${pending.action}Question`, { number: pending.invoice.number }) : '';
  const text = pending ? t(`invoiceDesk.${pending.action}Text`, { number: pending.invoice.number, email: pending.invoice.email }) : undefined;

  return (
    <>
      <BackPageTitle title={t('pages.invoices')} />
      {/* The creation form is the administrators' (spec back-office 6); the API refuses it to collaborators too. */}
      {isAdmin && (
        <p>
          <Link to={backPagePath('createInvoice')} className="button">
            {t('invoiceDesk.create')}
          </Link>
        </p>
      )}
      {isAdmin && <AutoInvoicingSwitch />}
      <Form method="get" className="orders-desk__filters" onChange={applyFilters} aria-label={t('invoiceDesk.filters')}>
        <SortFields sort={state.sort} dir={state.dir} />
        <label>
          {t('invoiceDesk.search')}
          <input type="search" name="q" defaultValue={state.q ?? ''} maxLength={100} />
        </label>
      </Form>

      <p role="status" className="orders-desk__notice">
        {notice}
      </p>
      {failed && <p role="alert">{t('invoiceDesk.loadFailed')}</p>}
      <p>{t('invoiceDesk.count', { count: total })}</p>

      {items.length === 0 ? (
        <p>{t('invoiceDesk.none')}</p>
      ) : (
        <DeskTable
          caption={t('invoiceDesk.caption')}
          columns={[t('invoiceDesk.number'), t('invoiceDesk.date'), t('invoiceDesk.customer'), t('invoiceDesk.amount'), t('invoiceDesk.actions')]}
        >
          {items.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} isAdmin={isAdmin} onAsk={(action) => setPending({ action, invoice })} />
          ))}
        </DeskTable>
      )}
      {hasMore && (
        <button type="button" className="orders-desk__more" onClick={showMore}>
          {t('invoiceDesk.more')}
        </button>
      )}

      <ConfirmDialog
        open={pending !== null}
        question={question}
        text={text}
        // Beside an action called "Annuler", a dismiss button also called "Annuler" would say the opposite of what it does.
        cancelLabel={pending?.action === 'cancel' ? t('invoiceDesk.keepInvoice') : t('invoiceDesk.dialogCancel')}
        confirmLabel={t('invoiceDesk.dialogConfirm')}
        onConfirm={() => (pending ? run(pending) : Promise.resolve(null))}
        onClose={() => setPending(null)}
      />
    </>
  );
}
