import { useState } from 'react';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { invoicesApi } from './invoices-api';
import { useBackTranslation } from './use-back-translation';

type Props = {
  order: { id: number; number: string; invoiced: boolean };
  /** After the invoice is issued (the dialog closes meanwhile): the message to announce; the page reloads its data. */
  onBilled(message: string): Promise<void> | void;
};

/**
 * "Facturer" (spec back-office 4 and 8): asks the spec's question, then issues the order's
 * invoice. Once billed it reads 'Déjà facturé' and cannot be pressed; the caller hides it for
 * a cancelled order. A refusal (someone billed it meanwhile) is shown in the dialog.
 */
export function BillButton({ order, onBilled }: Props) {
  const { t } = useBackTranslation();
  const [asking, setAsking] = useState(false);
  if (order.invoiced)
    return (
      <button type="button" disabled>
        {t('billing.billed')}
      </button>
    );
  return (
    <>
      <button type="button" aria-label={`${t('billing.bill')} ${t('billing.which', { number: order.number })}`} onClick={() => setAsking(true)}>
        {t('billing.bill')}
      </button>
      <ConfirmDialog
        open={asking}
        question={t('billing.question')}
        text={t('billing.text', { number: order.number })}
        cancelLabel={t('billing.cancel')}
        confirmLabel={t('billing.confirm')}
        onConfirm={async () => {
          const result = await invoicesApi.bill(order.id);
          if (!result.ok) return result.error.message;
          const done = t('billing.done', { invoice: result.data.number, number: order.number });
          void onBilled(result.data.pdfPending ? `${done} ${t('billing.pdfPending')}` : done);
          return null;
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
