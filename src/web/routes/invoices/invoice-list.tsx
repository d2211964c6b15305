import { shownInvoicePages } from '../../../domain/invoicing/invoice-lists';
import { InvoiceList } from '../../components/invoices/InvoiceList';
import { invoiceApi } from '../../components/invoices/invoice-api';
import { useTranslation } from '../../lib/use-translation';
import { translatorFor } from '../../../i18n/instance';
import type { RootData } from '../../root';
import type { Route } from './+types/invoice-list';

/**
 * /factures: the signed-in customer's invoices (the account layout's server loader sends a
 * visitor without a session to /). The list is read by the browser from /api/store/invoices,
 * not by a server loader: the page then needs no reader in the load context (and no call
 * between the render workers and the main thread), and the API already scopes everything by
 * the session. `?page=N` shows N pages, so a reload keeps what 'Plus de factures' showed.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const pages = shownInvoicePages(new URL(request.url).searchParams);
  const results = await Promise.all(Array.from({ length: pages }, (_, i) => invoiceApi.list(i + 1)));
  const loaded = results.flatMap((result) => (result.ok ? [result.data] : []));
  const hasMore = loaded.at(-1)?.hasMore ?? false;
  return {
    failed: loaded.length < results.length,
    invoices: loaded.flatMap((page) => page.items),
    moreTo: hasMore ? `/factures?page=${pages + 1}` : null,
  };
}
clientLoader.hydrate = true as const;

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  const noindex = { name: 'robots', content: 'noindex' };
  if (!root) return [noindex];
  const t = translatorFor(root.locale);
  return [{ title: `${t('invoices:list.title')} | ${root.settings['name company'] || t('common:shopName')}` }, noindex];
}

/** What the server sends: the page's heading and a loading line, until the browser has the list. */
export function HydrateFallback() {
  const { t } = useTranslation('invoices');
  return (
    <main className="account-area__main orders">
      <h1 className="account-area__title">{t('list.title')}</h1>
      <p role="status">{t('list.loading')}</p>
    </main>
  );
}

export default function InvoiceListPage({ loaderData }: Route.ComponentProps) {
  return <InvoiceList invoices={loaderData.invoices} moreTo={loaderData.moreTo} failed={loaderData.failed} />;
}
