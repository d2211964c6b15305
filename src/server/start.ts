import { hostname } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { configuredDatabase, openDatabase } from '../db/client';
import { ensureShopData } from '../db/seed';
import { buildApp } from './app';
import { loadEnv } from './env';
import { startReservationWorker } from './features/checkout/reservation-expiry';
import { invoiceMissedOrders } from './features/invoicing/auto-invoicing';
import { invoicesDir } from './features/invoicing/issue';
import { noStaffAdvice } from './features/team/operator-invitation';
import { countMembers } from './features/team/repo';
import { choosePaymentProvider, describePayments } from './features/payments/choose-provider';
import { startPictureCleanupWorker } from './features/product-pictures/cleanup';
import { imagesDirOf } from './images/files';
import { releaseSendLeases, startNewsletterQueuing } from './features/newsletter-sends/queue';
import { createMailTransport, startMailWorker, type MailWorker } from './mail';
import { releaseClaims } from './mail/worker-repo';
import { stopOnSignals } from './operations/shutdown';

/** Starts the shop (through main.ts): one process serving the API and the pages on one port. */
async function main() {
  const env = loadEnv();
  // On PGlite, refused while another process has the database open (the message names it).
  const handle = await openDatabase(configuredDatabase(env, `the shop on port ${env.PORT}`));

  const buildDir = path.resolve(env.BUILD_DIR);
  const buildUrl = pathToFileURL(path.join(buildDir, 'server', 'index.js')).href;
  const build = (await import(buildUrl)) as ServerBuild;
  const payments = choosePaymentProvider(env);
  const app = await buildApp({
    env,
    db: handle.db,
    databaseUrl: env.DATABASE_URL,
    payments,
    web: { build, buildUrl, clientDir: path.join(buildDir, 'client') },
  });
  const reservationWorker = startReservationWorker({ db: handle.db, catalogue: app.catalogue, log: app.log });
  const pictureCleanup = startPictureCleanupWorker({ db: handle.db, imagesDir: imagesDirOf(env.DATA_DIR), log: app.log });

  // First start on an empty database: the demo shop, or an empty one (DEMO_DATA, ADR 26).
  await ensureShopData(handle.db, { imagesDir: imagesDirOf(env.DATA_DIR), demo: env.DEMO_DATA, log: app.log });
  await app.catalogue.snapshot();
  // Paid while automatic invoicing was on, yet without an invoice: the process stopped in between (ADR 12).
  await invoiceMissedOrders({ db: handle.db, invoicesDir: invoicesDir(env.DATA_DIR) }, app.log);

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
  stopOnSignals({ app, mailWorker: mail, workers: [newsletterQueuing, reservationWorker, pictureCleanup], database: handle });

  await app.listen({ port: env.PORT, host: env.HOST });

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
  app.log.info({ database: handle.kind, url: env.PUBLIC_URL, payments: describePayments(env) }, 'Atelier is ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
