import { picturesInput } from '../../src/domain/catalogue/product-pictures';
import type { StaffProductDetail } from '../../src/domain/products/staff-products';

/**
 * A product's new price saved as the back office's edit form saves it: the product as opened,
 * its stock sent back unchanged (shown = quantity, so sales made meanwhile are kept, ADR 15).
 * Answers the save's response.
 */
export async function saveProductPrice(shopUrl: string, staffCookie: string, productId: number, priceCents: number): Promise<Response> {
  const opened = (await (
    await fetch(`${shopUrl}/api/admin/products/${productId}`, { headers: { cookie: staffCookie } })
  ).json()) as StaffProductDetail;
  const { id: _id, published: _p, archivedAt: _a, createdAt: _c, updatedAt: _u, pictures, ...fields } = opened;
  const stock = opened.stock.map((row) => ({ ...row, shown: row.quantity }));
  return fetch(`${shopUrl}/api/admin/products/${productId}`, {
    method: 'PUT',
    headers: { origin: shopUrl, cookie: staffCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ ...fields, priceCents, stock, ...picturesInput(pictures) }),
  });
}
