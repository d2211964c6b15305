import { useState } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import { formatPrice } from '../../../domain/money';
import { orderDateLabel } from '../../../domain/orders/order-date';
import { ORDER_STATUSES, statusLabelKey, type OrderStatus } from '../../../domain/orders/orders';
import { DESK_VIEWS, deskApiQuery, deskStateFrom, type StaffOrderSummary } from '../../../domain/orders/staff-orders';
import { staffMayHide, statusChoices } from '../../../domain/orders/lifecycle';
import { OrderActionDialog, type ActionRequest } from '../../components/back/order-actions/OrderActionDialog';
import { useSignedInStaff } from '../../components/back/use-signed-in-staff';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { DeskTable } from '../../components/back/DeskTable';
import { loadDeskPages, useApplyFilters, useShowMore } from '../../components/back/desk-pages';
import { SortFields } from '../../components/back/SortFields';
import { BillButton } from '../../components/back/BillButton';
import { ordersApi } from '../../components/back/orders-api';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';
import { useLocale } from '../../lib/use-root';
import type { Route } from './+types/orders-desk';

export const handle = sharedPage;

/**
 * /back/gestion-des-commandes: the staff's orders, filtered, sorted and searched, 10 at a time.
 * The whole state is in the URL (a reload or a shared link shows the same list); `page=N` is
 * the number of pages shown after N - 1 presses of 'Plus de commandes', loaded together.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const state = deskStateFrom(new URL(request.url).searchParams);
  return { state, ...(await loadDeskPages(state.pages, (page) => ordersApi.list(deskApiQuery(state, page)))) };
}
clientLoader.hydrate = true as const;

export default function OrdersDesk({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const applyFilters = useApplyFilters();
  const locale = useLocale();
  const { state, items, total, moreThanTotal, hasMore, failed } = loaderData;
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<ActionRequest | null>(null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');

  const statusName = (status: OrderStatus) => t(statusLabelKey(status));

  /** Runs an action, then reloads the list and the sidebar badge; the outcome is announced. */
  const act = async (run: () => ReturnType<typeof ordersApi.confirm>, success: string): Promise<string | null> => {
    const result = await run();
    if (!result.ok) {
      setError(result.error.message);
      return result.error.message;
    }
    setError('');
    setNotice(success);
    await revalidator.revalidate();
    return null;
  };

  const showMore = useShowMore(state.pages);

  return (
    <>
      <BackPageTitle title={t('pages.orders')} />
      <Form method="get" className="orders-desk__filters" onChange={applyFilters} aria-label={t('ordersDesk.filters')}>
        <label>
          {t('lifecycle.views.label')}
          <select name="view" defaultValue={state.view ?? ''}>
            <option value="">{t('lifecycle.views.all')}</option>
            {DESK_VIEWS.map((view) => (
              <option key={view} value={view}>
                {t(`lifecycle.views.${view}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('ordersDesk.status')}
          <select name="status" defaultValue={state.status ?? ''}>
            <option value="">{t('ordersDesk.allStatuses')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusName(status)}
              </option>
            ))}
          </select>
        </label>
        <SortFields sort={state.sort} dir={state.dir} />
        <label>
          {t('ordersDesk.search')}
          <input type="search" name="q" defaultValue={state.q ?? ''} maxLength={100} />
        </label>
      </Form>

      <p role="status" className="orders-desk__notice">
        {notice}
      </p>
      {error && (
        <p role="alert" className="orders-desk__error">
          {error}
        </p>
      )}
      {failed && <p role="alert">{t('ordersDesk.loadFailed')}</p>}
      {/* Beyond DESK_COUNT_LIMIT matches the API stops counting (ADR 14). */}
      <p>{moreThanTotal ? t('ordersDesk.countOver', { total }) : t('ordersDesk.count', { count: total })}</p>
      {total > 0 && (
        <p>
          <a href={ordersApi.exportHref(state, locale)} download>
            {t('ordersDesk.export')}
          </a>
        </p>
      )}

      {items.length === 0 ? (
        <p>{t('ordersDesk.none')}</p>
      ) : (
        <DeskTable
          caption={t('ordersDesk.caption')}
          columns={[
            t('ordersDesk.number'),
            t('ordersDesk.date'),
            t('ordersDesk.customer'),
            t('ordersDesk.amount'),
            t('ordersDesk.status'),
            t('ordersDesk.actions'),
          ]}
        >
          {items.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              amount={formatPrice(order.totalCents, locale)}
              onConfirm={() =>
                act(() => ordersApi.confirm(order.id), t('ordersDesk.done', { number: order.number, status: statusName('processing') }))
              }
              onAsk={(kind) => setPending({ kind, order })}
              onShow={() => act(() => ordersApi.show(order.id), t('lifecycle.shown', { number: order.number }))}
              onBilled={(message) => {
                setError('');
                setNotice(message);
                void revalidator.revalidate();
              }}
            />
          ))}
        </DeskTable>
      )}
      {hasMore && (
        <button type="button" className="orders-desk__more" onClick={showMore}>
          {t('ordersDesk.more')}
        </button>
      )}

      <OrderActionDialog
        request={pending}
        onDone={(message) => {
          setError('');
          setNotice(message);
          void revalidator.revalidate();
        }}
        onClose={() => setPending(null)}
      />
    </>
  );
}

type RowProps = {
  order: StaffOrderSummary;
  amount: string;
  onConfirm(): Promise<unknown>;
  onAsk(kind: 'ship' | 'deliver' | 'cancel' | 'hide'): void;
  onShow(): Promise<unknown>;
  onBilled(message: string): void;
};

/** The dialog each status of "Modifier le statut" opens: every forward step says what it does before it is taken. */
const DIALOG_OF = { shipped: 'ship', delivered: 'deliver', cancelled: 'cancel' } as const;

/** One order and the actions the spec's section 4 gives its status; an unconsulted order says so, in words as well as in style. */
function OrderRow({ order, amount, onConfirm, onAsk, onShow, onBilled }: RowProps) {
  const { t } = useBackTranslation();
  const staff = useSignedInStaff();
  const choices = statusChoices(order, staff?.role === 'admin' ? 'admin' : 'staff').filter(
    (status): status is keyof typeof DIALOG_OF => status in DIALOG_OF,
  );
  const [choice, setChoice] = useState<keyof typeof DIALOG_OF | ''>('');
  const which = t('ordersDesk.which', { number: order.number });
  return (
    <tr className={order.consulted ? undefined : 'orders-desk__row--new'}>
      <th scope="row">
        {order.number}
        {!order.consulted && <span className="orders-desk__new"> {t('ordersDesk.unconsulted')}</span>}
        {order.withdrawn && <span className="orders-desk__badge"> {t('lifecycle.withdrawalBadge')}</span>}
        {order.hidden && <span className="orders-desk__badge"> {t('lifecycle.hiddenBadge')}</span>}
      </th>
      <td>{orderDateLabel(order.createdAt)}</td>
      <td>
        {order.customerName}
        <br />
        <span className="orders-desk__email">{order.email}</span>
      </td>
      <td>{amount}</td>
      <td>{t(statusLabelKey(order.status))}</td>
      <td className="orders-desk__actions">
        <Link to={`/back/commandes/${order.id}`} aria-label={`${t('ordersDesk.consult')} ${which}`}>
          {t('ordersDesk.consult')}
        </Link>
        {order.status === 'pending' ? (
          <>
            <button type="button" aria-label={`${t('ordersDesk.confirm')} ${which}`} onClick={() => void onConfirm()}>
              {t('ordersDesk.confirm')}
            </button>
            <button type="button" className="button--danger" aria-label={`${t('ordersDesk.reject')} ${which}`} onClick={() => onAsk('cancel')}>
              {t('ordersDesk.reject')}
            </button>
          </>
        ) : (
          <>
            {choices.length > 0 && (
              <form
                className="orders-desk__status"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (!choice) return;
                  onAsk(DIALOG_OF[choice]);
                  setChoice('');
                }}
              >
                <label>
                  <span className="visually-hidden">{t('ordersDesk.newStatus', { number: order.number })}</span>
                  <select value={choice} onChange={(event) => setChoice(event.target.value as keyof typeof DIALOG_OF | '')}>
                    <option value="">—</option>
                    {choices.map((status) => (
                      <option key={status} value={status}>
                        {t(statusLabelKey(status))}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" disabled={!choice}>
                  {t('ordersDesk.changeStatus')}
                </button>
              </form>
            )}
            {/* Hidden for a cancelled order (spec back-office 4). */}
            {order.status !== 'cancelled' && <BillButton order={order} onBilled={onBilled} />}
            {order.hidden ? (
              <button type="button" aria-label={`${t('lifecycle.show')} ${which}`} onClick={() => void onShow()}>
                {t('lifecycle.show')}
              </button>
            ) : (
              staffMayHide(order.status) && (
                <button type="button" aria-label={`${t('ordersDesk.remove')} ${which}`} onClick={() => onAsk('hide')}>
                  {t('ordersDesk.remove')}
                </button>
              )
            )}
          </>
        )}
      </td>
    </tr>
  );
}
