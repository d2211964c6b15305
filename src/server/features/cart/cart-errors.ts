import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PromoRefusal } from '../../../domain/pricing';
import { translatorFor } from '../../../i18n/instance';
import { HttpError, requestLocale, type ApiErrorBody } from '../../errors';

export const productNotFound = () => new HttpError(404, 'product_not_found', 'errors:productNotFound');
export const lineNotFound = () => new HttpError(404, 'line_not_found', 'cart:errors.lineNotFound');
export const productUnavailable = () => new HttpError(409, 'unavailable', 'cart:errors.unavailable');

/**
 * A typed code the cart does not take, as the API answers it: one place maps every reason to
 * HTTP. A code that exists says why it does not apply (so the customer stops retrying an expired
 * one or waits for one not started yet); a code that does not exist stays "Code promo invalide".
 */
export const promoRefused = (reason: PromoRefusal) =>
  reason === 'unknown'
    ? new HttpError(400, 'invalid_promo', 'cart:promo.invalid', 'code')
    : new HttpError(400, `promo_${reason}`, `cart:promo.refused.${reason}`, 'code');

/** Missing colour and/or size: the product page's own sentences (storefront spec section 8). */
export function selectionRequired(hasColor: boolean, hasSize: boolean): HttpError {
  if (!hasColor && !hasSize) return new HttpError(400, 'selection_required', 'catalogue:addToCart.selectSizeColor', 'sizeId');
  if (!hasSize) return new HttpError(400, 'selection_required', 'catalogue:addToCart.selectSize', 'sizeId');
  return new HttpError(400, 'selection_required', 'catalogue:addToCart.selectColor', 'colorId');
}

/**
 * More than the stock of that colour and size. Its sentence needs the number left, which the
 * shared error reply cannot interpolate, so the cart routes answer it themselves (sendStockLimit).
 */
export class StockLimitError extends HttpError {
  constructor(readonly left: number) {
    super(409, 'stock_limit', left > 0 ? 'cart:errors.stockLimit' : 'catalogue:addToCart.outOfStock', 'quantity');
  }
}

export function sendStockLimit(request: FastifyRequest, reply: FastifyReply, error: StockLimitError): FastifyReply {
  const t = translatorFor(requestLocale(request));
  const body: ApiErrorBody = {
    error: {
      code: error.code,
      message: t(error.messageKey, { count: error.left }),
      field: 'quantity',
    },
  };
  return reply.status(409).type('application/json').send(body);
}
