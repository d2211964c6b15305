import type { CollectionInput, ColorInput, FreeDeliveryThreshold, SizeInput } from '../../../../domain/catalogue/parameters';
import type { PromoCodeInput, PromoStatus } from '../../../../domain/pricing/promo-code-input';
import { callApi } from '../../../lib/api';

/** What the parameters API answers (src/server/features/admin-parameters/schemas.ts). */
export type CollectionItem = { id: number; nameFr: string; nameEn: string; descriptionFr: string; descriptionEn: string; products: number };
export type ColorItem = { id: number; nameFr: string; nameEn: string; code: string; products: number };
export type SizeItem = { id: number; name: string; products: number };
export type PromoCodeItem = PromoCodeInput & { id: number; isActive: boolean; status: PromoStatus; orders: number };

/** The parameters page's calls (administrators only). */
export const parametersApi = {
  collections: () => callApi<CollectionItem[]>('GET', '/api/admin/collections'),
  addCollection: (body: CollectionInput) => callApi<CollectionItem>('POST', '/api/admin/collections', body),
  renameCollection: (id: number, body: CollectionInput) => callApi<CollectionItem>('PUT', `/api/admin/collections/${id}`, body),
  deleteCollection: (id: number) => callApi<void>('DELETE', `/api/admin/collections/${id}`),
  colors: () => callApi<ColorItem[]>('GET', '/api/admin/colors'),
  addColor: (body: ColorInput) => callApi<ColorItem>('POST', '/api/admin/colors', body),
  changeColor: (id: number, body: ColorInput) => callApi<ColorItem>('PUT', `/api/admin/colors/${id}`, body),
  deleteColor: (id: number) => callApi<void>('DELETE', `/api/admin/colors/${id}`),
  sizes: () => callApi<SizeItem[]>('GET', '/api/admin/sizes'),
  addSize: (body: SizeInput) => callApi<SizeItem>('POST', '/api/admin/sizes', body),
  deleteSize: (id: number) => callApi<void>('DELETE', `/api/admin/sizes/${id}`),
  promoCodes: () => callApi<PromoCodeItem[]>('GET', '/api/admin/promo-codes'),
  addPromoCode: (body: PromoCodeInput) => callApi<PromoCodeItem>('POST', '/api/admin/promo-codes', body),
  switchPromoCode: (id: number, isActive: boolean) => callApi<PromoCodeItem>('PATCH', `/api/admin/promo-codes/${id}`, { isActive }),
  deletePromoCode: (id: number) => callApi<void>('DELETE', `/api/admin/promo-codes/${id}`),
  threshold: () => callApi<FreeDeliveryThreshold>('GET', '/api/admin/settings/free-delivery-threshold'),
  saveThreshold: (body: FreeDeliveryThreshold) => callApi<FreeDeliveryThreshold>('PUT', '/api/admin/settings/free-delivery-threshold', body),
};
