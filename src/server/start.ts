import { hostname } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { configuredDatabase, openDatabase, type DatabaseHandle } from '../db/client';
import { drawnImagesCacheOf, ensureShopData } from '../db/seed';
import { buildApp, type App } from './app';
import { loadEnv, type Env } from './env';
import { startReservationWorker } from './features/checkout/reservation-expiry';
import { startLowStockMailWorker } from './features/stock/low-stock-mail';
import { startSalesFolding } from './features/admin-dashboard/sales-folding';
import { invoiceMissedOrders } from './features/invoicing/auto-invoicing';
import { invoicesDir } from './features/invoicing/issue';
import { noStaffAdvice } from './features/team/operator-invitation';
import { countMembers } from './features/team/repo';
import { choosePaymentProvider, describePayments } from './features/payments/choose-provider';
import { startPictureCleanupWorker } from './features/product-pictures/cleanup';
import { startAuditLogRetention } from './features/audit/retention';
import { imagesDirOf } from './images/files';
import { releaseSendLeases, startNewsletterQueuing } from './features/newsletter-sends/queue';
import { createMailTransport, describeMail, startMailWorker, type MailWorker } from './mail';
import { releaseClaims } from './mail/worker-repo';
import { stopOnSignals } from './operations/shutdown';
import { StartupDeadline } from './operations/startup-deadline';

/** Starts the shop (through main.ts): one process serving the API and the pages on one port. */
async function main() {
  const env = loadEnv();
  const deadline = new StartupDeadline(env.STARTUP_TIMEOUT_SECONDS, (message) => {
    console.error(message);
    process.exit(1);
  });
  // On PGlite, refused while another process has the database open (the message names it).
  const handle = await deadline.step('the database (opening it, applying migrations)', () =>
    openDatabase(configuredDatabase(env, `the shop on port ${env.PORT}`)),
  );

  const buildDir = path.resolve(env.BUILD_DIR);
  const buildUrl = pathToFileURL(path.join(buildDir, 'server', 'index.js')).href;
  const build = await deadline.step('the web build (loading it)', async () => (await import(buildUrl)) as ServerBuild);
  const payments = choosePaymentProvider(env);
  const app = await deadline.step('the server (preparing its routes)', () =>
    buildApp({
      env,
      db: handle.db,
      databaseUrl: env.DATABASE_URL,
      payments,
      web: { build, buildUrl, clientDir: path.join(buildDir, 'client') },
    }),
  );
  deadline.watch(() => app.readiness.pendingStartup());
  const reservationWorker = startReservationWorker({ db: handle.db, catalogue: app.catalogue, log: app.log });
  const pictureCleanup = startPictureCleanupWorker({ db: handle.db, imagesDir: imagesDirOf(env.DATA_DIR), log: app.log });
  const auditRetention = startAuditLogRetention({ db: handle.db, log: app.log });
  const lowStockMail = startLowStockMailWorker({ db: handle.db, log: app.log });
  const salesFolding = startSalesFolding({ db: handle.db, log: app.log });

  // Started, not awaited: the port opens meanwhile, so /healthz answers while it runs, and
  // visitors are asked to come back in a moment until it is done (operations/starting-gate.ts).
  app.readiness.startsWith('the shop data (the demo shop on a first start)', prepareShopData(env, handle, app));
  // The mail worker starts once the port is ours (below); /readyz and a stop see it through this.
  let mailWorker: MailWorker | null = null;
  const mail: MailWorker = {
    wake: () => mailWorker?.wake(),
    get running() {
      return mailWorker?.running ?? false;
    },
    stop: async (options) => mailWorker?.stop(options),
  };
  app.readiness.requireWorker('mail', () => mail.running);
  // On PGlite, which one process alone opens, a newsletter another run was queuing resumes at once (ADR 20).
  if (handle.kind === 'pglite') await releaseSendLeases(handle.db);
  const newsletterQueuing = startNewsletterQueuing({ db: handle.db, log: app.log });
  stopOnSignals({
    app,
    mailWorker: mail,
    workers: [newsletterQueuing, reservationWorker, pictureCleanup, auditRetention, lowStockMail, salesFolding],
    database: handle,
  });

  await deadline.step('the port (opening it)', () => app.listen({ port: env.PORT, host: env.HOST }));
  await app.readiness.started();

  // Holding its port, this process is the only live one with its name: the mails this instance
  // claimed before a crash are due again at once (every claim on PGlite), ADR 20.
  const claimer = `${hostname()}:${env.PORT}`;
  await releaseClaims(handle.db, handle.kind === 'pglite' ? 'all' : claimer, new Date());
  mailWorker = startMailWorker({
    db: handle.db,
    transport: createMailTransport(env, app.log),
    log: app.log,
    claimer,
    newsletterRate: env.NEWSLETTER_RATE,
    firstRetryDelayMs: env.MAIL_RETRY_DELAY_SECONDS * 1000,
  });
  // A shop started empty: its operator must invite the first administrator (ADR 26).
  if ((await countMembers(handle.db)) === 0) app.log.warn(noStaffAdvice(handle.kind));
  deadline.done();
  app.log.info(
    { url: env.PUBLIC_URL, database: handle.kind, mail: describeMail(env), payments: describePayments(env) },
    `Atelier is ready on ${env.PUBLIC_URL}`,
  );
}

/** What the shop's data needs at each start: a first start's content, the catalogue in memory, invoices owed. */
async function prepareShopData(env: Env, handle: DatabaseHandle, app: App): Promise<void> {
  // First start on an empty database: the demo shop, or an empty one (DEMO_DATA, ADR 26).
  await ensureShopData(handle.db, {
    imagesDir: imagesDirOf(env.DATA_DIR),
    imagesCacheDir: drawnImagesCacheOf(path.resolve(env.BUILD_DIR)),
    demo: env.DEMO_DATA,
    log: app.log,
  });
  await app.catalogue.snapshot();
  // Paid while automatic invoicing was on, yet without an invoice: the process stopped in between (ADR 12).
  await invoiceMissedOrders({ db: handle.db, invoicesDir: invoicesDir(env.DATA_DIR) }, app.log);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
