import { cartPageMeta } from '../../components/cart/cart-meta';
import { CartPage } from '../../components/cart/CartPage';
import type { Route } from './+types/cart';

/** The cart is rendered on the server with this visitor's lines (cart cookie or session). */
export async function loader({ context }: Route.LoaderArgs) {
  return { cart: await context.cart() };
}

export function meta({ matches }: Route.MetaArgs) {
  return cartPageMeta(matches);
}

export default function CartRoute({ loaderData }: Route.ComponentProps) {
  return <CartPage initialCart={loaderData.cart} />;
}
