import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { AddressFields } from '../../../domain/addresses/address-schema';
import { parseUrlId } from '../../../domain/catalogue/list-section';
import { formatPrice } from '../../../domain/money';
import { orderDateLabel } from '../../../domain/orders/order-date';
import { statusLabelKey } from '../../../domain/orders/orders';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { OrderTimeline } from '../../components/back/OrderTimeline';
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
        {address.phone}
      </address>
    </section>
  );
}

/** A cancelled paid order whose money has not gone back yet (the provider did not answer at cancelling): staff try again. */
function RefundDue({ orderId, onRefunded }: { orderId: number; onRefunded(): void }) {
  const { t } = useBackTranslation();
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const refund = async () => {
    setSending(true);
    const result = await ordersApi.refund(orderId);
    setSending(false);
    if (result.ok) onRefunded();
    else setError(result.error.message);
  };
  return (
    <div>
      <p className="orders-desk__error">{t('orderDetail.refundDue')}</p>
      <button type="button" onClick={() => void refund()} disabled={sending}>
        {t('orderDetail.refund')}
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

export default function OrderDeskDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const { order } = loaderData;
  const { revalidate } = useRevalidator();
  const [notice, setNotice] = useState('');
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
      <p>
        {order.payment ? t('orderDetail.payment', { status: t(`orderDetail.paymentStatus.${order.payment.status}`) }) : t('orderDetail.noPayment')}
      </p>
      {order.refundRequired && <RefundDue orderId={order.id} onRefunded={() => void revalidate()} />}
      <p>
        <a href={ordersApi.packingSlipHref(order.id)} target="_blank" rel="noopener">
          {t('orderDetail.printSlip')}
        </a>
      </p>
      {/* Billable once paid, never when cancelled (spec back-office 4); the API says the same. */}
      {order.status !== 'pending' && order.status !== 'cancelled' && order.status !== 'awaiting_payment' && (
        <BillButton
          order={order}
          onBilled={(message) => {
            setNotice(message);
            void revalidate();
          }}
        />
      )}
      <p role="status">{notice}</p>
      <Address title={t('orderDetail.delivery')} address={order.delivery} />
      <Address title={t('orderDetail.billing')} address={order.billing} />
      <h2>{t('orderDetail.lines')}</h2>
      <table className="orders-desk__table">
        <thead>
          <tr>
            <th scope="col">{t('orderDetail.product')}</th>
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
              <td>{line.quantity}</td>
              <td>{formatPrice(line.lineTotalCents, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('orderDetail.total', { amount: formatPrice(order.totalCents, locale) })}</p>
      <OrderTimeline orderId={order.id} timeline={order.timeline} onNoteAdded={() => void revalidate()} />
    </>
  );
}
