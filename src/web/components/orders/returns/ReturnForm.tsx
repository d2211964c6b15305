import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { ReturnRequest } from '../../../../domain/orders/return-request';
import { formatPrice } from '../../../../domain/money';
import { CUSTOMER_RETURN_REASONS, RETURN_COMMENT_MAX, type CustomerReturnReason } from '../../../../domain/orders/returns';
import type { CustomerOrderReturns } from '../../../../domain/orders/return-views';
import { RETURN_LABEL_FEE_CENTS } from '../../../../domain/shop-policies';
import { useLocale, usePrice } from '../../../lib/use-root';
import { useTranslation } from '../../../lib/use-translation';
import { apiErrorMessage } from '../../addresses/api-message';
import { useHydrated } from '../../chrome/use-hydrated';
import type { ApiResult } from '../../../lib/api';
import { useAdoptDomState } from '../../../lib/typed-before-hydration';

type Props = {
  returns: CustomerOrderReturns;
  /** Sends the request: as the signed-in customer, or through a guest's mailed link. */
  send(request: ReturnRequest): Promise<ApiResult<CustomerOrderReturns>>;
  /** The order's page for a customer; null for a guest, who has none. */
  orderPath: string | null;
};

/**
 * The return form (/commande/{id}/retour, /retour/{token}): per line, how many units to send
 * back (only what may still be returned), a reason and an optional comment. The server checks
 * it all again under the order's lock; its refusal is shown as it words it, in the customer's
 * language. Once sent, the page's data is read again, so its list shows the new return.
 */
export function ReturnForm({ returns, send, orderPath }: Props) {
  const { t } = useTranslation('orders');
  const price = usePrice();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { revalidate } = useRevalidator();
  const id = useId();
  const lines = returns.lines.filter((line) => line.returnable > 0);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<CustomerReturnReason | ''>('');
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Chosen or typed before the page's scripts ran.
  useAdoptDomState(formRef, (form) => {
    const data = new FormData(form);
    setQuantities(Object.fromEntries(lines.map((line) => [line.orderLineId, Number(data.get(`quantity-${line.orderLineId}`) ?? 0)])));
    setReason(String(data.get('reason') ?? '') as CustomerReturnReason | '');
    setComment(String(data.get('comment') ?? ''));
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const picked = lines.filter((line) => (quantities[line.orderLineId] ?? 0) > 0);
    if (picked.length === 0) return setFailure(t('returns.errors.nothingChosen'));
    if (!reason) return setFailure(t('returns.errors.reason'));
    setFailure('');
    setSending(true);
    const result = await send({
      lines: picked.map((line) => ({ orderLineId: line.orderLineId, quantity: quantities[line.orderLineId]! })),
      reason,
      comment: comment.trim() || undefined,
    });
    setSending(false);
    if (!result.ok) return setFailure(apiErrorMessage(result.error, t));
    setSent(true);
    void revalidate();
  };

  if (sent)
    return (
      <div>
        <p role="status" className="message message--success">
          {t('returns.form.done')}
        </p>
        {orderPath && (
          <p>
            <Link to={orderPath} className="button">
              {t('returns.form.back')}
            </Link>
          </p>
        )}
      </div>
    );

  return (
    <form ref={formRef} className="address-form" noValidate onSubmit={submit}>
      <p>{t('returns.form.intro', { lastDay: returns.window.lastDay })}</p>
      <p className="address-form__note">{t('returns.form.fee', { fee: formatPrice(RETURN_LABEL_FEE_CENTS, locale) })}</p>
      <fieldset className="address-form__defaults">
        <legend className="address-form__label">{t('returns.form.lines')}</legend>
        <table className="order-table">
          <thead>
            <tr>
              <th scope="col">{t('returns.form.product')}</th>
              <th scope="col" className="order-table__number">
                {t('returns.form.price')}
              </th>
              <th scope="col" className="order-table__number">
                {t('returns.form.returnable')}
              </th>
              <th scope="col">{t('returns.form.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.orderLineId}>
                <th scope="row">
                  {line.name} ({line.colorName}, {line.sizeName})
                </th>
                <td className="order-table__number price">{price(line.unitPriceCents)}</td>
                <td className="order-table__number">{line.returnable}</td>
                <td>
                  <select
                    name={`quantity-${line.orderLineId}`}
                    aria-label={t('returns.form.quantityOf', { name: line.name, color: line.colorName, size: line.sizeName })}
                    value={quantities[line.orderLineId] ?? 0}
                    onChange={(e) => setQuantities({ ...quantities, [line.orderLineId]: Number(e.target.value) })}
                    className="address-form__input"
                  >
                    {Array.from({ length: line.returnable + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>
      <div className="address-form__field">
        <label htmlFor={`${id}-reason`} className="address-form__label">
          {t('returns.form.reason')}
        </label>
        <select
          id={`${id}-reason`}
          name="reason"
          required
          value={reason}
          onChange={(e) => setReason(e.target.value as CustomerReturnReason)}
          className="address-form__input"
        >
          <option value="">{t('returns.form.chooseReason')}</option>
          {CUSTOMER_RETURN_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`returns.reason.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="address-form__field">
        <label htmlFor={`${id}-comment`} className="address-form__label">
          {t('returns.form.comment')}
        </label>
        <p id={`${id}-comment-hint`} className="address-form__hint">
          {t('returns.form.commentHint')}
        </p>
        <textarea
          id={`${id}-comment`}
          name="comment"
          aria-describedby={`${id}-comment-hint`}
          maxLength={RETURN_COMMENT_MAX}
          rows={4}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          className="address-form__input"
        />
      </div>
      <div role="alert" className="address-form__failure">
        {failure && <p className="message message--error">{failure}</p>}
      </div>
      <div className="address-form__buttons">
        {/* Before the scripts run the form cannot send anything. */}
        <button type="submit" className="button" disabled={!hydrated} aria-disabled={sending || undefined}>
          {sending ? t('returns.form.sending') : t('returns.form.submit')}
        </button>
        {orderPath && (
          <Link to={orderPath} className="button button--ghost">
            {t('returns.form.back')}
          </Link>
        )}
      </div>
    </form>
  );
}
