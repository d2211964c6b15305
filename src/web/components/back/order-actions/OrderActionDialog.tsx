import { useEffect, useState } from 'react';
import { CARRIERS, type Carrier } from '../../../../domain/orders/carriers';
import type { Cancellation } from '../../../../domain/orders/cancellation';
import { formatPrice } from '../../../../domain/money';
import { statusLabelKey, type OrderStatus } from '../../../../domain/orders/orders';
import { ConfirmDialog } from '../../dialog/ConfirmDialog';
import { FormDialog } from '../../dialog/FormDialog';
import { useLocale } from '../../../lib/use-root';
import { ordersApi } from '../orders-api';
import { useBackTranslation } from '../use-back-translation';

/** An action waiting for its dialog: the order it is about, and for a correction the statuses it may go back to. */
export type ActionRequest =
  | { kind: 'ship' | 'deliver' | 'cancel' | 'hide'; order: { id: number; number: string } }
  | { kind: 'correct'; order: { id: number; number: string }; targets: OrderStatus[] };

type Props = {
  request: ActionRequest | null;
  /** After the action succeeded: the sentence to announce. */
  onDone(message: string): void;
  onClose(): void;
};

/**
 * The dialogs of the order actions that need one, shared by the orders list and an order's
 * page: each says what it will do before it is done, and what moves money says how much.
 */
export function OrderActionDialog({ request, onDone, onClose }: Props) {
  const { t } = useBackTranslation();
  const common = { cancelLabel: t('lifecycle.close'), onClose: () => onClose() };
  const number = request?.order.number ?? '';
  const run = async (call: () => Promise<{ ok: true } | { ok: false; error: { message: string } }>, message: string) => {
    const result = await call();
    if (!result.ok) return result.error.message;
    onDone(message);
    return null;
  };

  return (
    <>
      <FormDialog
        {...common}
        open={request?.kind === 'ship'}
        title={t('lifecycle.shipTitle', { number })}
        text={t('lifecycle.shipText')}
        submitLabel={t('lifecycle.shipSubmit')}
        onSubmit={(form) =>
          run(
            () => ordersApi.ship(request!.order.id, form.get('carrier') as Carrier, String(form.get('trackingNumber') ?? '')),
            t('lifecycle.done', { number, status: t(statusLabelKey('shipped')) }),
          )
        }
      >
        <label className="dialog__field">
          {t('lifecycle.carrier')}
          <select name="carrier" required defaultValue="colissimo">
            {CARRIERS.map((carrier) => (
              <option key={carrier} value={carrier}>
                {t(`carriers.${carrier}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="dialog__field">
          {t('lifecycle.trackingNumber')}
          <input name="trackingNumber" required maxLength={40} autoComplete="off" spellCheck={false} />
        </label>
      </FormDialog>

      <ConfirmDialog
        {...common}
        open={request?.kind === 'deliver'}
        question={t('lifecycle.deliverQuestion', { number })}
        text={t('lifecycle.deliverText')}
        confirmLabel={t('lifecycle.deliver')}
        onConfirm={() => run(() => ordersApi.deliver(request!.order.id), t('lifecycle.done', { number, status: t(statusLabelKey('delivered')) }))}
      />

      <CancelDialog request={request?.kind === 'cancel' ? request : null} onDone={onDone} onClose={onClose} />

      <FormDialog
        {...common}
        open={request?.kind === 'correct'}
        title={t('lifecycle.correctTitle', { number })}
        text={t('lifecycle.correctText')}
        submitLabel={t('lifecycle.correctSubmit')}
        onSubmit={(form) => {
          const status = form.get('status') as OrderStatus;
          return run(
            () => ordersApi.correct(request!.order.id, status, String(form.get('reason') ?? '')),
            t('lifecycle.corrected', { number, status: t(statusLabelKey(status)) }),
          );
        }}
      >
        <label className="dialog__field">
          {t('lifecycle.correctTo')}
          <select name="status" required>
            {(request?.kind === 'correct' ? request.targets : []).map((status) => (
              <option key={status} value={status}>
                {t(statusLabelKey(status))}
              </option>
            ))}
          </select>
        </label>
        <label className="dialog__field">
          {t('lifecycle.reason')}
          <textarea name="reason" required maxLength={1000} rows={3} />
        </label>
      </FormDialog>

      <ConfirmDialog
        {...common}
        open={request?.kind === 'hide'}
        question={t('ordersDesk.removeQuestion', { number })}
        text={t('ordersDesk.removeText')}
        confirmLabel={t('ordersDesk.confirmAction')}
        onConfirm={() => run(() => ordersApi.remove(request!.order.id), t('ordersDesk.removed', { number }))}
      />
    </>
  );
}

/** Rejeter / Annuler: reads what it would do first, so the question names the amount and the units; the API refuses if that changed since. */
function CancelDialog({ request, onDone, onClose }: { request: ActionRequest | null; onDone(message: string): void; onClose(): void }) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  // What was read, and for which order: a preview read for another order is never shown.
  const [read, setRead] = useState<{ orderId: number; plan: Cancellation | null; failure: string } | null>(null);
  const orderId = request?.order.id;
  useEffect(() => {
    if (orderId === undefined) return;
    let current = true;
    void ordersApi.cancellation(orderId).then((result) => {
      if (current) setRead({ orderId, plan: result.ok ? result.data : null, failure: result.ok ? '' : result.error.message });
    });
    return () => {
      current = false;
    };
  }, [orderId]);
  const plan = read && read.orderId === orderId ? read.plan : null;
  const failure = read && read.orderId === orderId ? read.failure : '';

  const number = request?.order.number ?? '';
  const amount = plan ? formatPrice(plan.refundCents, locale) : '';
  const question = plan
    ? t(plan.refundCents > 0 ? 'lifecycle.cancelQuestionPaid' : 'lifecycle.cancelQuestionUnpaid', { amount, count: plan.units })
    : t('lifecycle.cancel');
  const text = plan
    ? [t('lifecycle.cancelText', { number }), plan.invoiceNumber ? t('lifecycle.cancelInvoice', { invoice: plan.invoiceNumber }) : '']
        .filter(Boolean)
        .join(' ')
    : failure || undefined;

  return (
    <ConfirmDialog
      open={request !== null && (plan !== null || failure !== '')}
      question={question}
      text={text}
      cancelLabel={t('lifecycle.close')}
      confirmLabel={plan && plan.refundCents > 0 ? t('lifecycle.cancelSubmitPaid', { amount }) : t('lifecycle.cancelSubmit')}
      onConfirm={async () => {
        if (!plan || !request) return failure || null;
        const result = await ordersApi.cancel(request.order.id, plan.refundCents);
        if (!result.ok) return result.error.message;
        onDone(plan.refundCents > 0 ? t('lifecycle.cancelledRefunded', { number, amount }) : t('lifecycle.cancelled', { number }));
        return null;
      }}
      onClose={() => onClose()}
    />
  );
}
