import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledEntry, freePort } from '../../scripts/bench/processes';
import { startShop, type ShopProcess } from '../helpers/shop-process';

/**
 * The start of a built shop (`npm start` runs the compiled main.js): it listens before its slow
 * work (the demo shop's pictures on a first start, the render threads loading the web build),
 * so /healthz answers at once while /readyz and every visitor hear "starting" (503 with
 * Retry-After); and a start that passes its deadline stops, naming what it was waiting for.
 */
let workDir = '';
let shop: ShopProcess | undefined;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'atelier-start-up-'));
});

afterAll(async () => {
  await shop?.stop();
  await rm(workDir, { recursive: true, force: true });
});

type Probe = { healthz: number; readyz: string; page: number; retryAfter: string | null; pageText: string };

async function probe(url: string): Promise<Probe | null> {
  try {
    const healthz = (await fetch(`${url}/healthz`)).status;
    const readyz = ((await (await fetch(`${url}/readyz`)).json()) as { reason?: string; status: string }).reason ?? 'ready';
    const page = await fetch(`${url}/`, { headers: { 'accept-language': 'en' } });
    return { healthz, readyz, page: page.status, retryAfter: page.headers.get('retry-after'), pageText: await page.text() };
  } catch {
    return null; // not listening yet
  }
}

describe('starting the built shop', () => {
  it('answers /healthz while it starts, asks visitors to come back, then serves', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const seen: Probe[] = [];
    let starting = true;
    const probing = (async () => {
      while (starting) {
        const answer = await probe(url);
        if (answer) seen.push(answer);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    try {
      shop = await startShop(process.cwd(), { DATA_DIR: path.join(workDir, 'data'), LOG_LEVEL: 'info' }, workDir, port);
    } finally {
      starting = false;
      await probing;
    }
    // The first answers came while the demo shop's pictures were being drawn.
    const first = seen[0]!;
    expect(first).toMatchObject({ healthz: 200, readyz: 'starting', page: 503, retryAfter: '5' });
    expect(first.pageText).toContain('The shop is starting. Please try again in a few seconds.');
    expect(await probe(url)).toMatchObject({ healthz: 200, readyz: 'ready', page: 200 });
    expect(shop.log()).toMatch(/Atelier is ready on http:\/\/127\.0\.0\.1:\d+/);
  });

  it('stops a start that passes STARTUP_TIMEOUT_SECONDS, naming what it was waiting for', async () => {
    const { DATABASE_URL: _embedded, ...inherited } = process.env;
    const child = spawn(process.execPath, [compiledEntry('main')], {
      env: {
        ...inherited,
        DATA_DIR: path.join(workDir, 'slow'),
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DEMO_DATA: 'true',
        STARTUP_TIMEOUT_SECONDS: '1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    // A first start on the embedded database takes more than a second anywhere (its first
    // initialisation alone takes about 3 s): what it was still doing is named.
    expect(output).toMatch(/The shop did not start within 1 s \(STARTUP_TIMEOUT_SECONDS\); still waiting for: the \w+/);
  });
});
