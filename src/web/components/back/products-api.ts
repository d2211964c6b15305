import type { NewProductInput, ProductEditInput } from '../../../domain/products/product-input';
import type { CatalogueOptions, ProductRemoval, SavedProduct, StaffProductDetail, StaffProductPage } from '../../../domain/products/staff-products';
import { callApi } from '../../lib/api';

/** The back office's product calls (src/server/features/admin-products/routes.ts). */
export const productsApi = {
  list: (query: URLSearchParams) => callApi<StaffProductPage>('GET', `/api/admin/products?${query}`),
  get: (id: number) => callApi<StaffProductDetail>('GET', `/api/admin/products/${id}`),
  /** The form's lists: categories, collections, colours and sizes. */
  options: () => callApi<CatalogueOptions>('GET', '/api/admin/catalogue-options'),
  create: (body: NewProductInput) => callApi<SavedProduct>('POST', '/api/admin/products', body),
  update: (id: number, body: ProductEditInput) => callApi<SavedProduct>('PUT', `/api/admin/products/${id}`, body),
  setPublished: (id: number, published: boolean) => callApi<{ published: boolean }>('PUT', `/api/admin/products/${id}/publication`, { published }),
  remove: (id: number) => callApi<ProductRemoval>('DELETE', `/api/admin/products/${id}`),
  /** Rétablir: an archived product back in the list, off sale. */
  restore: (id: number) => callApi<void>('POST', `/api/admin/products/${id}/restore`),
};
