import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import pg from 'pg';
import type { SMTPServerSession } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench/processes';
import { staffCookie } from '../../scripts/bench/live-writes';
import { CHANGES_CHANNEL } from '../../src/db/change-feed';
import type { SendProgress } from '../../src/domain/newsletters/send-progress';
import { CATALOGUE_TOPIC, STOCK_TOPIC } from '../../src/server/features/catalogue/store';
import { Buyer, type Purchase, type Variant } from '../helpers/buyer';
import { TestSmtpServer } from '../helpers/mailbox';
import { multipartBody, plainPicture } from '../helpers/pictures';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from '../helpers/postgres';
import { startRoundRobinProxy, type RoundRobinProxy } from '../helpers/round-robin-proxy';
import { startShop, type ShopProcess } from '../helpers/shop-process';
import { saveProductPrice } from '../helpers/staff-edits';
import { millisecondsUntil } from '../helpers/wait';

/**
 * Issue 12's proof (run by instances-under-load.postgres.test.ts and, with one instance killed
 * and restarted, instance-killed-under-load.postgres.test.ts): three shop instances on one
 * PostgreSQL database and one DATA_DIR, behind a round-robin proxy, under 60 s of mixed load:
 * visitors browsing, guests filling carts, customers signing in, guests buying with the test
 * card (some racing for a variant with few units), someone trying passwords from one address,
 * a newsletter to 2,000 subscribers, a price changed and a site picture replaced in the back
 * office. Afterwards: every order a buyer was told is paid is paid, once, and no other; no
 * variant sold beyond its stock; every mail sent under one Message-ID; the new price served by every instance within a second;
 * the picture served by every instance; the sign-in limit counted across the instances.
 */
const INSTANCES = 3;
const LOAD_MS = 60_000;
const SUBSCRIBERS = 2_000;
/** The variant buyers race for: about a third of the purchases ask for it. */
const SCARCE_UNITS = 15;
const PLENTY = 1_000;
/** Virtual users of each kind, each one after another with a short pause, as people click. */
const BROWSERS = 3;
const CART_FILLERS = 2;
const MEMBERS = 2;
const BUYERS = 6;
const THINK_MS = 150;
/** Sign-ins per minute and per address (RATE_LIMITS.signIn); the guesser tries far more. */
const SIGN_IN_LIMIT = 20;
const GUESSES = 45;
/** When things happen, from the start of the load. */
const PUBLISH_AT_MS = 2_000;
const KILL_AT_MS = 15_000;
const PRICE_CHANGE_AT_MS = 35_000;
const PICTURE_AT_MS = 45_000;

const DEMO_CUSTOMER = { email: 'client@atelier.test', password: 'Atelier-Client-2026' };
const WEBHOOK_SECRET = 'whsec_instances_under_load';

export type LoadScenario = {
  name: string;
  /** SIGKILL one instance in the middle of the load and start it again on its port. */
  killOne: boolean;
  /** The rate limits' store: Redis at this address, else the PostgreSQL table (ADR 24). */
  redisUrl?: string;
};

type Accepted = { to: string; outboxId: number };

/** Keeps, for every message it accepts, the recipient and the outbox row its Message-ID names (`<row.created@host>`). */
class RecordingMailServer extends TestSmtpServer {
  readonly accepted: Accepted[] = [];

  protected async receive(message: Readable, session: SMTPServerSession): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of message) chunks.push(chunk as Buffer);
    const head = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n', 1)[0]!;
    const outboxId = Number(/^Message-ID:\s*<(\d+)\./im.exec(head)?.[1]);
    for (const recipient of session.envelope.rcptTo) this.accepted.push({ to: recipient.address.toLowerCase(), outboxId });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Tally = { ok: number; failed: Map<string, number> };

/** One more `key` in `counts`. */
function countIn<K>(counts: Map<K, number>, key: K) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function record(tally: Tally, label: string, status: number) {
  if (status >= 200 && status < 400) tally.ok++;
  else countIn(tally.failed, `${label} ${status}`);
}

const failures = (tally: Tally) => [...tally.failed.values()].reduce((sum, n) => sum + n, 0);

export function describeInstancesUnderLoad(scenario: LoadScenario): void {
  describe(`three instances behind a round-robin proxy under 60 s of mixed load (${scenario.name})`, () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const database = scratchDatabaseName();
    const mailServer = new RecordingMailServer();
    const shops: ShopProcess[] = [];
    let ports: number[] = [];
    let proxy: RoundRobinProxy;
    let client: pg.Client;
    let workDir = '';
    let env: Record<string, string> = {};
    let articleId = 0;
    let scarce: Variant;
    let plenty: Variant[] = [];

    beforeAll(async () => {
      workDir = await mkdtemp(path.join(tmpdir(), 'atelier-instances-'));
      await createDatabase(serverUrl, database);
      const smtpPort = await mailServer.start();
      ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
      proxy = await startRoundRobinProxy(ports.map((port) => `http://127.0.0.1:${port}`));
      env = {
        DATABASE_URL: databaseUrl(serverUrl, database),
        // One directory for every instance, as production shares it (docs/deploying.md).
        DATA_DIR: path.join(workDir, 'data'),
        PUBLIC_URL: proxy.url,
        TRUST_PROXY: 'true',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        TEST_PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
        NEWSLETTER_RATE: '20',
        MAIL_RETRY_DELAY_SECONDS: '1',
        ...(scenario.redisUrl ? { REDIS_URL: scenario.redisUrl } : {}),
      };
      // The first instance migrates and seeds the demo shop; the others start on a ready database.
      shops.push(await startShop(process.cwd(), env, workDir, ports[0]));
      shops.push(...(await Promise.all(ports.slice(1).map((port) => startShop(process.cwd(), env, workDir, port)))));
      client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();

      await client.query(
        `insert into newsletter_subscribers (email, locale, unsubscribe_token_hash, confirmed_at)
         select 'abonne' || n || '@exemple.test', case when n % 4 = 0 then 'en' else 'fr' end::locale, md5('load' || n), now()
         from generate_series(1, ${SUBSCRIBERS}) n`,
      );
      const article = await client.query<{ id: number }>(
        `insert into newsletter_articles (title, author, description, content)
         values ('Sous la charge', 'Léa', 'Trois instances, une lettre', '<p>Bonne lecture.</p>') returning id`,
      );
      articleId = article.rows[0]!.id;

      // One variant of each of six products: the first scarce, the others plentiful.
      const { rows } = await client.query<{ product_id: number; color_id: number; size_id: number }>(
        `select distinct on (s.product_id) s.product_id, s.color_id, s.size_id
           from stock s join products p on p.id = s.product_id
          where p.is_published and p.archived_at is null
          order by s.product_id, s.color_id, s.size_id limit 6`,
      );
      const chosen = rows.map((row) => ({ productId: row.product_id, colorId: row.color_id, sizeId: row.size_id }));
      expect(chosen).toHaveLength(6);
      [scarce, ...plenty] = chosen as [Variant, ...Variant[]];
      for (const [variant, quantity] of [[scarce, SCARCE_UNITS] as const, ...plenty.map((v) => [v, PLENTY] as const)]) {
        await client.query('update stock set quantity = $4 where product_id = $1 and color_id = $2 and size_id = $3', [
          variant.productId,
          variant.colorId,
          variant.sizeId,
          quantity,
        ]);
      }
      // Written behind the shops' backs: told to them as a write of theirs would be (ADR 16).
      for (const topic of [CATALOGUE_TOPIC, STOCK_TOPIC]) {
        await client.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, JSON.stringify({ from: 'test', topic })]);
      }
    });

    afterAll(async () => {
      await client?.end();
      await Promise.all(shops.map((shop) => shop.stop()));
      await proxy?.close();
      await mailServer.stop();
      await dropDatabase(serverUrl, database);
      await rm(workDir, { recursive: true, force: true });
    });

    it('loses no paid order, sells no unit twice, sends every mail once, serves a new price within a second and a new picture on every instance, limits sign-ins across instances', async () => {
      const started = Date.now();
      const running = () => Date.now() - started < LOAD_MS;
      const at = async (ms: number) => sleep(Math.max(0, started + ms - Date.now()));
      const browsing: Tally = { ok: 0, failed: new Map() };
      const carts: Tally = { ok: 0, failed: new Map() };
      const members: Tally = { ok: 0, failed: new Map() };
      const purchases: { email: string; purchase: Purchase }[] = [];
      let visitor = 0;
      const nextVisitor = () => ++visitor;
      const addressOf = (n: number) => `10.${20 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
      const anyPlenty = () => plenty[Math.floor(Math.random() * plenty.length)]!;

      const browser = async () => {
        const pages = [
          '/',
          '/t-shirts',
          `/produit/${plenty[0]!.productId}`,
          '/api/store/products?lang=fr',
          `/api/store/products/${scarce.productId}`,
        ];
        while (running()) {
          const shopper = new Buyer([proxy.url], 'visitor@example.test', addressOf(nextVisitor()));
          for (const page of pages) record(browsing, page, (await shopper.call('GET', page)).status);
          await sleep(THINK_MS);
        }
      };
      const cartFiller = async () => {
        while (running()) {
          const guest = new Buyer([proxy.url], 'guest@example.test', addressOf(nextVisitor()));
          record(carts, 'add to cart', (await guest.call('POST', '/api/store/cart/lines', { ...anyPlenty(), quantity: 2 })).status);
          record(carts, 'cart API', (await guest.call('GET', '/api/store/cart')).status);
          record(carts, 'cart page', (await guest.call('GET', '/panier')).status);
          await sleep(THINK_MS);
        }
      };
      const member = async () => {
        while (running()) {
          const customer = new Buyer([proxy.url], DEMO_CUSTOMER.email, addressOf(nextVisitor()));
          const signedIn = (await customer.call('POST', '/api/store/account/login', DEMO_CUSTOMER)).status;
          record(members, 'sign in', signedIn);
          if (signedIn !== 200) continue;
          record(members, 'account', (await customer.call('GET', '/api/store/account')).status);
          record(members, 'orders', (await customer.call('GET', '/api/store/orders')).status);
          record(members, 'orders page', (await customer.call('GET', '/commandes')).status);
          record(members, 'sign out', (await customer.call('POST', '/api/store/account/logout')).status);
          await sleep(THINK_MS);
        }
      };
      const buyer = async () => {
        while (running()) {
          const n = nextVisitor();
          const email = `acheteur${n}@example.test`;
          const variant = Math.random() < 1 / 3 ? scarce : anyPlenty();
          const purchase = await new Buyer([proxy.url], email, addressOf(n)).buy(variant, undefined, { pressAgainAfterLostAnswer: true });
          purchases.push({ email, purchase });
          await sleep(THINK_MS);
        }
      };
      // Someone guessing passwords from one address: the proxy spreads the guesses over the three instances.
      const guesses: number[] = [];
      const guesser = async () => {
        const guessingFrom = new Buyer([proxy.url], 'guesser@example.test', '10.250.0.1');
        for (let i = 0; i < GUESSES; i++) {
          guesses.push(
            (await guessingFrom.call('POST', '/api/store/account/login', { email: `personne${i}@example.test`, password: `Devine-${i}-2026` }))
              .status,
          );
        }
      };

      let staff = '';
      const progress = async () =>
        (await (await fetch(`${proxy.url}/api/admin/newsletters/${articleId}/sends/latest`, { headers: { cookie: staff } })).json()) as SendProgress;
      const publish = async () => {
        await at(PUBLISH_AT_MS);
        staff = await staffCookie(proxy.url);
        const answer = await fetch(`${proxy.url}/api/admin/newsletters/${articleId}/publish`, {
          method: 'POST',
          headers: { origin: proxy.url, cookie: staff },
        });
        expect(answer.status).toBe(202);
      };
      let restartedAfterMs = null as number | null;
      let sendAtKill = null as SendProgress | null;
      const killAndRestart = async () => {
        if (!scenario.killOne) return;
        await at(KILL_AT_MS);
        sendAtKill = await progress();
        await shops[1]!.stop('SIGKILL');
        const killedAt = Date.now();
        shops[1] = await startShop(process.cwd(), env, workDir, ports[1]);
        restartedAfterMs = Date.now() - killedAt;
      };
      const priceOnEveryInstance: { instance: number; apiMs: number; pageMs: number }[] = [];
      let newPrice = 0;
      const changePrice = async () => {
        await at(PRICE_CHANGE_AT_MS);
        const productId = plenty[0]!.productId;
        const before = (await (await fetch(`${proxy.url}/api/store/products/${productId}`)).json()) as { priceCents: number };
        newPrice = before.priceCents + 500;
        const shown = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(newPrice / 100);
        const saved = await saveProductPrice(proxy.url, staff, productId, newPrice);
        expect(saved.status, await saved.clone().text()).toBe(200);
        // Each instance asked directly, not through the proxy, from the moment the save answered.
        await Promise.all(
          ports.map(async (port, instance) => {
            const base = `http://127.0.0.1:${port}`;
            const price = async () => ((await (await fetch(`${base}/api/store/products/${productId}`)).json()) as { priceCents: number }).priceCents;
            const [apiMs, pageMs] = await Promise.all([
              millisecondsUntil(async () => (await price()) === newPrice),
              millisecondsUntil(async () => (await (await fetch(`${base}/produit/${productId}?lang=fr`)).text()).includes(shown)),
            ]);
            priceOnEveryInstance.push({ instance, apiMs, pageMs });
          }),
        );
      };

      // A site picture uploaded through one instance (whichever the proxy picks) is served by every one: DATA_DIR is shared.
      const pictureServedBy: { instance: number; status: number; type: string | null; bytes: number }[] = [];
      const uploadPicture = async () => {
        await at(PICTURE_AT_MS);
        const { payload, headers } = await multipartBody([{ name: 'accueil.png', data: await plainPicture('png', 1600) }]);
        const answer = await fetch(`${proxy.url}/api/admin/site-images/home-hero`, {
          method: 'PUT',
          headers: { ...headers, origin: proxy.url, cookie: staff },
          body: new Uint8Array(payload),
        });
        expect(answer.status, await answer.clone().text()).toBe(200);
        const { url } = (await answer.json()) as { url: string };
        for (const [instance, port] of ports.entries()) {
          const served = await fetch(`http://127.0.0.1:${port}${url}`);
          pictureServedBy.push({
            instance,
            status: served.status,
            type: served.headers.get('content-type'),
            bytes: (await served.arrayBuffer()).byteLength,
          });
        }
      };

      await Promise.all([
        ...Array.from({ length: BROWSERS }, browser),
        ...Array.from({ length: CART_FILLERS }, cartFiller),
        ...Array.from({ length: MEMBERS }, member),
        ...Array.from({ length: BUYERS }, buyer),
        guesser(),
        publish().then(changePrice).then(uploadPicture),
        killAndRestart(),
      ]);
      const loadSeconds = (Date.now() - started) / 1000;
      const loadAtEnd = loadavg()[0]!;

      // The newsletter and every mail delivered before counting.
      await expect.poll(async () => (await progress()).state, { timeout: 240_000, interval: 1_000 }).toBe('finished');
      await expect
        .poll(async () => (await client.query<{ n: number }>(`select count(*)::int as n from mail_outbox where status <> 'sent'`)).rows[0]!.n, {
          timeout: 120_000,
          interval: 500,
        })
        .toBe(0);
      const send = await progress();

      // What the database holds.
      const orders = (
        await client.query<{ number: string; email: string; paid: boolean; status: string; stock_state: string; succeeded: number }>(
          `select o.number, o.email, o.paid_at is not null as paid, o.status, o.stock_state,
                  (select count(*)::int from payments p where p.order_id = o.id and p.status = 'succeeded') as succeeded
             from orders o where o.email like 'acheteur%'`,
        )
      ).rows;
      const variants = [scarce, ...plenty];
      const stock = [];
      for (const v of variants) {
        const { rows } = await client.query<{ quantity: number; held: number }>(
          `select s.quantity,
                    (select coalesce(sum(l.quantity), 0)::int from order_lines l join orders o on o.id = l.order_id
                      where o.stock_state in ('reserved', 'committed') and l.product_id = s.product_id and l.color_id = s.color_id and l.size_id = s.size_id) as held
               from stock s where s.product_id = $1 and s.color_id = $2 and s.size_id = $3`,
          [v.productId, v.colorId, v.sizeId],
        );
        stock.push({ variant: v, initial: v === scarce ? SCARCE_UNITS : PLENTY, ...rows[0]! });
      }
      const outbox = (await client.query<{ id: number; to: string; template: string }>(`select id, lower("to") as "to", template from mail_outbox`))
        .rows;

      const paidByBuyers = purchases.filter(({ purchase }) => purchase.outcome === 'paid');
      const refusals = new Map<string, number>();
      for (const { purchase } of purchases) {
        const refusal = purchase.outcome === 'refused' ? `${purchase.step} ${purchase.status} ${purchase.code}` : null;
        if (refusal) countIn(refusals, refusal);
      }
      const deliveredIds = new Map<number, number>();
      for (const { outboxId } of mailServer.accepted) countIn(deliveredIds, outboxId);
      const acceptedTwice = [...deliveredIds.values()].filter((n) => n > 1).length;
      const guessesLetThrough = guesses.filter((status) => status !== 429).length;
      console.log(
        [
          `instances under load (${scenario.name}): ${INSTANCES} instances, ${loadSeconds.toFixed(0)} s of load, machine load ${loadAtEnd.toFixed(1)} on ${cpus().length} cores, rate limits in ${scenario.redisUrl ? 'Redis' : 'PostgreSQL'}`,
          `  browsing: ${browsing.ok} answers, ${failures(browsing)} failed ${JSON.stringify(Object.fromEntries(browsing.failed))}; carts: ${carts.ok} answers, ${failures(carts)} failed; members: ${members.ok} answers, ${failures(members)} failed`,
          `  purchases: ${purchases.length}, ${paidByBuyers.length} paid, refused ${JSON.stringify(Object.fromEntries(refusals))}; orders in the database: ${orders.length}, ${orders.filter((o) => o.paid).length} paid`,
          `  scarce variant: ${stock[0]!.held} of ${SCARCE_UNITS} units sold, ${stock[0]!.quantity} left`,
          `  newsletter: ${send.sent} sent of ${send.total}, ${send.failed} failed; mails in the outbox: ${outbox.length}; messages accepted by the mail server: ${mailServer.accepted.length}, of them ${acceptedTwice} a second time under the same Message-ID`,
          `  new price served by every instance after (API, page): ${priceOnEveryInstance.map((p) => `#${p.instance + 1} ${p.apiMs} ms, ${p.pageMs} ms`).join('; ')}`,
          `  site picture uploaded through the proxy, served by every instance: ${pictureServedBy.map((p) => `#${p.instance + 1} ${p.status} ${p.bytes} bytes`).join('; ')}`,
          `  password guesses from one address: ${guessesLetThrough} of ${GUESSES} answered, the rest 429`,
          `  proxy: ${proxy.redirected} requests passed to another instance, ${proxy.failed} answered 502 or cut short`,
          ...(sendAtKill
            ? [
                `  killed with the newsletter ${sendAtKill.state}, ${sendAtKill.sent} of ${sendAtKill.total} sent; it answered again ${restartedAfterMs} ms after the kill`,
              ]
            : []),
        ].join('\n'),
      );

      // No order lost, none paid twice: the buyers told "paid" are exactly the paid orders, each with one payment.
      expect(paidByBuyers.length).toBeGreaterThan(0);
      expect(
        orders
          .filter((o) => o.paid)
          .map((o) => o.number)
          .sort(),
      ).toEqual(paidByBuyers.map(({ purchase }) => (purchase.outcome === 'paid' ? purchase.orderNumber : '')).sort());
      const purchaseOf = new Map(purchases.map(({ email, purchase }) => [email, purchase]));
      for (const order of orders) {
        if (order.paid) expect(order).toMatchObject({ status: 'pending', stock_state: 'committed', succeeded: 1 });
        // An order left unpaid belongs to a buyer who was told the payment did not happen.
        else expect(purchaseOf.get(order.email)).toMatchObject({ outcome: 'refused', step: 'payment' });
      }
      // Refusals are the shop's "sold out", or "the cart changed" for a buyer whose order had the old price: said before paying, never an error.
      expect([...refusals.keys()].filter((refusal) => !/ 409 (sold_out|stock_short|stock_limit|price_changed|cart_changed)$/.test(refusal))).toEqual(
        [],
      );

      // No unit sold twice: each variant's stock went down by exactly what orders hold, never below zero, and the scarce one sold out.
      for (const line of stock) expect(line.quantity, JSON.stringify(line)).toBe(line.initial - line.held);
      expect(stock.every((line) => line.quantity >= 0)).toBe(true);
      expect(stock[0]).toMatchObject({ quantity: 0, held: SCARCE_UNITS });

      // Every mail delivered under its own Message-ID, to its recipient: one confirmation per paid order, one newsletter per subscriber.
      expect(outbox.every((mail) => deliveredIds.has(mail.id))).toBe(true);
      expect(deliveredIds.size).toBe(outbox.length);
      const outboxById = new Map(outbox.map((mail) => [mail.id, mail]));
      expect(mailServer.accepted.every(({ to, outboxId }) => outboxById.get(outboxId)?.to === to)).toBe(true);
      const confirmations = outbox.filter((mail) => mail.template === 'order-confirmation' && mail.to.startsWith('acheteur'));
      expect(confirmations.map((mail) => mail.to).sort()).toEqual(
        orders
          .filter((o) => o.paid)
          .map((o) => o.email)
          .sort(),
      );
      const newsletter = outbox.filter((mail) => mail.template === 'newsletter-article' && mail.to.endsWith('@exemple.test'));
      expect(new Set(newsletter.map((mail) => mail.to)).size).toBe(SUBSCRIBERS);
      expect(newsletter).toHaveLength(SUBSCRIBERS);
      expect(send).toMatchObject({ state: 'finished', failed: 0, remaining: 0 });
      // Without a crash no message reaches the server twice; a SIGKILL between the server's "250 OK"
      // and the shop's record of it may send one again, under the same Message-ID (ADR 20).
      if (!scenario.killOne) expect(acceptedTwice).toBe(0);
      // The kill fell in the middle of the sending, not after it.
      if (scenario.killOne) expect(sendAtKill).toMatchObject({ state: 'sending' });

      // The new price on every instance within a second, its API and its product page.
      expect(priceOnEveryInstance).toHaveLength(INSTANCES);
      for (const served of priceOnEveryInstance) expect(served.pageMs).toBeLessThan(1_000);

      // The picture one instance wrote is served, the same file, by all three.
      expect(pictureServedBy).toHaveLength(INSTANCES);
      for (const served of pictureServedBy)
        expect(served).toMatchObject({ status: 200, type: expect.stringMatching(/^image\//), bytes: pictureServedBy[0]!.bytes });

      // One sign-in limit for the three instances, not one each.
      expect(guessesLetThrough).toBeLessThanOrEqual(SIGN_IN_LIMIT);
      expect(guesses.filter((status) => status === 429).length).toBe(GUESSES - guessesLetThrough);

      // Visitors see no error; with a crash, only answers lost inside the killed instance (502 or cut short).
      const lost = failures(browsing) + failures(carts) + failures(members);
      if (scenario.killOne) expect(lost).toBeLessThanOrEqual(proxy.failed);
      else expect(lost).toBe(0);
      for (const port of ports) expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    });
  });
}
