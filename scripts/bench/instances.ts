import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from '../../tests/helpers/postgres';
import { startShop, type ShopProcess } from '../../tests/helpers/shop-process';
import { cpuMsOf } from './cpu-time';
import { measure, warmUp, type Result } from './measure';
import { guestWithCart } from './shoppers';

/**
 * The bench's scaling figure (issue 12): 1, 2 and 3 shop instances on one PostgreSQL database
 * (a scratch one, seeded with the demo shop by the first instance) and one DATA_DIR, as in
 * production, each on its own port. For each count, the product page (anonymous) and the cart
 * API (a guest with one line) are loaded with the bench's usual 20 connections, which
 * autocannon itself spreads over the instances (connection i to instance i mod N): no load
 * balancer between them, so its cost is not measured.
 *
 * Requests per second alone say little on a 2-core machine where the load generator competes
 * with the instances, so each measured window also counts the CPU time used by the shop
 * processes (/proc), by the PostgreSQL backends serving the scratch database (when the server
 * runs on this machine) and by the load generator (this process). One core's worth of requests
 * is 1000 ms over the shop's and the database's CPU ms per request: what one more core would
 * add, at most, when enough instances run to use it.
 */
const INSTANCES = [1, 2, 3] as const;

export type InstancesRow = {
  instances: number;
  target: string;
  result: Result;
  shopMsPerRequest: number;
  /** null: the PostgreSQL server's processes are not visible on this machine. */
  databaseMsPerRequest: number | null;
  loadGeneratorMsPerRequest: number;
  /** CPU time of the shop, the database and the load generator over the window's length. */
  coresBusy: number;
};

export type InstancesFigure = { rows: InstancesRow[]; oneMoreCore: string[] };

type Target = { name: string; url: (shopUrl: string) => string; headers: Record<string, string> };

/** CPU ms so far of each backend serving `database`, by pid; null when one is not visible here. */
async function backendsCpu(monitor: pg.Client, database: string): Promise<Map<number, number> | null> {
  const { rows } = await monitor.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database]);
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = cpuMsOf(pid, 'postgres');
    if (ms === null) return null;
    cpu.set(pid, ms);
  }
  return cpu;
}

/** One window on `shops`, with the CPU time each party used during it. */
async function measureWithCpu(target: Target, shops: ShopProcess[], monitor: pg.Client, database: string): Promise<InstancesRow> {
  const urls = shops.map((shop) => target.url(shop.url));
  await warmUp(urls, target.headers);
  const shopCpu = () =>
    shops.reduce((sum, shop) => {
      const ms = cpuMsOf(shop.child.pid!);
      if (ms === null) throw new Error(`A shop instance (${shop.url}) has exited:\n${shop.log()}`);
      return sum + ms;
    }, 0);
  const shopBefore = shopCpu();
  const backendsBefore = await backendsCpu(monitor, database);
  const loadGeneratorBefore = process.cpuUsage();
  const started = performance.now();
  const result = await measure(target.name, urls, target.headers, 0);
  const elapsedMs = performance.now() - started;
  const loadGenerator = process.cpuUsage(loadGeneratorBefore);
  const loadGeneratorMs = (loadGenerator.user + loadGenerator.system) / 1000;
  const shopMs = shopCpu() - shopBefore;
  const backendsAfter = await backendsCpu(monitor, database);
  // A backend opened during the window counts from zero; one closed during it is lost (the
  // shop's pool keeps its connections while it is busy).
  const databaseMs =
    backendsBefore && backendsAfter ? [...backendsAfter].reduce((sum, [pid, ms]) => sum + ms - (backendsBefore.get(pid) ?? 0), 0) : null;
  const perRequest = (ms: number) => ms / Math.max(1, result.requests);
  return {
    instances: shops.length,
    target: target.name,
    result,
    shopMsPerRequest: perRequest(shopMs),
    databaseMsPerRequest: databaseMs === null ? null : perRequest(databaseMs),
    loadGeneratorMsPerRequest: perRequest(loadGeneratorMs),
    coresBusy: (shopMs + (databaseMs ?? 0) + loadGeneratorMs) / elapsedMs,
  };
}

/** Requests one core serves: 1000 ms over the shop's and its database's CPU per request. */
export const requestsPerCore = (row: InstancesRow) => 1000 / (row.shopMsPerRequest + (row.databaseMsPerRequest ?? 0));

/**
 * What one more core would give a target, from its best window: one core's worth of its
 * requests added to what was measured; an upper bound, which holds only where CPU was the limit.
 */
function oneMoreCore(rows: InstancesRow[]): string {
  const best = rows.reduce((a, b) => (b.result.rps > a.result.rps ? b : a));
  const added = requestsPerCore(best);
  const estimate = best.result.rps + added;
  const cores = os.availableParallelism();
  const count = (value: number) => Math.round(value).toLocaleString('en');
  const database =
    best.databaseMsPerRequest === null
      ? ' (PostgreSQL not counted: not on this machine)'
      : ` + ${best.databaseMsPerRequest.toFixed(2)} ms of PostgreSQL CPU`;
  const notSaturated =
    best.coresBusy >= cores - 0.25
      ? ''
      : ` But the bench's processes kept only ${best.coresBusy.toFixed(1)} of the ${cores} cores busy there: something besides CPU held it back (the machine's other work, too few instances, or the load generator's one thread), so take this as an upper bound.`;
  const loadGeneratorCeiling = 1000 / best.loadGeneratorMsPerRequest;
  const beyondLoadGenerator =
    estimate > loadGeneratorCeiling
      ? ` Measuring that would take more than this load generator sends: one thread at ${best.loadGeneratorMsPerRequest.toFixed(2)} ms per request, about ${count(loadGeneratorCeiling)} req/s.`
      : '';
  return (
    `${best.target}: one more core would serve about ${count(added)} req/s more (1000 ms / ${best.shopMsPerRequest.toFixed(2)} ms of shop CPU${database} per request, ` +
    `at ${best.instances} instance${best.instances > 1 ? 's' : ''}, the best figure): about ${count(estimate)} req/s instead of ${count(best.result.rps)} ` +
    `(x ${(estimate / best.result.rps).toFixed(2)}), if the instances can use it (3 or more) and the load generator does not take it.${notSaturated}${beyondLoadGenerator}`
  );
}

export async function benchInstances(server: string): Promise<InstancesFigure> {
  const database = scratchDatabaseName();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-instances-'));
  await createDatabase(server, database);
  const env = { DATABASE_URL: databaseUrl(server, database), DATA_DIR: path.join(workDir, 'data') };
  // On the server's own database, so that the monitor is not one of the backends it measures.
  const monitor = new pg.Client({ connectionString: server });
  const shops: ShopProcess[] = [];
  try {
    await monitor.connect();
    const rows: InstancesRow[] = [];
    let targets: Target[] = [];
    for (const count of INSTANCES) {
      // One at a time: the first migrates and seeds the demo shop, the others find it ready.
      while (shops.length < count) shops.push(await startShop(process.cwd(), env, workDir));
      if (targets.length === 0) targets = await targetsOn(shops[0]!.url);
      for (const target of targets) rows.push(await measureWithCpu(target, shops, monitor, database));
    }
    const oneMore = targets.map((target) => oneMoreCore(rows.filter((row) => row.target === target.name)));
    return { rows, oneMoreCore: oneMore };
  } finally {
    for (const shop of shops) await shop.stop();
    await monitor.end();
    await dropDatabase(server, database);
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The product page of the first product, anonymous, and the cart API of a guest with one line (carts live in the database: every instance finds it). */
async function targetsOn(shopUrl: string): Promise<Target[]> {
  const list = (await (await fetch(`${shopUrl}/api/store/products?lang=fr`)).json()) as { items: { id: number }[] };
  const productId = list.items[0]?.id;
  if (!productId) throw new Error('The demo catalogue is empty: nothing to measure');
  const cookie = await guestWithCart(shopUrl);
  const cart = (await (await fetch(`${shopUrl}/api/store/cart`, { headers: { cookie } })).json()) as { lines: unknown[] };
  if (cart.lines.length !== 1) throw new Error(`The bench guest's cart has ${cart.lines.length} lines, not 1`);
  return [
    { name: 'product page, anonymous', url: (url) => `${url}/produit/${productId}?lang=fr`, headers: {} },
    { name: 'cart API, guest with 1 line', url: (url) => `${url}/api/store/cart`, headers: { cookie } },
  ];
}

/** The figure's rows as the bench prints them. */
export function instancesTable(figure: InstancesFigure): Record<string, string | number>[] {
  const ms = (value: number | null) => (value === null ? 'not seen' : Number(value.toFixed(2)));
  return figure.rows.map((row) => {
    const one = figure.rows.find((other) => other.target === row.target && other.instances === 1)!;
    return {
      instances: row.instances,
      target: row.target,
      'req/s': Math.round(row.result.rps),
      'p50 ms': row.result.p50,
      'p99 ms': row.result.p99,
      errors: row.result.errors + row.result.non2xx,
      'shop CPU ms/req': ms(row.shopMsPerRequest),
      'PostgreSQL CPU ms/req': ms(row.databaseMsPerRequest),
      'autocannon CPU ms/req': ms(row.loadGeneratorMsPerRequest),
      'req/s a core serves': Math.round(requestsPerCore(row)),
      'cores busy': Number(row.coresBusy.toFixed(2)),
      'x of 1 instance': Number((row.result.rps / one.result.rps).toFixed(2)),
    };
  });
}
