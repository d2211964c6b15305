import type { StockImportCheck } from '../../../../domain/stock/stock-import';
import type { StockMovementPage } from '../../../../domain/stock/stock-movements';
import { callApi } from '../../../lib/api';

/** A product's variant in the history's URL state: `colorId-sizeId`. */
export type VariantChoice = { colorId: number; sizeId: number } | null;

const variantQuery = (variant: VariantChoice): Record<string, string> =>
  variant ? { colorId: String(variant.colorId), sizeId: String(variant.sizeId) } : {};

/** The back office's stock calls (src/server/features/stock/routes.ts); the CSV files are plain links, downloaded with the session cookie. */
export const stockApi = {
  movements: (productId: number, variant: VariantChoice, page: number) =>
    callApi<StockMovementPage>(
      'GET',
      `/api/admin/products/${productId}/stock-movements?${new URLSearchParams({ ...variantQuery(variant), page: String(page) })}`,
    ),
  movementsFileUrl: (productId: number, variant: VariantChoice) =>
    `/api/admin/products/${productId}/stock-movements/export?${new URLSearchParams(variantQuery(variant))}`,
  stockFileUrl: '/api/admin/stock/export',
  checkImport: (csv: string) => callApi<StockImportCheck>('POST', '/api/admin/stock/import/check', { csv }),
  applyImport: (csv: string, fingerprint: string) => callApi<{ changed: number }>('POST', '/api/admin/stock/import', { csv, fingerprint }),
};

/** `12-3` → colour 12, size 3; anything else → every variant. */
export function variantFrom(text: string | null): VariantChoice {
  const match = /^(\d{1,9})-(\d{1,9})$/.exec(text ?? '');
  return match ? { colorId: Number(match[1]), sizeId: Number(match[2]) } : null;
}
