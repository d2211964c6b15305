import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstPageJavaScript } from './first-page-js';
import { saveCollection, saveToServed, saveToServedLine, staffCookie } from './live-writes';
import { measure, type Result } from './measure';
import { freePort, startBuiltShop, startProcess, stop, waitUntilUp } from './processes';
import { printFigure, type Check } from './report';
import { customerWithThreeLines, guestWithCart } from './shoppers';

/**
 * The storefront part of the bench: the built shop on the demo data (PGlite), against a bare
 * node:http server answering the same product-list JSON from memory, in the same run. Targets:
 * product-list API >= 50 % of the bare server; product page p99 <= 50 ms; first-page
 * JavaScript <= 150 KB compressed; the product page for a guest with a cart cookie >= 80 % of
 * the anonymous page's req/s (catalogue pages are the same HTML whatever the cookies); the cart
 * page of a signed-in customer with three lines >= 500 req/s with p99 <= 100 ms. Then the list
 * API and the product page right before and right after a catalogue write, within 80 % of their
 * figures before it (the caches are rebuilt, not bypassed), and the time from an administrator's
 * save to the storefront answering with it on this one instance.
 */

/** One request's time, start to last byte. */
async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const share = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)} %`;
const clean = (results: Result[]) => results.every((r) => r.errors + r.non2xx === 0);

export async function benchStorefront(): Promise<Check[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
  const shopPort = await freePort();
  const shopUrl = `http://127.0.0.1:${shopPort}`;
  const children = [startBuiltShop(shopPort, dataDir)];
  try {
    await waitUntilUp(`${shopUrl}/api/store/products?limit=1`, 180_000);
    const listUrl = `${shopUrl}/api/store/products?lang=fr`;
    const listJson = await (await fetch(listUrl)).text();
    const firstId = (JSON.parse(listJson) as { items: { id: number }[] }).items[0]?.id;
    if (!firstId) throw new Error('The demo catalogue is empty: nothing to measure');

    const barePort = await freePort();
    children.push(startProcess('scripts/bench/bare-server.ts', { PORT: String(barePort), BARE_BODY: listJson }));
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    await waitUntilUp(bareUrl, 30_000);

    const guestCookies = await guestWithCart(shopUrl);
    const customerCookies = await customerWithThreeLines(shopUrl);
    const productUrl = `${shopUrl}/produit/${firstId}?lang=fr`;

    const bare = await measure('bare node:http (same JSON)', bareUrl);
    const list = await measure('product list API', listUrl);
    const one = await measure('one product API', `${shopUrl}/api/store/products/${firstId}?lang=fr`);
    const page = await measure('product page, anonymous', productUrl);
    const withCart = await measure('product page, guest with a cart', productUrl, { cookie: guestCookies });
    // A personal page, rendered for this customer on every request.
    const cart = await measure('cart page, customer with 3 lines', `${shopUrl}/panier?lang=fr`, { cookie: customerCookies });
    const js = await firstPageJavaScript(`${shopUrl}/?lang=fr`);
    printFigure(`first-page JavaScript: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzip (${(js.rawBytes / 1024).toFixed(1)} KB raw)`);

    // Each without warm-up, so that the two windows differ by the write alone (the machine's
    // load drifts over a run): after it, the first answers rebuild the catalogue and the page,
    // every later one is served from memory again.
    const cookie = await staffCookie(shopUrl);
    const beforeWrite = [
      await measure('product list API, before a write', listUrl, {}, 0),
      await measure('product page, before a write', productUrl, {}, 0),
    ];
    await saveCollection(shopUrl, cookie);
    const firstAfterWrite = { list: await timed(listUrl), page: await timed(productUrl) };
    printFigure(
      `first answer after a write (rebuilds the catalogue, then the page): list API ${firstAfterWrite.list.toFixed(1)} ms, product page ${firstAfterWrite.page.toFixed(1)} ms`,
    );
    await saveCollection(shopUrl, cookie);
    const afterWrite = [
      await measure('product list API, right after a write', listUrl, {}, 0),
      await measure('product page, right after a write', productUrl, {}, 0),
    ];
    const api = await saveToServed(shopUrl, `${shopUrl}/api/store/collections?lang=en`, cookie);
    const home = await saveToServed(shopUrl, `${shopUrl}/?lang=en`, cookie);
    printFigure(
      `from a save to the storefront answering with it (same instance, ${api.samples} saves each): collections API ${saveToServedLine(api)}; home page ${saveToServedLine(home)}`,
    );

    return [
      [`product list API >= 50 % of bare (${share(list.rps, bare.rps)})`, list.rps >= bare.rps * 0.5],
      [`product page p99 <= 50 ms (${page.p99} ms)`, page.p99 <= 50],
      [`product page with a cart cookie >= 80 % of anonymous (${share(withCart.rps, page.rps)})`, withCart.rps >= page.rps * 0.8],
      [`cart page >= 500 req/s (${Math.round(cart.rps)} req/s)`, cart.rps >= 500],
      [`cart page p99 <= 100 ms (${cart.p99} ms)`, cart.p99 <= 100],
      [`first-page JS <= 150 KB gzip (${(js.gzipBytes / 1024).toFixed(1)} KB)`, js.gzipBytes <= 150 * 1024],
      ['storefront answers without errors', clean([bare, list, one, page, withCart, cart, ...beforeWrite, ...afterWrite])],
      ...afterWrite.map((after, i): Check => [
        `${after.name} >= 80 % of before (${share(after.rps, beforeWrite[i]!.rps)})`,
        after.rps >= beforeWrite[i]!.rps * 0.8,
      ]),
    ];
  } finally {
    for (const child of children) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
