import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { customerDeskStateFrom, personPagePath, type CustomerDeskEntry } from '../../../domain/customers/customer-desk';
import { orderDateLabel } from '../../../domain/orders/order-date';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { customersApi } from '../../components/back/customers/customers-api';
import { loadDeskPages, useShowMore } from '../../components/back/desk-pages';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/customers-desk';
import '../../components/back/customers/customers.css';

export const handle = sharedPage;

/**
 * /back/clients: registered customers and guests who ordered, newest first, found as staff
 * type. The search and the pages shown are in the URL (a reload or a shared link shows the
 * same list); `page=N` is the number of pages shown, loaded together.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const state = customerDeskStateFrom(new URL(request.url).searchParams);
  return { state, ...(await loadDeskPages(state.pages, (page) => customersApi.list(state.q, page))) };
}
clientLoader.hydrate = true as const;

/** How long typing pauses before the list follows: one request per pause, not one per key. */
const TYPING_PAUSE_MS = 300;

export default function CustomersDesk({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const { state, items, hasMore, failed } = loaderData;
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(state.q);
  const hintId = useId();
  // The erasure comes back here with what it did.
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? '';
  const showMore = useShowMore(state.pages);

  useEffect(() => {
    const q = typed.trim();
    if (q === state.q) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params);
      if (q) next.set('q', q);
      else next.delete('q');
      next.delete('page');
      setParams(next, { replace: true, preventScrollReset: true });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, state.q, params, setParams]);

  return (
    <>
      <BackPageTitle title={t('pages.customers')} />
      <p>{t('customers.intro')}</p>
      <form
        role="search"
        className="customers-desk__search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true });
        }}
      >
        <label>
          {t('customers.search')}
          <input type="search" name="q" value={typed} maxLength={100} aria-describedby={hintId} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <span id={hintId} className="customers-desk__hint">
          {t('customers.searchHint')}
        </span>
        <button type="submit">{t('customers.searchButton')}</button>
      </form>

      <p role="status" className="orders-desk__notice">
        {notice}
      </p>
      {failed && <p role="alert">{t('customers.loadFailed')}</p>}
      {items.length === 0 ? (
        !failed && <p>{state.q ? t('customers.noMatch', { q: state.q }) : t('customers.none')}</p>
      ) : (
        <>
          <p>{t('customers.shown', { count: items.length })}</p>
          <ul className="customers-desk__list" aria-label={t('customers.listLabel')}>
            {items.map((entry) => (
              <PersonCard key={`${entry.kind}-${entry.id ?? entry.email}`} entry={entry} />
            ))}
          </ul>
        </>
      )}
      {hasMore && (
        <button type="button" className="orders-desk__more" onClick={showMore}>
          {t('customers.more')}
        </button>
      )}
    </>
  );
}

function PersonCard({ entry }: { entry: CustomerDeskEntry }) {
  const { t } = useBackTranslation();
  const name = entry.name.trim() || t('customers.noName');
  return (
    <li className="customers-desk__card">
      <h2 className="customers-desk__name">
        <Link to={personPagePath(entry)}>{name}</Link>
      </h2>
      <p className={`customers-desk__kind customers-desk__kind--${entry.kind}`}>
        {t(entry.kind === 'customer' ? 'customers.account' : 'customers.guest')}
      </p>
      <p className="customers-desk__email">{entry.email}</p>
      <p>
        {t('customers.since', { date: orderDateLabel(entry.since) })} · {t('customers.orders', { count: entry.orderCount })}
      </p>
    </li>
  );
}
