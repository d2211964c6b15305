import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { AddressFields } from '../../../domain/addresses/address-schema';
import { formatPhone } from '../../../domain/addresses/phone';
import { parseUrlId } from '../../../domain/catalogue/list-section';
import { formatPrice } from '../../../domain/money';
import { orderDateLabel, orderDateTimeLabel } from '../../../domain/orders/order-date';
import type { StaffOrderDetail } from '../../../domain/orders/staff-orders';
import { OrderActionDialog, type ActionRequest } from '../../components/back/order-actions/OrderActionDialog';
import { statusLabelKey } from '../../../domain/orders/orders';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { OrderTimeline } from '../../components/back/OrderTimeline';
import { OrderReturns } from '../../components/back/returns/OrderReturns';
import { BillButton } from '../../components/back/BillButton';
import { ordersApi } from '../../components/back/orders-api';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';
import { useLocale } from '../../lib/use-root';
import type { Route } from './+types/order-desk-detail';

export const handle = sharedPage;

/** /back/commandes/{id}: one order for staff. Opening it marks it consulted (the API does), so the layout's badge is reloaded after. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = parseUrlId(params.id);
  const result = id === null ? null : await ordersApi.open(id);
  return { order: result?.ok ? result.data : null };
}
clientLoader.hydrate = true as const;

function Address({ title, address }: { title: string; address: AddressFields }) {
  return (
    <section>
      <h2>{title}</h2>
      <address>
        {address.firstName} {address.lastName}
        <br />
        {address.line1}
        {address.line2 && (
          <>
            <br />
            {address.line2}
          </>
        )}
        <br />
        {address.zip} {address.city} ({address.country})
        <br />
        {formatPhone(address.phone)}
      </address>
    </section>
  );
}

/** The order's action bar: the steps the lifecycle allows the signed-in staff member now. Money-moving ones look it. */
function ActionBar({ order, onAsk, onConfirm }: { order: StaffOrderDetail; onAsk(request: ActionRequest): void; onConfirm(): Promise<unknown> }) {
  const { t } = useBackTranslation();
  const which = { id: order.id, number: order.number };
  const corrections = order.actions.filter((step) => step.action === 'correct').map((step) => step.to);
  const forward = order.actions.filter((step) => step.action !== 'correct');
  if (order.actions.length === 0) return null;
  return (
    <div role="group" aria-label={t('lifecycle.actions')} className="order-actions">
      {forward.map(({ action }) => {
        switch (action) {
          case 'confirm':
            return (
              <button key={action} type="button" className="button" onClick={() => void onConfirm()}>
                {t('lifecycle.confirm')}
              </button>
            );
          case 'ship':
          case 'deliver':
            return (
              <button key={action} type="button" className="button" onClick={() => onAsk({ kind: action, order: which })}>
                {t(`lifecycle.${action}`)}
              </button>
            );
          case 'reject':
          case 'cancel':
            return (
              <button key={action} type="button" className="button button--danger" onClick={() => onAsk({ kind: 'cancel', order: which })}>
                {t(`lifecycle.${action}`)}
              </button>
            );
          default:
            return null;
        }
      })}
      {corrections.length > 0 && (
        <button type="button" className="button button--ghost" onClick={() => onAsk({ kind: 'correct', order: which, targets: corrections })}>
          {t('lifecycle.correct')}
        </button>
      )}
    </div>
  );
}

/** What the customer paid, line by line, as they paid it, and what went back. */
function Amounts({ order }: { order: StaffOrderDetail }) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const money = (cents: number) => formatPrice(cents, locale);
  return (
    <section aria-labelledby="order-amounts">
      <h2 id="order-amounts">{t('lifecycle.amounts')}</h2>
      <table className="orders-desk__table">
        <caption className="visually-hidden">{t('orderDetail.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orderDetail.product')}</th>
            <th scope="col">{t('lifecycle.unitPrice')}</th>
            <th scope="col">{t('orderDetail.quantity')}</th>
            <th scope="col">{t('orderDetail.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row">
                {line.name} ({line.reference}, {line.colorName}, {line.sizeName})
              </th>
              <td>{money(line.unitPriceCents)}</td>
              <td>{line.quantity}</td>
              <td>{money(line.lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('lifecycle.subtotal')}
            </th>
            <td>{money(order.subtotalCents)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {t('lifecycle.shipping')}
            </th>
            <td>{order.shippingCents === 0 ? t('lifecycle.free') : money(order.shippingCents)}</td>
          </tr>
          {order.discountCents > 0 && (
            <tr>
              <th scope="row" colSpan={3}>
                {order.promoCode ? t('lifecycle.discountCode', { code: order.promoCode }) : t('lifecycle.discount')}
              </th>
              <td>{money(-order.discountCents)}</td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={3}>
              {t('lifecycle.totalPaid')}
            </th>
            <td>
              <strong>{money(order.totalCents)}</strong>
            </td>
          </tr>
          {order.refundedCents > 0 && (
            <tr>
              <th scope="row" colSpan={3}>
                {t('lifecycle.refundedTotal')}
              </th>
              <td>{money(-order.refundedCents)}</td>
            </tr>
          )}
        </tfoot>
      </table>
    </section>
  );
}

/** The refunds made or waiting, and "Réessayer" when the provider did not answer, or the full refund an order paid after its stock was gone owes. */
function Refunds({ order, onRefunded }: { order: StaffOrderDetail; onRefunded(message: string): void }) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const pending = order.refunds.some((refund) => refund.status === 'pending');
  const owed = order.refundRequired || (order.status === 'cancelled' && order.paidAt !== null && order.refundedCents < order.totalCents);
  if (order.refunds.length === 0 && !owed) return null;
  const refund = async () => {
    setSending(true);
    const result = await ordersApi.refund(order.id);
    setSending(false);
    if (result.ok) {
      setError('');
      onRefunded(t('orderDetail.refunded'));
    } else setError(result.error.message);
  };
  return (
    <section aria-labelledby="order-refunds">
      <h2 id="order-refunds">{t('lifecycle.refunds')}</h2>
      <ul>
        {order.refunds.map((item, index) => (
          <li key={index}>
            {t('lifecycle.refundLine', {
              amount: formatPrice(item.amountCents, locale),
              reason: t(`lifecycle.refundReason.${item.reason}`),
              status: t(`lifecycle.refundStatus.${item.status}`, { date: item.settledAt ? orderDateTimeLabel(item.settledAt) : '' }),
            })}
          </li>
        ))}
      </ul>
      {order.refundRequired && <p className="orders-desk__error">{t('orderDetail.refundDue')}</p>}
      {pending && <p>{t('lifecycle.refundPendingNotice')}</p>}
      {(pending || owed) && (
        <button type="button" className="button button--danger" onClick={() => void refund()} aria-disabled={sending || undefined}>
          {pending
            ? t('lifecycle.retryRefund')
            : t('lifecycle.refundShortfall', { amount: formatPrice(order.totalCents - order.refundedCents, locale) })}
        </button>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}

/** Where the order stands after the sale: its dates, the parcel, the customer's withdrawal. */
function AfterSale({ order }: { order: StaffOrderDetail }) {
  const { t } = useBackTranslation();
  const dates = (['paid', 'shipped', 'delivered', 'cancelled'] as const).flatMap((kind) => {
    const at = order[`${kind}At`];
    return at ? [t(`lifecycle.dates.${kind}`, { date: orderDateTimeLabel(at) })] : [];
  });
  return (
    <>
      {dates.length > 0 && <p>{dates.join(' · ')}</p>}
      {order.withdrawal && (
        <p className="orders-desk__error">
          {t('lifecycle.withdrawal', {
            date: orderDateTimeLabel(order.withdrawal.receivedAt),
            name: order.withdrawal.name,
            email: order.withdrawal.email,
          })}
          {order.withdrawal.task && <> {t(`lifecycle.withdrawalTask.${order.withdrawal.task}`)}</>}
        </p>
      )}
      {order.shipment && (
        <section aria-labelledby="order-shipment">
          <h2 id="order-shipment">{t('lifecycle.shipment')}</h2>
          <p>
            {t('lifecycle.shipmentLine', { carrier: t(`carriers.${order.shipment.carrier}`), number: order.shipment.trackingNumber })}
            {order.shipment.trackingLink && (
              <>
                {' '}
                <a href={order.shipment.trackingLink} target="_blank" rel="noopener noreferrer">
                  {t('lifecycle.track')}
                </a>
              </>
            )}
          </p>
        </section>
      )}
    </>
  );
}

export default function OrderDeskDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const { order } = loaderData;
  const { revalidate } = useRevalidator();
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState<ActionRequest | null>(null);
  // The sidebar's badge may have been read before this order was marked consulted: read it again once.
  const orderId = order?.id;
  useEffect(() => {
    if (orderId !== undefined) void revalidate();
  }, [orderId, revalidate]);
  const backLink = <Link to="/back/gestion-des-commandes">{t('orderDetail.back')}</Link>;
  if (!order) {
    return (
      <>
        <BackPageTitle title={t('pages.order')} />
        <p role="alert">{t('orderDetail.notFound')}</p>
        {backLink}
      </>
    );
  }
  const announce = (message: string) => {
    setError('');
    setNotice(message);
    void revalidate();
  };
  const act = async (call: () => ReturnType<typeof ordersApi.confirm>, message: string) => {
    const result = await call();
    if (result.ok) announce(message);
    else setError(result.error.message);
  };
  return (
    <>
      <BackPageTitle title={t('orderDetail.title', { number: order.number })} />
      {backLink}
      <p>
        {t('orderDetail.summary', {
          date: orderDateLabel(order.createdAt),
          name: order.customerName,
          email: order.email,
          status: t(statusLabelKey(order.status)),
        })}
      </p>
      {order.hidden && (
        <p>
          {t('lifecycle.hiddenNotice')}{' '}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void act(() => ordersApi.show(order.id), t('lifecycle.shown', { number: order.number }))}
          >
            {t('lifecycle.show')}
          </button>
        </p>
      )}
      <AfterSale order={order} />
      <ActionBar
        order={order}
        onAsk={setPending}
        onConfirm={() =>
          act(() => ordersApi.confirm(order.id), t('lifecycle.done', { number: order.number, status: t(statusLabelKey('processing')) }))
        }
      />
      <p role="status">{notice}</p>
      {error && (
        <p role="alert" className="orders-desk__error">
          {error}
        </p>
      )}
      <p>
        {order.payment ? t('orderDetail.payment', { status: t(`orderDetail.paymentStatus.${order.payment.status}`) }) : t('orderDetail.noPayment')}
      </p>
      <Refunds order={order} onRefunded={announce} />
      <p>
        <a href={ordersApi.packingSlipHref(order.id)} target="_blank" rel="noopener">
          {t('orderDetail.printSlip')}
        </a>
      </p>
      {/* Billable once paid, never when cancelled (spec back-office 4); the API says the same. */}
      {order.status !== 'pending' && order.status !== 'cancelled' && order.status !== 'awaiting_payment' && (
        <BillButton order={order} onBilled={announce} />
      )}
      <Amounts order={order} />
      <Address title={t('orderDetail.delivery')} address={order.delivery} />
      <Address title={t('orderDetail.billing')} address={order.billing} />
      <OrderReturns orderId={order.id} onChanged={() => void revalidate()} />
      <OrderTimeline orderId={order.id} timeline={order.timeline} onNoteAdded={() => void revalidate()} />
      <OrderActionDialog request={pending} onDone={announce} onClose={() => setPending(null)} />
    </>
  );
}
