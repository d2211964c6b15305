import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from '../../tests/helpers/postgres';
import { startShop } from '../../tests/helpers/shop-process';

/**
 * The bench's figures about writes (issue 10): how long from an administrator's save to the
 * storefront answering with it, on one instance and from one instance to another on
 * PostgreSQL. The save is a real one: a collection renamed through the parameters API, which
 * commits, then refreshes the catalogue (ADR 3) and tells the other instances (ADR 16).
 */
const DEMO_ADMIN = { email: 'admin@atelier.test', password: 'Atelier-Admin-2026' };
const SAMPLES = 9;

export type SaveToServed = { p50: number; max: number; samples: number };

/** The figure as the bench prints it. */
export const saveToServedLine = (figure: SaveToServed) => `p50 ${figure.p50.toFixed(0)} ms, max ${figure.max.toFixed(0)} ms`;

/** The demo administrator's session cookie on that shop. */
export async function staffCookie(shopUrl: string): Promise<string> {
  const response = await fetch(`${shopUrl}/api/admin/session`, {
    method: 'POST',
    headers: { origin: shopUrl, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!response.ok) throw new Error(`The demo administrator could not sign in: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0]!)
    .join('; ');
}

let saved = 0;

type Collection = { id: number; nameFr: string; nameEn: string; descriptionFr: string; descriptionEn: string; products: number };

/**
 * Renames a collection that holds products through the parameters API (the storefront's menu
 * leaves an empty collection out, so a new one would never be served); answers its new English
 * name, unique to this run.
 */
export async function saveCollection(shopUrl: string, cookie: string): Promise<string> {
  const listed = await fetch(`${shopUrl}/api/admin/collections`, { headers: { cookie } });
  const collection = ((await listed.json()) as Collection[]).find((candidate) => candidate.products > 0);
  if (!collection) throw new Error('The demo shop has no collection with products to rename');
  const name = `Bench ${process.pid} ${++saved}`;
  const { nameFr, descriptionFr, descriptionEn } = collection;
  const response = await fetch(`${shopUrl}/api/admin/collections/${collection.id}`, {
    method: 'PUT',
    headers: { origin: shopUrl, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ nameFr, nameEn: name, descriptionFr, descriptionEn }),
  });
  if (!response.ok) throw new Error(`The bench's collection was refused: ${response.status} ${await response.text()}`);
  return name;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * From sending the save to `readUrl` (another instance's, or the same) answering with it:
 * the save's own round trip, then polling every 5 ms. Several samples, a quiet second apart.
 */
export async function saveToServed(saveUrl: string, readUrl: string, cookie: string): Promise<SaveToServed> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const name = await saveCollection(saveUrl, cookie);
    while (!(await (await fetch(readUrl)).text()).includes(name)) {
      if (performance.now() - started > 10_000) throw new Error(`${readUrl} did not show ${name} within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { p50: median(times), max: Math.max(...times), samples: SAMPLES };
}

/**
 * Two shops on one PostgreSQL database (a scratch one on `server`): a save through the first,
 * served by the second's collections API and by its home page (rebuilt in its page cache).
 */
export async function benchTwoInstances(server: string): Promise<{ api: SaveToServed; page: SaveToServed }> {
  const database = scratchDatabaseName();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-live-'));
  await createDatabase(server, database);
  const env = { DATABASE_URL: databaseUrl(server, database) };
  const shops = [];
  try {
    shops.push(await startShop(process.cwd(), { ...env, DATA_DIR: path.join(workDir, 'one') }, workDir));
    shops.push(await startShop(process.cwd(), { ...env, DATA_DIR: path.join(workDir, 'two') }, workDir));
    const [one, two] = shops as [(typeof shops)[number], (typeof shops)[number]];
    const cookie = await staffCookie(one.url);
    return {
      api: await saveToServed(one.url, `${two.url}/api/store/collections?lang=en`, cookie),
      page: await saveToServed(one.url, `${two.url}/?lang=en`, cookie),
    };
  } finally {
    for (const shop of shops) await shop.stop();
    await dropDatabase(server, database);
    rmSync(workDir, { recursive: true, force: true });
  }
}
