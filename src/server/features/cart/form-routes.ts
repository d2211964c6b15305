import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemCount, type Cart } from '../../../domain/cart/cart';
import { readAddToCartForm, refusedFormPath, type AddToCartForm, type AddToCartRefusal } from '../../../domain/cart/add-to-cart-form';
import { rowIdParam } from '../../../domain/ids';
import { HttpError } from '../../errors';
import { errorSchema } from '../catalogue/schemas';
import { shopperChanged } from '../visitor/shopper-hint';
import { StockLimitError } from './cart-errors';
import { openCartSession, type CartDeps } from './cart-session';

/** What the product page's form posts: radio values are text, and an unchecked group sends nothing. */
const addFormBody = z.object({
  productId: rowIdParam,
  color: z.string().max(12).optional(),
  size: z.string().max(12).optional(),
});

/** A few short fields: anything longer is not the product page's form. */
const FORM_BODY_LIMIT = 1024;

const CART_PAGE = '/panier';

/**
 * The cart's refusals, as the product page says them. Undefined: not a refusal of the visitor's
 * choice (the shared error handler answers it). The product gone since the page was shown is
 * the product page's own answer (it says the product is no longer for sale).
 */
function refusalOf(error: unknown): AddToCartRefusal | 'productGone' | undefined {
  if (error instanceof StockLimitError) return error.left > 0 ? 'stockLimit' : 'outOfStock';
  if (error instanceof HttpError && error.code === 'product_not_found') return 'productGone';
  return undefined;
}

/**
 * The product page's "Add to cart" as a plain HTML form, for a browser without JavaScript or a
 * visitor faster than the page's scripts (ADR 38). It adds exactly what the JSON route adds,
 * through the same cart session (the guest cart's cookie created the same way), then answers
 * as a form's action does: 303 to the cart, or back to the product page with the reason. The
 * shop's Origin check applies as to every post (http/security.ts).
 */
export const cartFormRoutes: FastifyPluginAsyncZod<CartDeps> = async (app, deps) => {
  // Scoped to this plugin: the rest of the API takes JSON only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    '/store/cart/lines/form',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add one unit from the product page’s HTML form: 303 to /panier, or back to the product page with ?error= (the reason)',
        consumes: ['application/x-www-form-urlencoded'],
        body: addFormBody,
        response: { 303: z.null().describe('To /panier, or to /produit/{productId}?color=&size=&error='), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const form: AddToCartForm = request.body;
      const product = (await deps.catalogue.snapshot()).productsById.get(form.productId);
      if (!product) return reply.redirect(`/produit/${form.productId}`, 303);
      const line = readAddToCartForm(form, product.stock);
      if ('refused' in line) return reply.redirect(refusedFormPath(form, line.refused), 303);
      let cart: Cart;
      try {
        cart = await (await openCartSession(deps, request, reply)).add(line, 1);
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal === undefined) throw error;
        return reply.redirect(refusal === 'productGone' ? `/produit/${form.productId}` : refusedFormPath(form, refusal), 303);
      }
      // The header's badge on the next page counts the new unit (a new guest's cookie is not in this request).
      shopperChanged(request, { cartCount: itemCount(cart) });
      return reply.redirect(CART_PAGE, 303);
    },
  );
};
