import type { ReturnRequest } from '../../../../domain/orders/return-request';
import type { CustomerOrderReturns } from '../../../../domain/orders/return-views';
import type { ApiResult } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { OrderReturns } from './OrderReturns';
import { ReturnForm } from './ReturnForm';

type Props = {
  returns: CustomerOrderReturns;
  send(request: ReturnRequest): Promise<ApiResult<CustomerOrderReturns>>;
  /** The order's page for a customer; null for a guest. */
  orderPath: string | null;
};

/** The return page (a customer's /commande/{id}/retour, a guest's /retour/{token}): the form while returns are open, then the order's returns. */
export function ReturnPage({ returns, send, orderPath }: Props) {
  const { t } = useTranslation('orders');
  const closed = !returns.window.open
    ? returns.window.lastDay
      ? t('returns.form.windowClosed', { lastDay: returns.window.lastDay })
      : t('returns.form.notDelivered')
    : returns.lines.every((line) => line.returnable === 0)
      ? t('returns.form.nothingLeft')
      : null;
  return (
    <main className="account-area__main order-view">
      <h1 className="account-area__title">{t('returns.form.title')}</h1>
      <p>{t('returns.form.order', { number: returns.number })}</p>
      {closed ? <p className="message">{closed}</p> : <ReturnForm returns={returns} send={send} orderPath={orderPath} />}
      <OrderReturns returns={returns} offerForm={false} />
    </main>
  );
}
