import { useCallback, useEffect, useState } from 'react';
import type { StaffOrderReturns } from '../../../../domain/orders/return-views';
import { useBackTranslation } from '../use-back-translation';
import { ReturnCard } from './ReturnCard';
import './returns.css';
import { returnsApi } from './returns-api';

type Props = {
  /** The order whose returns are shown (the page's order id). */
  orderId: number;
  /** After a return changed (received, cancelled, refunded): the page reloads what it shows (status, timeline, refunds). */
  onChanged?(): void;
};

/**
 * "Retours" on an order's page of the orders desk (ADR 29): each return with its lines, reason
 * and comment, and what staff do to it: mark it received, cancel it, inspect and refund it.
 * Loads its own data from /api/admin/returns, and again after each action.
 */
export function OrderReturns({ orderId, onChanged }: Props) {
  const { t } = useBackTranslation();
  const [loaded, setLoaded] = useState<StaffOrderReturns | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [notice, setNotice] = useState('');

  /** Reads the order's returns; `current()` says whether the answer is still wanted (the page may have moved on). */
  const load = useCallback(
    (current: () => boolean = () => true) =>
      returnsApi.ofOrder(orderId).then((result) => {
        if (!current()) return;
        setLoadFailed(!result.ok);
        if (result.ok) setLoaded(result.data);
      }),
    [orderId],
  );

  useEffect(() => {
    let current = true;
    void load(() => current);
    return () => {
      current = false;
    };
  }, [load]);

  const changed = async (message: string) => {
    setNotice(message);
    await load();
    onChanged?.();
  };

  return (
    <section aria-labelledby={`order-returns-${orderId}`} className="order-returns">
      <h2 id={`order-returns-${orderId}`}>{t('returns.title')}</h2>
      <p role="status">{notice}</p>
      {loadFailed && <p role="alert">{t('returns.loadError')}</p>}
      {loaded && loaded.returns.length === 0 && <p>{t('returns.none')}</p>}
      {loaded?.returns.map((ret) => (
        <ReturnCard key={ret.id} ret={ret} onChanged={changed} />
      ))}
    </section>
  );
}
