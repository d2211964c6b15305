import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { firstPageJavaScript } from './bench/first-page-js';
import { freePort, startProcess, stop, waitUntilUp } from './bench/processes';

/**
 * `npm run bench`: the built shop on the demo data, measured with autocannon (20 connections,
 * 10 s per target) against a bare node:http server answering the same product-list JSON from
 * memory, in the same run. Targets (issue 2): product-list API >= 50 % of the bare server;
 * product page p99 <= 50 ms; first-page JavaScript <= 150 KB compressed. The product page is
 * measured as most visitors get it (shared page cache) and as a visitor with a personal cookie
 * gets it (rendered for each request); the target applies to the first.
 */
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

type Result = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Result> {
  // Warm-up: JIT, caches and connections, so the measured window is the steady state.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
  const shopPort = await freePort();
  const shopUrl = `http://127.0.0.1:${shopPort}`;
  const shop = startProcess('src/server/main.ts', {
    PORT: String(shopPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: shopUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: '',
  });
  const children = [shop];
  try {
    await waitUntilUp(`${shopUrl}/api/store/products?limit=1`, 180_000);
    const listUrl = `${shopUrl}/api/store/products?lang=fr`;
    const listJson = await (await fetch(listUrl)).text();
    const firstId = (JSON.parse(listJson) as { items: { id: number }[] }).items[0]?.id;
    if (!firstId) throw new Error('The demo catalogue is empty: nothing to measure');

    const barePort = await freePort();
    const bare = startProcess('scripts/bench/bare-server.ts', { PORT: String(barePort), BARE_BODY: listJson });
    children.push(bare);
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    await waitUntilUp(bareUrl, 30_000);

    const results = [
      await measure('bare node:http (same JSON)', bareUrl),
      await measure('product list API', listUrl),
      await measure('one product API', `${shopUrl}/api/store/products/${firstId}?lang=fr`),
      await measure('product page (SSR)', `${shopUrl}/produit/${firstId}?lang=fr`),
      // A visitor with a cart or a session cookie gets the page rendered for them alone.
      await measure('product page (SSR, personal)', `${shopUrl}/produit/${firstId}?lang=fr`, { cookie: 'sid=bench' }),
    ];
    const js = await firstPageJavaScript(`${shopUrl}/?lang=fr`);

    const bareRps = results[0]!.rps;
    console.log(`\nAtelier bench: ${CONNECTIONS} connections, ${DURATION_S} s per target, ${os.cpus().length} cores, Node ${process.version}\n`);
    console.table(
      results.map((r) => ({
        target: r.name,
        'req/s': Math.round(r.rps),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'vs bare': `${((r.rps / bareRps) * 100).toFixed(0)} %`,
        errors: r.errors + r.non2xx,
      })),
    );
    console.log(`First-page JavaScript: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzip (${(js.rawBytes / 1024).toFixed(1)} KB raw)`);

    const list = results[1]!;
    const page = results[3]!;
    const checks = [
      [`product list API >= 50 % of bare (${((list.rps / bareRps) * 100).toFixed(0)} %)`, list.rps >= bareRps * 0.5],
      [`product page p99 <= 50 ms (${page.p99} ms)`, page.p99 <= 50],
      [`first-page JS <= 150 KB gzip (${(js.gzipBytes / 1024).toFixed(1)} KB)`, js.gzipBytes <= 150 * 1024],
      ['no errors', results.every((r) => r.errors + r.non2xx === 0)],
    ] as const;
    console.log('');
    for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);
  } finally {
    for (const child of children) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
