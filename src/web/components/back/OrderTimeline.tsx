import { useState, type FormEvent } from 'react';
import { orderDateTimeLabel } from '../../../domain/orders/order-date';
import type { TimelineEntry } from '../../../domain/orders/order-timeline';
import { statusLabelKey } from '../../../domain/orders/orders';
import { formatPrice } from '../../../domain/money';
import { useLocale } from '../../lib/use-root';
import { ordersApi } from './orders-api';
import { useBackTranslation } from './use-back-translation';

/** What happened to an order, oldest first, and the form that adds an internal note to it. */
export function OrderTimeline({ orderId, timeline, onNoteAdded }: { orderId: number; timeline: TimelineEntry[]; onNoteAdded(): void }) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [sending, setSending] = useState(false);

  const describe = (entry: TimelineEntry): string => {
    switch (entry.kind) {
      case 'status_changed':
        return t('orderDetail.event.status_changed', { from: t(statusLabelKey(entry.from)), to: t(statusLabelKey(entry.to)) });
      case 'corrected':
        return t('orderDetail.event.corrected', { from: t(statusLabelKey(entry.from)), to: t(statusLabelKey(entry.to)), note: entry.note });
      case 'refunded':
        return entry.amountCents === null
          ? t('orderDetail.event.refunded')
          : t('orderDetail.event.refundedAmount', { amount: formatPrice(entry.amountCents, locale) });
      case 'refund_failed':
        return t('orderDetail.event.refund_failed', { amount: formatPrice(entry.amountCents ?? 0, locale) });
      case 'note':
        return t('orderDetail.event.note', { note: entry.note });
      case 'invoiced':
        return t(entry.automatic ? 'orderDetail.event.invoicedAutomatically' : 'orderDetail.event.invoiced', { number: entry.number });
      case 'credited':
        return t('orderDetail.event.credited', { number: entry.number });
      case 'mail': {
        const date = entry.deliveryAt ? orderDateTimeLabel(entry.deliveryAt) : '';
        return t('orderDetail.event.mail', {
          subject: entry.subject,
          to: entry.to,
          delivery: t(`orderDetail.mailDelivery.${entry.delivery}`, { date }),
        });
      }
      default:
        return t(`orderDetail.event.${entry.kind}`);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const result = await ordersApi.addNote(orderId, note);
    setSending(false);
    if (!result.ok) {
      setError(result.error.message);
      setNotice('');
      return;
    }
    setError('');
    setNote('');
    setNotice(t('orderDetail.noteAdded'));
    onNoteAdded();
  };

  return (
    <section aria-labelledby="order-timeline">
      <h2 id="order-timeline">{t('orderDetail.timeline')}</h2>
      <ol className="order-timeline">
        {timeline.map((entry, index) => {
          const what = describe(entry);
          const who = 'by' in entry && entry.by ? entry.by : null;
          return (
            <li key={index}>
              <time dateTime={entry.at}>{orderDateTimeLabel(entry.at)}</time> {who ? t('orderDetail.timelineBy', { what, who }) : what}
            </li>
          );
        })}
      </ol>
      <form onSubmit={submit} noValidate>
        <label htmlFor="order-note">{t('orderDetail.noteLabel')}</label>
        <textarea
          id="order-note"
          value={note}
          maxLength={1000}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'order-note-error' : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        {error && (
          <p id="order-note-error" role="alert" className="orders-desk__error">
            {error}
          </p>
        )}
        <button type="submit" disabled={sending}>
          {t('orderDetail.addNote')}
        </button>
        <p role="status">{notice}</p>
      </form>
    </section>
  );
}
