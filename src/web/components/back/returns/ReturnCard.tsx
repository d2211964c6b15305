import { useState } from 'react';
import { formatPrice } from '../../../../domain/money';
import { orderDateTimeLabel } from '../../../../domain/orders/order-date';
import type { StaffReturn } from '../../../../domain/orders/return-views';
import { useLocale } from '../../../lib/use-root';
import { useBackTranslation } from '../use-back-translation';
import { RefundAmounts } from './RefundAmounts';
import { ReturnActions } from './ReturnActions';

type Props = { ret: StaffReturn; onChanged(message: string): Promise<void> };

/** Units a line puts back on sale unless staff say otherwise: none of a defective item, all of any other. */
const defaultRestock = (ret: StaffReturn) => Object.fromEntries(ret.lines.map((line) => [line.id, ret.reason === 'defective' ? 0 : line.quantity]));

/** One return: what came back and why, its dates, its refund, and what may be done to it now. */
export function ReturnCard({ ret, onChanged }: Props) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const inspecting = ret.refund?.state === 'preview';
  const [restock, setRestock] = useState<Record<number, number>>(() => defaultRestock(ret));
  const titleId = `return-${ret.id}-title`;
  const dates = (['requested', 'received', 'refunded', 'cancelled'] as const).flatMap((what) => {
    const at = ret[`${what}At`];
    return at ? [t(`returns.dates.${what}`, { date: orderDateTimeLabel(at) })] : [];
  });

  return (
    <article aria-labelledby={titleId} className="order-returns__return">
      <h3 id={titleId}>
        {t('returns.heading', { id: ret.id })} — {t(`returns.status.${ret.status}`)}
      </h3>
      <p>{t('returns.reasonLabel', { reason: t(`returns.reason.${ret.reason}`) })}</p>
      <p>{ret.comment ? t('returns.comment', { comment: ret.comment }) : t('returns.noComment')}</p>
      <p>
        {dates.join(' · ')}
        {ret.openedBy && ` · ${t('returns.openedBy', { name: ret.openedBy })}`}
      </p>
      <table className="orders-desk__table">
        <caption className="visually-hidden">{t('returns.lines', { id: ret.id })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('returns.product')}</th>
            <th scope="col">{t('returns.quantity')}</th>
            <th scope="col">{t('returns.unitPrice')}</th>
            {(inspecting || ret.lines.some((line) => line.restockedQuantity !== null)) && <th scope="col">{t('returns.restock')}</th>}
          </tr>
        </thead>
        <tbody>
          {ret.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {line.name} ({line.reference}, {line.colorName}, {line.sizeName})
              </th>
              <td>{line.quantity}</td>
              <td>{formatPrice(line.unitPriceCents, locale)}</td>
              {inspecting ? (
                <td>
                  <select
                    aria-label={t('returns.restockOf', { name: line.name, color: line.colorName, size: line.sizeName })}
                    value={restock[line.id] ?? 0}
                    onChange={(e) => setRestock({ ...restock, [line.id]: Number(e.target.value) })}
                  >
                    {Array.from({ length: line.quantity + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </td>
              ) : (
                line.restockedQuantity !== null && <td>{line.restockedQuantity}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {ret.refund && <RefundAmounts returnId={ret.id} refund={ret.refund} />}
      <ReturnActions
        ret={ret}
        restock={ret.lines.map((line) => ({ returnLineId: line.id, quantity: restock[line.id] ?? 0 }))}
        onChanged={onChanged}
      />
    </article>
  );
}
