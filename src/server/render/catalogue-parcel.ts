import v8 from 'node:v8';
import type { CatalogueProduct, CatalogueSnapshot, StockEntry } from '../../domain/catalogue/types';

/**
 * How a render thread receives the catalogue (ADR 51). A snapshot of 10,000 products is about
 * 10 MB once serialized: posted as an object to each thread, it was serialized again for every
 * thread at every catalogue version, on the main thread, which serves HTTP meanwhile. So:
 *
 * - `whole`: the snapshot serialized once per version into shared memory, which every thread
 *   reads without a copy;
 * - `stock`: when the thread already holds the same catalogue content (`content`, which only a
 *   write other than stock changes), the stock alone, packed as integers, which the thread
 *   applies to its copy as `withFreshStock` does to the main thread's.
 */
export type CatalogueParcel =
  | { kind: 'whole'; version: number; content: number; bytes: SharedArrayBuffer }
  | { kind: 'stock'; version: number; content: number; loadedAt: number; stock: SharedArrayBuffer };

/** A render thread's copy of the catalogue: the snapshot, its version and its content. */
export type HeldCatalogue = { version: number; content: number; snapshot: CatalogueSnapshot };

function shared(bytes: Uint8Array): SharedArrayBuffer {
  const buffer = new SharedArrayBuffer(bytes.byteLength);
  new Uint8Array(buffer).set(bytes);
  return buffer;
}

export function wholeParcel(version: number, content: number, snapshot: CatalogueSnapshot): CatalogueParcel {
  return { kind: 'whole', version, content, bytes: shared(v8.serialize(snapshot)) };
}

/** Each product's stock as integers: its id, its number of entries, then colour, size and quantity of each. */
export function stockParcel(version: number, content: number, snapshot: CatalogueSnapshot): CatalogueParcel {
  let length = 0;
  for (const product of snapshot.products) length += 2 + 3 * product.stock.length;
  const stock = new SharedArrayBuffer(length * Int32Array.BYTES_PER_ELEMENT);
  const packed = new Int32Array(stock);
  let i = 0;
  for (const product of snapshot.products) {
    packed[i++] = product.id;
    packed[i++] = product.stock.length;
    for (const entry of product.stock) {
      packed[i++] = entry.colorId;
      packed[i++] = entry.sizeId;
      packed[i++] = entry.quantity;
    }
  }
  return { kind: 'stock', version, content, loadedAt: snapshot.loadedAt.getTime(), stock };
}

function unpackStock(stock: SharedArrayBuffer): Map<number, StockEntry[]> {
  const packed = new Int32Array(stock);
  const byProduct = new Map<number, StockEntry[]>();
  for (let i = 0; i < packed.length;) {
    const productId = packed[i++]!;
    const entries: StockEntry[] = new Array<StockEntry>(packed[i++]!);
    for (let k = 0; k < entries.length; k++, i += 3) entries[k] = { colorId: packed[i]!, sizeId: packed[i + 1]!, quantity: packed[i + 2]! };
    byProduct.set(productId, entries);
  }
  return byProduct;
}

/**
 * The catalogue a parcel brings. A stock parcel applies to the copy of the same content only:
 * the main thread sends one when the thread said it holds that content.
 */
export function openParcel(parcel: CatalogueParcel, held: HeldCatalogue | null): HeldCatalogue {
  const { version, content } = parcel;
  if (parcel.kind === 'whole') return { version, content, snapshot: v8.deserialize(new Uint8Array(parcel.bytes)) as CatalogueSnapshot };
  if (held?.content !== content) throw new Error(`A stock parcel of catalogue content ${content} came for content ${held?.content ?? 'none'}`);
  const stock = unpackStock(parcel.stock);
  const products: CatalogueProduct[] = held.snapshot.products.map((product) => ({ ...product, stock: stock.get(product.id) ?? [] }));
  return {
    version,
    content,
    snapshot: { ...held.snapshot, products, productsById: new Map(products.map((p) => [p.id, p])), loadedAt: new Date(parcel.loadedAt) },
  };
}
