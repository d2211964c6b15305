import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { cartApi } from './cart-api';
import { CartLineItem, lineFocusId } from './CartLineItem';
import { CartStatus } from './CartStatus';
import type { Cart, CartLine } from '../../../domain/cart/cart';
import { CheckoutAction } from './CheckoutAction';
import { EmptyCartDialog } from './EmptyCartDialog';
import { EmptyCartMessage } from './EmptyCartMessage';
import { OrderSummary } from './OrderSummary';
import { useCart } from './use-cart';

/** Where focus goes once the cart re-renders after a removal: the next line, or the empty message. */
type FocusTarget = { lineId: number } | 'empty' | null;

export function CartPage({ initialCart }: { initialCart: Cart }) {
  const { t } = useTranslation('cart');
  const { cart, busy, announcement, change } = useCart(initialCart);
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const emptyHeadingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget !== 'empty' && cart.lines.some((line) => line.id === focusTarget.lineId)) {
      document.getElementById(lineFocusId(focusTarget.lineId))?.focus();
    } else {
      emptyHeadingRef.current?.focus();
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- focus can only move once the new cart is in the DOM; then the request is spent
    setFocusTarget(null);
  }, [cart, focusTarget]);

  const onQuantity = (line: CartLine, quantity: number) =>
    void change(
      () => cartApi.setQuantity(line.id, quantity),
      () => t('announce.quantityUpdated'),
    );

  const onRemove = async (line: CartLine) => {
    const { lines } = cart;
    const index = lines.findIndex((l) => l.id === line.id);
    const neighbour = lines[index + 1] ?? lines[index - 1];
    const failure = await change(
      () => cartApi.removeLine(line.id),
      () => t('announce.lineRemoved', { name: line.name }),
    );
    if (!failure) setFocusTarget(neighbour ? { lineId: neighbour.id } : 'empty');
  };

  const onEmpty = async () => {
    const failure = await change(
      () => cartApi.empty(),
      () => t('announce.emptied'),
    );
    if (!failure) setFocusTarget('empty');
  };

  const { lines } = cart;

  return (
    <main className="page cart-page">
      <header className="cart-page__header">
        <h1 className="cart-page__title">{t('title')}</h1>
        {lines.length > 0 && <p className="cart-page__count">{t('itemCount', { count: cart.totals.itemCount })}</p>}
      </header>
      <CartStatus announcement={announcement} className="cart-page__status" />
      {lines.length === 0 ? (
        <EmptyCartMessage headingRef={emptyHeadingRef} />
      ) : (
        <div className="cart-page__layout">
          <div className="cart-page__lines">
            <ul className="cart-lines">
              {lines.map((line) => (
                <CartLineItem key={line.id} line={line} busy={busy} onQuantity={onQuantity} onRemove={(l) => void onRemove(l)} />
              ))}
            </ul>
            <button type="button" className="button button--ghost cart-page__empty" onClick={() => setConfirmEmpty(true)}>
              {t('emptyCart.button')}
            </button>
          </div>
          <OrderSummary
            cart={cart}
            busy={busy}
            onApplyPromo={(code) =>
              change(
                () => cartApi.applyPromo(code),
                (next) => t('promo.applied', { code: next.promo?.code ?? code }),
              )
            }
            onRemovePromo={() =>
              change(
                () => cartApi.removePromo(),
                () => t('promo.removed'),
              )
            }
          >
            <CheckoutAction canCheckout={cart.canCheckout} />
          </OrderSummary>
        </div>
      )}
      <EmptyCartDialog open={confirmEmpty} onConfirm={() => void onEmpty()} onClose={() => setConfirmEmpty(false)} />
    </main>
  );
}
