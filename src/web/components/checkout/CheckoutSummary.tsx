import { useRevalidator } from 'react-router';
import type { Cart } from '../../../domain/cart/cart';
import { cartApi } from '../cart/cart-api';
import { CartStatus } from '../cart/CartStatus';
import { OrderSummary } from '../cart/OrderSummary';
import { useCart, type ChangeOutcome } from '../cart/use-cart';
import { useTranslation } from '../../lib/use-translation';

/**
 * The order summary beside the steps: the lines (image, name, colour, size, quantity, price),
 * the promo field, subtotal, shipping ("Free" at 0), discount and total, every amount the
 * server's. A promo change reloads the page's checkout, whose revision the order is placed with.
 */
export function CheckoutSummary({ cart: initial }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const { revalidate } = useRevalidator();
  const { cart, busy, announcement, change } = useCart(initial);

  const andReload = async (outcome: Promise<ChangeOutcome>) => {
    const failure = await outcome;
    if (!failure) await revalidate();
    return failure;
  };

  return (
    <div className="checkout-summary">
      <OrderSummary
        cart={cart}
        busy={busy}
        showLines
        onApplyPromo={(code) =>
          andReload(
            change(
              () => cartApi.applyPromo(code),
              (next) => t('promo.applied', { code: next.promo?.code ?? code }),
            ),
          )
        }
        onRemovePromo={() =>
          andReload(
            change(
              () => cartApi.removePromo(),
              () => t('promo.removed'),
            ),
          )
        }
      />
      <CartStatus announcement={announcement} className="checkout-summary__status" />
    </div>
  );
}
