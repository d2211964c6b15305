import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseClaim } from '../../src/db/data-dir-claim';
import { EMPTY_SHOP_SETTINGS } from '../../src/db/seed/empty-shop';
import { compiledEntry, freePort } from '../../scripts/bench/processes';
import { queryStoppedShop, startShop, type ShopProcess } from '../helpers/shop-process';

/**
 * A production shop on the embedded database (ADR 25 and 26): started empty (DEMO_DATA=false),
 * it is the one process with the database open. A second `npm start`, `npm run seed`,
 * `backup` and `invite-admin` are refused while it runs, naming it, and it keeps serving; once
 * it is stopped, `npm run invite-admin` makes its first administrator, who signs in.
 */
let workDir = '';
let dataDir = '';
let port = 0;
let shop: ShopProcess | undefined;

type Run = { code: number; output: string };

/** One of the project's commands, compiled as `npm run <name>` runs it, with the shop's settings. */
function command(entry: Parameters<typeof compiledEntry>[0], args: string[] = [], more: Record<string, string> = {}): Promise<Run> {
  const { DATABASE_URL: _none, DEMO_DATA: _either, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, PORT: String(port), ...more };
  return new Promise((resolve) => {
    execFile(process.execPath, [compiledEntry(entry), ...args], { env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

// At info, the log says when the shop is ready: after the line about its staff, if any.
const shopEnv = () => ({ DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'info' });
const NO_STAFF = 'No staff account: nobody can sign in to the back office (/back/login). Invite the first administrator with npm run invite-admin';
/** How many times the shop's log (on this port, every run) says `text`, once it said it is ready `runs` times. */
async function logged(text: string, runs: number): Promise<number> {
  await expect.poll(() => shop!.log().split('Atelier is ready').length - 1).toBe(runs);
  return shop!.log().split(text).length - 1;
}
const claimFile = () => path.join(dataDir, 'pglite.pid');

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'atelier-one-process-'));
  dataDir = path.join(workDir, 'data');
  port = await freePort();
});

afterAll(async () => {
  await shop?.stop();
  await rm(workDir, { recursive: true, force: true });
});

describe('one process on the embedded database', () => {
  it('starts an empty shop that serves its pages, and says how to invite the first administrator', async () => {
    shop = await startShop(process.cwd(), shopEnv(), workDir, port);
    for (const page of ['/', '/t-shirts', '/accessoires', '/nouveautés', '/back/login']) {
      const response = await fetch(`${shop.url}${encodeURI(page)}`);
      expect(response.status, page).toBe(200);
    }
    const products = (await (await fetch(`${shop.url}/api/store/products`)).json()) as { total: number };
    expect(products.total).toBe(0);
    expect(await logged(NO_STAFF, 1)).toBe(1);
    // Asked for by name (startShop's PAYMENTS=test): the start says cards are not charged (ADR 30).
    expect(await logged('"payments":"built-in test provider: cards are not charged"', 1)).toBe(1);
    expect(parseClaim(await readFile(claimFile(), 'utf8'))).toMatchObject({ pid: shop.child.pid, by: `the shop on port ${port}` });
  });

  it('refuses a second start on the same DATA_DIR, naming the running shop, which keeps serving', async () => {
    const refusal = `The embedded database is open by process ${shop!.child.pid} (the shop on port ${port}, since `;
    const second = startShop(process.cwd(), shopEnv(), workDir, await freePort());
    await expect(second).rejects.toThrow('The shop exited before answering');
    await expect(second).rejects.toThrow(refusal);
    expect((await fetch(`${shop!.url}/api/store/products`)).status).toBe(200);
    expect(parseClaim(await readFile(claimFile(), 'utf8'))).toMatchObject({ pid: shop!.child.pid });
  });

  it('refuses npm run backup, seed and invite-admin while it runs, each naming it, and writes nothing', async () => {
    const refusal = `The embedded database is open by process ${shop!.child.pid} (the shop on port ${port}`;
    const backupFile = path.join(workDir, 'backup.tar.gz');
    const runs = {
      backup: await command('backup', ['backup', backupFile]),
      seed: await command('seed'),
      'invite-admin': await command('invite-admin', ['claire@boutique.test']),
    };
    for (const [name, run] of Object.entries(runs)) {
      expect(run.code, name).toBe(1);
      expect(run.output, name).toContain(refusal);
      expect(run.output, name).toContain(`npm run ${name} will not open it beside another process`);
    }
    expect(existsSync(backupFile)).toBe(false);
    expect((await (await fetch(`${shop!.url}/api/store/products`)).json()) as { total: number }).toMatchObject({ total: 0 });
  });

  it('once stopped, npm run invite-admin makes the first administrator, who signs in with the password of their link', async () => {
    await shop!.stop();
    shop = undefined;
    expect(existsSync(claimFile())).toBe(false);

    const invited = await command('invite-admin', ['claire@boutique.test', 'Claire', 'Martin']);
    expect(invited.output).toContain('Administrator invited: claire@boutique.test (PGlite).');
    expect(invited.code).toBe(0);
    const link = new URL(/^\s+(http\S+)$/m.exec(invited.output)![1]!);
    expect(`${link.origin}${link.pathname}`).toBe(`http://127.0.0.1:${port}/back/login`);
    const again = await command('invite-admin', ['Claire@Boutique.test']);
    expect(again.code).toBe(1);
    expect(again.output).toContain('Claire@Boutique.test is already in the team');

    shop = await startShop(process.cwd(), shopEnv(), workDir, port);
    const post = (url: string, body: object) =>
      fetch(`${shop!.url}/api/admin${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const password = 'le premier mot de passe de la boutique';
    const accepted = await post('/session/invitation', { email: link.searchParams.get('email'), code: link.searchParams.get('code'), password });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ staff: { firstName: 'Claire', lastName: 'Martin', email: 'claire@boutique.test', role: 'admin' } });
    expect((await post('/session', { email: 'claire@boutique.test', password })).status).toBe(200);
    // The second run of the shop on this port has staff: nothing more to say about it.
    expect(await logged(NO_STAFF, 2)).toBe(1);
  });

  it('run before the shop ever started, writes what its first start would have (DEMO_DATA) before the administrator', async () => {
    const freshDir = path.join(workDir, 'never-started');
    const invited = await command('invite-admin', ['gerance@boutique.test'], {
      DATA_DIR: freshDir,
      DEMO_DATA: 'false',
    });
    expect(invited.code, invited.output).toBe(0);
    const [counts] = await queryStoppedShop<Record<string, number>>(
      freshDir,
      `select (select count(*) from settings)::int as settings, (select count(*) from sizes)::int as sizes,
              (select count(*) from staff)::int as staff, (select count(*) from products)::int as products`,
    );
    expect(counts).toEqual({ settings: Object.keys(EMPTY_SHOP_SETTINGS).length, sizes: 8, staff: 1, products: 0 });
  });

  it('never obeys the claim of a killed shop: npm run backup runs after a SIGKILL', async () => {
    await shop!.stop('SIGKILL');
    shop = undefined;
    expect(existsSync(claimFile())).toBe(true);
    const backup = await command('backup', ['backup', path.join(workDir, 'after-kill.tar.gz')]);
    expect(backup.output).toContain('0 products, 0 orders, 0 customers');
    expect(backup.code).toBe(0);
    expect(existsSync(claimFile())).toBe(false);
  });
});
