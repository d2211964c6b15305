import { useState } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import { formatPrice } from '../../../domain/money';
import { orderDateLabel } from '../../../domain/orders/order-date';
import { ORDER_STATUSES, statusLabelKey, type OrderStatus } from '../../../domain/orders/orders';
import { deskApiQuery, deskStateFrom, type StaffOrderSummary } from '../../../domain/orders/staff-orders';
import { staffStatusChoices, type StaffSettableStatus } from '../../../domain/orders/status-transitions';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { DeskTable } from '../../components/back/DeskTable';
import { loadDeskPages, useShowMore } from '../../components/back/desk-pages';
import { SortFields } from '../../components/back/SortFields';
import { BillButton } from '../../components/back/BillButton';
import { ordersApi } from '../../components/back/orders-api';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
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

type Pending = { kind: 'reject' | 'remove'; order: StaffOrderSummary } | null;

export default function OrdersDesk({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const { state, items, total, moreThanTotal, hasMore, failed } = loaderData;
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<Pending>(null);
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
      <Form method="get" className="orders-desk__filters" aria-label={t('ordersDesk.filters')}>
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
        <button type="submit">{t('sorting.apply')}</button>
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
              onStatus={(status) =>
                act(() => ordersApi.setStatus(order.id, status), t('ordersDesk.done', { number: order.number, status: statusName(status) }))
              }
              onAsk={(kind) => setPending({ kind, order })}
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

      <ConfirmDialog
        open={pending !== null}
        question={
          pending ? t(pending.kind === 'reject' ? 'ordersDesk.rejectQuestion' : 'ordersDesk.removeQuestion', { number: pending.order.number }) : ''
        }
        text={pending ? t(pending.kind === 'reject' ? 'ordersDesk.rejectText' : 'ordersDesk.removeText') : undefined}
        cancelLabel={t('ordersDesk.cancel')}
        confirmLabel={t('ordersDesk.confirmAction')}
        onConfirm={async () => {
          if (!pending) return null;
          const { kind, order } = pending;
          return kind === 'reject'
            ? act(() => ordersApi.reject(order.id), t('ordersDesk.done', { number: order.number, status: statusName('cancelled') }))
            : act(() => ordersApi.remove(order.id), t('ordersDesk.removed', { number: order.number }));
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
  onStatus(status: StaffSettableStatus): Promise<unknown>;
  onAsk(kind: 'reject' | 'remove'): void;
  onBilled(message: string): void;
};

/** One order and the actions the spec's section 4 gives its status; an unconsulted order says so, in words as well as in style. */
function OrderRow({ order, amount, onConfirm, onStatus, onAsk, onBilled }: RowProps) {
  const { t } = useBackTranslation();
  const choices = staffStatusChoices(order.status);
  const [choice, setChoice] = useState<StaffSettableStatus | ''>('');
  const which = t('ordersDesk.which', { number: order.number });
  return (
    <tr className={order.consulted ? undefined : 'orders-desk__row--new'}>
      <th scope="row">
        {order.number}
        {!order.consulted && <span className="orders-desk__new"> {t('ordersDesk.unconsulted')}</span>}
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
            <button type="button" aria-label={`${t('ordersDesk.reject')} ${which}`} onClick={() => onAsk('reject')}>
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
                  if (choice) void onStatus(choice).then(() => setChoice(''));
                }}
              >
                <label>
                  <span className="visually-hidden">{t('ordersDesk.newStatus', { number: order.number })}</span>
                  <select value={choice} onChange={(event) => setChoice(event.target.value as StaffSettableStatus | '')}>
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
            <button type="button" aria-label={`${t('ordersDesk.remove')} ${which}`} onClick={() => onAsk('remove')}>
              {t('ordersDesk.remove')}
            </button>
          </>
        )}
      </td>
    </tr>
  );
}
