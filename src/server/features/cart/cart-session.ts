import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client';
import type { Locale } from '../../../domain/locale';
import { checkPromo, parisDay, type PromoRefusal } from '../../../domain/pricing';
import { freeShippingThresholdCents } from '../../../domain/settings';
import { requestLocale } from '../../errors';
import type { CatalogueStore } from '../catalogue/store';
import { lineNotFound, productNotFound, productUnavailable, promoRefused, StockLimitError } from './cart-errors';
import type { Cart } from '../../../domain/cart/cart';
import { toCartView } from './cart-view';
import { guestTokenHash, issueGuestToken, newGuestToken, sendGuestToken } from './guest-cookie';
import {
  addUnits,
  customerCartId,
  deleteAllLines,
  deleteLine,
  dropCartPromo,
  findCart,
  findCartWithLines,
  findPromoCode,
  insertGuestCart,
  insertGuestCartWithUnits,
  lineState,
  loadLines,
  setCartPromo,
  setLineQuantity,
  variantStock,
  type CartOwner,
  type CartRow,
  type PromoRow,
  type Variant,
} from './repo';
import { releaseCartHold } from '../checkout/cart-hold';
import { promoTaken } from '../checkout/promo-claims';

export type CartSessionOptions = {
  db: Database;
  owner: CartOwner;
  locale: Locale;
  freeShippingThresholdCents: number | null;
  /** Where a new guest token goes; Secure when the shop is served over HTTPS. */
  reply: FastifyReply;
  secureCookies: boolean;
  now?: Date;
  /** Stock went back on sale (a checkout's hold released): the in-memory catalogue must show it. */
  onStockReleased?(): void;
};

/**
 * One request's view of the visitor's cart. Every answer is the whole cart read back from the
 * database after the change, with the promo code checked again (GUIDE 3.6).
 */
export class CartSession {
  private owner: CartOwner;
  /**
   * The visitor's cart row (id and code) once read in this request, null when there is none:
   * a change and the answer that follows it read it once, not twice. Lines are always read again.
   */
  private found: CartRow | null | undefined;

  constructor(private readonly options: CartSessionOptions) {
    this.owner = options.owner;
  }

  private get db() {
    return this.options.db;
  }

  async view(): Promise<Cart> {
    // Nothing read yet in this request (a cart read, a page): the cart and its lines at once.
    const read = this.found === undefined ? await findCartWithLines(this.db, this.owner) : undefined;
    if (read !== undefined) this.found = read?.cart ?? null;
    const cart = await this.cart();
    let promo = cart?.promo ?? null;
    let promoNotice: PromoRefusal | null = null;
    if (cart && promo) {
      const check = await this.checkPromo(promo);
      if (!check.ok) {
        await dropCartPromo(this.db, cart.id, promo.id);
        this.found = { id: cart.id, promo: null };
        promo = null;
        promoNotice = check.reason;
      }
    }
    // Dropping the promo code leaves the lines as read; after a change they are read again.
    const rows = read !== undefined ? (read?.lines ?? []) : cart ? await loadLines(this.db, cart.id) : [];
    const { locale, freeShippingThresholdCents } = this.options;
    return toCartView(rows, {
      locale,
      promo,
      promoNotice,
      freeShippingThresholdCents,
    });
  }

  /**
   * The stock is checked by the statement that adds (or, for a guest's first add, creates the
   * cart with the line); it is read on its own only to say why an add was refused.
   */
  async add(variant: Variant, quantity: number): Promise<Cart> {
    const existing = await this.existingCartId();
    const added = existing
      ? await addUnits(this.db, existing, variant, quantity)
      : 'customerId' in this.owner
        ? await this.addToNewCustomerCart(variant, quantity)
        : await this.addToNewGuestCart(variant, quantity);
    if (added) return this.view();
    const left = await variantStock(this.db, variant);
    if (left === null) throw productNotFound();
    throw new StockLimitError(left);
  }

  /** Checked before the cart is created, so a refused first add leaves nothing behind. */
  private async addToNewCustomerCart(variant: Variant, quantity: number): Promise<boolean> {
    const left = await variantStock(this.db, variant);
    if (left === null || quantity > left) return false;
    return addUnits(this.db, await this.ensureCart(), variant, quantity);
  }

  /** No cart yet, or the browser kept a token whose cart is gone (merged at sign-in): a new token, sent once its cart exists. */
  private async addToNewGuestCart(variant: Variant, quantity: number): Promise<boolean> {
    const { token, hash } = newGuestToken();
    const id = await insertGuestCartWithUnits(this.db, hash, variant, quantity);
    if (!id) return false;
    sendGuestToken(this.options.reply, token, this.options.secureCookies);
    this.owner = { guestTokenHash: hash };
    this.found = { id, promo: null };
    return true;
  }

  async setQuantity(lineId: number, quantity: number): Promise<Cart> {
    const cartId = await this.existingCartId();
    if (!cartId || !(await setLineQuantity(this.db, cartId, lineId, quantity))) {
      const state = cartId ? await lineState(this.db, cartId, lineId) : null;
      if (!state) throw lineNotFound();
      if (!state.isPublished) throw productUnavailable();
      throw new StockLimitError(state.stockLeft);
    }
    await this.releaseHold(cartId);
    return this.view();
  }

  async remove(lineId: number): Promise<Cart> {
    const cartId = await this.existingCartId();
    if (!cartId || !(await deleteLine(this.db, cartId, lineId))) throw lineNotFound();
    await this.releaseHold(cartId);
    return this.view();
  }

  async empty(): Promise<Cart> {
    const cartId = await this.existingCartId();
    if (cartId) {
      await deleteAllLines(this.db, cartId);
      await this.releaseHold(cartId);
    }
    return this.view();
  }

  /** The cart changed under its checkout: what that checkout reserved is for sale again at once. */
  private async releaseHold(cartId: string): Promise<void> {
    if (await releaseCartHold(this.db, cartId)) this.options.onStockReleased?.();
  }

  async applyPromo(code: string): Promise<Cart> {
    const promo = await findPromoCode(this.db, code);
    if (!promo) throw promoRefused('unknown');
    const check = await this.checkPromo(promo);
    if (!check.ok) throw promoRefused(check.reason);
    const cartId = await this.ensureCart();
    await setCartPromo(this.db, cartId, promo.id);
    this.found = { id: cartId, promo };
    return this.view();
  }

  async removePromo(): Promise<Cart> {
    const cartId = await this.existingCartId();
    if (cartId) {
      await setCartPromo(this.db, cartId, null);
      this.found = { id: cartId, promo: null };
    }
    return this.view();
  }

  /**
   * A guest has no e-mail address before checkout, so only a customer's past uses (and claims by
   * orders of other carts, ADR 31) are known here; checkout checks the address typed there.
   */
  private async checkPromo(promo: PromoRow) {
    const owner = this.owner;
    const alreadyUsed =
      promo.singleUse && 'customerId' in owner ? await promoTaken(this.db, promo.id, owner, (await this.cart())?.id ?? null) : false;
    return checkPromo(promo, {
      today: parisDay(this.options.now ?? new Date()),
      alreadyUsed,
    });
  }

  private async cart(): Promise<CartRow | null> {
    if (this.found === undefined) this.found = await findCart(this.db, this.owner);
    return this.found;
  }

  private async existingCartId(): Promise<string | null> {
    return (await this.cart())?.id ?? null;
  }

  private async ensureCart(): Promise<string> {
    if ('customerId' in this.owner) {
      const id = await customerCartId(this.db, this.owner.customerId);
      // Found or just created: unless it is the row already read, its code is read with the answer.
      if (this.found?.id !== id) this.found = undefined;
      return id;
    }
    const existing = await this.existingCartId();
    if (existing) return existing;
    // No cart yet, or the browser kept a token whose cart is gone (merged at sign-in): a new token.
    const guestTokenHash = issueGuestToken(this.options.reply, this.options.secureCookies);
    this.owner = { guestTokenHash };
    const id = await insertGuestCart(this.db, guestTokenHash);
    this.found = { id, promo: null };
    return id;
  }
}

export type CartDeps = {
  db: Database;
  catalogue: CatalogueStore;
  secureCookies: boolean;
};

/**
 * The cart of whoever sent the request: a customer's by the session, a guest's by the `cart`
 * cookie. Pages use it too (`(await openCartSession(deps, request, reply)).view()`), so they
 * show exactly what the API answers.
 */
export async function openCartSession(
  { db, catalogue, secureCookies }: CartDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<CartSession> {
  const customer = await request.currentCustomer();
  const settings = await catalogue.settings();
  return new CartSession({
    db,
    owner: customer ? { customerId: customer.id, email: customer.email } : { guestTokenHash: guestTokenHash(request) },
    locale: requestLocale(request),
    freeShippingThresholdCents: freeShippingThresholdCents(settings),
    reply,
    secureCookies,
    onStockReleased: () => catalogue.stockChanged(),
  });
}
