import type { BackInStockRefusal } from '../../../domain/back-in-stock';
import { HttpError } from '../../errors';

/** The one place the feature's refusals become HTTP answers. */
export function refusalError(refusal: BackInStockRefusal): HttpError {
  switch (refusal) {
    case 'unknown-variant':
      return new HttpError(404, 'unknown_variant', 'errors:backInStock.unknownVariant');
    case 'in-stock':
      return new HttpError(409, 'in_stock', 'errors:backInStock.inStock');
  }
}
