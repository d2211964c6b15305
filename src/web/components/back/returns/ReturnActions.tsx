import { useState } from 'react';
import { formatPrice } from '../../../../domain/money';
import type { StaffReturn } from '../../../../domain/orders/return-views';
import type { ApiResult } from '../../../lib/api';
import { useLocale } from '../../../lib/use-root';
import { ConfirmDialog } from '../../dialog/ConfirmDialog';
import { useBackTranslation } from '../use-back-translation';
import { returnsApi } from './returns-api';

type Props = {
  ret: StaffReturn;
  /** The units to put back on sale per line, as chosen in the card. */
  restock: { returnLineId: number; quantity: number }[];
  onChanged(message: string): Promise<void>;
};

/**
 * What may be done to a return now (returns.ts RETURN_STEPS): a requested one is marked
 * received or cancelled; a received one is refunded after a confirmation naming the exact
 * amount and the units put back on sale; a refund the provider did not make is tried again.
 */
export function ReturnActions({ ret, restock, onChanged }: Props) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const price = (cents: number) => formatPrice(cents, locale);
  const [asking, setAsking] = useState<'cancel' | 'refund' | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  /** Runs a call; on success announces `done`; on failure shows the server's message, and reloads (a refund may be pending now). */
  const run = async (call: () => Promise<ApiResult<unknown>>, done: string) => {
    setBusy(true);
    const result = await call();
    setBusy(false);
    setError(result.ok ? '' : result.error.message || t('returns.loadError'));
    await onChanged(result.ok ? done : '');
  };

  const refund = ret.refund;
  const units = restock.reduce((sum, line) => sum + line.quantity, 0);
  const refundCall = () => returnsApi.refund(ret.id, restock);
  const refundedMessage = refund ? t('returns.refunded', { id: ret.id, amount: price(refund.amountCents) }) : '';

  return (
    <div className="order-returns__actions">
      {ret.status === 'requested' && (
        <>
          <button
            type="button"
            aria-label={t('returns.receiveWhich', { id: ret.id })}
            aria-disabled={busy || undefined}
            onClick={() => !busy && void run(() => returnsApi.receive(ret.id), t('returns.received', { id: ret.id }))}
          >
            {t('returns.receive')}
          </button>
          <button type="button" aria-label={t('returns.cancelWhich', { id: ret.id })} onClick={() => setAsking('cancel')}>
            {t('returns.cancel')}
          </button>
        </>
      )}
      {refund?.state === 'preview' && (
        <button
          type="button"
          aria-label={t('returns.refundWhich', { id: ret.id, amount: price(refund.amountCents) })}
          onClick={() => setAsking('refund')}
        >
          {t('returns.refund', { amount: price(refund.amountCents) })}
        </button>
      )}
      {(refund?.state === 'pending' || refund?.state === 'failed') && ret.status === 'received' && (
        <>
          <p>{t(`returns.${refund.state}`, { amount: price(refund.amountCents) })}</p>
          <button
            type="button"
            aria-label={t('returns.retryWhich', { id: ret.id })}
            aria-disabled={busy || undefined}
            onClick={() => !busy && void run(refundCall, refundedMessage)}
          >
            {t('returns.retry')}
          </button>
        </>
      )}
      {refund?.state === 'none' && <p>{t('returns.nothingBack')}</p>}
      <div role="alert">{error && <p className="orders-desk__error">{error}</p>}</div>

      <ConfirmDialog
        open={asking === 'cancel'}
        question={t('returns.cancelQuestion', { id: ret.id })}
        text={t('returns.cancelText')}
        cancelLabel={t('returns.keep')}
        confirmLabel={t('returns.cancel')}
        onConfirm={async () => {
          await run(() => returnsApi.cancel(ret.id), t('returns.cancelled', { id: ret.id }));
          return null;
        }}
        onClose={() => setAsking(null)}
      />
      {refund?.state === 'preview' && (
        <ConfirmDialog
          open={asking === 'refund'}
          question={t('returns.refundQuestion', { amount: price(refund.amountCents) })}
          text={`${t('returns.refundText', {
            items: price(refund.itemsCents),
            shipping: price(refund.shippingCents),
            fee: price(refund.feeCents),
            amount: price(refund.amountCents),
          })} ${units === 0 ? t('returns.restockedNone') : t('returns.restocked', { count: units })}`}
          cancelLabel={t('returns.dismiss')}
          confirmLabel={t('returns.confirmRefund')}
          onConfirm={async () => {
            await run(refundCall, refundedMessage);
            return null;
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
