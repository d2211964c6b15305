import { useId, useRef, useState, type FormEvent } from 'react';
import { useAdoptDomState } from '../../lib/typed-before-hydration';
import { useTranslation } from '../../lib/use-translation';
import type { Cart } from '../../../domain/cart/cart';
import type { ChangeOutcome } from './use-cart';

type Props = {
  promo: Cart['promo'];
  promoNotice: Cart['promoNotice'];
  busy: boolean;
  /** Applies the code; answers null, or the message to show beside the field. */
  onApply(code: string): Promise<ChangeOutcome>;
  onRemove(): Promise<ChangeOutcome>;
};

/**
 * The promo code field. Once a code applies it shows the code and a Remove button; a code the
 * server kept but that stopped applying (GUIDE 3.6) is explained by the cart's notice.
 */
export function PromoField({ promo, promoNotice, busy, onApply, onRemove }: Props) {
  const { t } = useTranslation('cart');
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // A code typed before the page's scripts ran.
  useAdoptDomState(inputRef, (input) => setCode(input.value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const typed = code.trim();
    if (!typed) return setError(t('promo.required'));
    const failure = await onApply(typed);
    setError(failure);
    if (!failure) setCode('');
  };

  if (promo) {
    return (
      <div className="promo promo--applied">
        <p className="promo__code">
          <span>{t('promo.applied', { code: promo.code })}</span>
          {promo.type === 'rate' && <span className="promo__rate">{t('promo.rate', { value: promo.value })}</span>}
        </p>
        <button
          type="button"
          className="button button--ghost promo__remove"
          aria-label={t('promo.removeNamed', { code: promo.code })}
          aria-disabled={busy || undefined}
          onClick={() => !busy && void onRemove()}
        >
          {t('promo.remove')}
        </button>
      </div>
    );
  }

  return (
    <form className="promo" onSubmit={submit} noValidate>
      {promoNotice && <p className="message message--error promo__notice">{t(`promo.notice.${promoNotice}`)}</p>}
      <label htmlFor={inputId} className="promo__label">
        {t('promo.label')}
      </label>
      <div className="promo__row">
        <input
          ref={inputRef}
          id={inputId}
          className="promo__input"
          name="code"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="button promo__apply" aria-disabled={busy || undefined}>
          {t('promo.apply')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="promo__error">
          {error}
        </p>
      )}
    </form>
  );
}
