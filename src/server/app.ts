import { mkdirSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { ServerBuild } from 'react-router';
import { inProcessChangeFeed, postgresChangeFeed, type ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import { DEFAULT_RESERVATION_MINUTES } from '../domain/checkout/reservation';
import type { Env } from './env';
import { registerErrorHandling } from './errors';
import { addressBookReader } from './features/addresses/address-book';
import { addressRoutes } from './features/addresses/routes';
import { accountRoutes } from './features/accounts/routes';
import { cartRoutes } from './features/cart/routes';
import { catalogueRoutes } from './features/catalogue/routes';
import { confirmationAccountRoutes } from './features/checkout/account-routes';
import { checkoutRoutes } from './features/checkout/routes';
import type { PaymentProvider } from './features/payments/provider';
import { testPaymentRoutes, webhookRoutes } from './features/payments/routes';
import { TestPaymentProvider } from './features/payments/test-provider';
import { CatalogueStore } from './features/catalogue/store';
import { newsletterRoutes } from './features/newsletter/routes';
import { backInStockRoutes } from './features/back-in-stock/routes';
import { newsletterArticleRoutes } from './features/newsletter-articles/routes';
import { newsletterSendRoutes } from './features/newsletter-sends/routes';
import { orderHistoryReader } from './features/orders/order-history';
import { orderRoutes } from './features/orders/routes';
import { withdrawalRoutes } from './features/withdrawal/routes';
import { seoRoutes } from './features/seo/routes';
import { sessionPlugin } from './features/sessions/plugin';
import { staffSessionPlugin } from './features/sessions/staff-plugin';
import { adminAccountingRoutes } from './features/admin-accounting/routes';
import { adminDashboardRoutes } from './features/admin-dashboard/routes';
import { adminInvoiceRoutes } from './features/admin-invoices/routes';
import { adminOrderRoutes } from './features/admin-orders/routes';
import { adminProductRoutes } from './features/admin-products/routes';
import { stockRoutes } from './features/stock/routes';
import { adminParameterRoutes } from './features/admin-parameters/routes';
import { customerInvoiceRoutes } from './features/customer-invoices/routes';
import { invoicesDir } from './features/invoicing/issue';
import { productPictureRoutes } from './features/product-pictures/routes';
import { siteMediaRoutes } from './features/site-media/routes';
import { siteSettingsRoutes } from './features/site-settings/routes';
import { adminReturnRoutes } from './features/returns/admin-routes';
import { returnsReader } from './features/returns/reader';
import { returnRoutes } from './features/returns/routes';
import { imagesDirOf } from './images/files';
import { guardStaffAccess, recordAdminRoutes } from './features/staff/access';
import { staffRoutes } from './features/staff/routes';
import { teamRoutes } from './features/team/routes';
import { adminCustomerRoutes } from './features/admin-customers/routes';
import { pageVisitor } from './features/visitor/page-visitor';
import { shopperHintPlugin } from './features/visitor/shopper-hint';
import { accentRedirects } from './http/accent-redirects';
import { answerUnroutedApiRequests } from './http/api-fallback';
import { noStore } from './http/cache-headers';
import { answerClientError, answerFrameworkError } from './http/client-errors';
import { languageModules } from './http/language-modules';
import { journalStaffChanges } from './features/audit/journal';
import { auditRoutes } from './features/audit/routes';
import { reactRouterPages } from './http/react-router';
import { requestIdGenerator } from './http/request-id';
import { operationsPlugin } from './operations/plugin';
import { sharedRateLimitStore } from './rate-limits/shared-store';
import { logOptions } from './logging/log-options';
import { registerSecurityHooks, STRIPE_PAGE_SOURCES } from './http/security';

export type AppDeps = {
  env: Pick<Env, 'PUBLIC_URL' | 'DATA_DIR' | 'LOG_LEVEL' | 'NODE_ENV'> &
    Partial<Pick<Env, 'TRUST_PROXY' | 'RESERVATION_MINUTES' | 'TEST_PAYMENT_WEBHOOK_SECRET' | 'RENDER_THREADS' | 'METRICS_TOKEN' | 'REDIS_URL'>>;
  db: Database;
  /**
   * The PostgreSQL server `db` talks to, when it is one: the app listens there for the changes
   * other instances of the shop make, and tells them of its own (ADR 16). Unset on PGlite.
   */
  databaseUrl?: string;
  /** The card payment provider: Stripe when configured (start.ts), else the built-in test provider. */
  payments?: PaymentProvider;
  /** The React Router server build; without it only the API is served (API tests). */
  web?: { build: ServerBuild; buildUrl: string; clientDir: string };
  /** Where log lines go (stdout by default); false: no log at all. */
  logger?: false | { stream: DestinationStream };
  /** The sales dashboard's clock (its periods end at its "now"); tests set the instant. The real time by default. */
  now?: () => Date;
};

export type App = FastifyInstance & { catalogue: CatalogueStore; changes: ChangeFeed };

const YEAR = 31_536_000;

export async function buildApp({
  env,
  db,
  databaseUrl,
  web,
  logger,
  payments = new TestPaymentProvider(env.TEST_PAYMENT_WEBHOOK_SECRET),
  now = () => new Date(),
}: AppDeps): Promise<App> {
  const app = Fastify({
    logger: logger === false ? false : logOptions(env.LOG_LEVEL, logger?.stream),
    trustProxy: env.TRUST_PROXY ?? false,
    genReqId: requestIdGenerator(env.TRUST_PROXY ?? false),
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // Fastify's 10 s per plugin is no measure of a busy machine: the start's own deadline
    // (STARTUP_TIMEOUT_SECONDS, operations/startup-deadline.ts) bounds the whole start instead.
    pluginTimeout: 0,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Listening before anything is loaded into memory: a change made meanwhile elsewhere cannot be missed.
  const changes = databaseUrl ? await postgresChangeFeed({ url: databaseUrl, db, log: app.log }) : inProcessChangeFeed();
  app.addHook('onClose', () => changes.close());
  app.decorate('changes', changes);
  const catalogue = new CatalogueStore(db, changes);
  app.decorate('catalogue', catalogue);

  registerErrorHandling(app);
  recordAdminRoutes(app);
  await app.register(cookie);
  // Secure cookies and HSTS need HTTPS; a shop tried on http://localhost must still keep its sessions.
  const secureCookies = env.PUBLIC_URL.startsWith('https://');
  await app.register(sessionPlugin, { db, secureCookies });
  await app.register(staffSessionPlugin, { db, secureCookies });
  await app.register(shopperHintPlugin, { db, secureCookies });
  const cartDeps = { db, catalogue, secureCookies };
  // CSP is set per response with its nonce (http/security.ts); its frame-ancestors is the one
  // framing rule, so no X-Frame-Options to contradict it.
  registerSecurityHooks(app, env.PUBLIC_URL, secureCookies);
  await app.register(compress, { threshold: 1024 });
  // Routes opt in with `config.rateLimit`; nothing is limited by default. Counted where every instance sees the counts (ADR 24).
  const rateLimits = sharedRateLimitStore({ redisUrl: env.REDIS_URL, db, log: app.log });
  app.addHook('onClose', () => rateLimits.close());
  await app.register(rateLimit, { global: false, ...rateLimits.options });
  // Before the other routes: each route is measured from its registration (operations/metrics.ts).
  await app.register(operationsPlugin, { db, metricsToken: env.METRICS_TOKEN, dataDir: env.DATA_DIR });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Atelier API', version: '1.0.0', description: 'Storefront (/api/store) and back-office (/api/admin) JSON API.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles; and the shop may run on plain HTTP (localhost, intranet).
    transformStaticCSP: (header) =>
      header
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });

  const imagesDir = imagesDirOf(env.DATA_DIR);
  mkdirSync(imagesDir, { recursive: true });

  // Payments invoice orders at payment when automatic invoicing is on (ADR 12).
  const invoices = { db, invoicesDir: invoicesDir(env.DATA_DIR) };
  await app.register(
    async (api) => {
      answerUnroutedApiRequests(api);
      // The catalogue is the same for every visitor: it may be cached.
      await api.register(catalogueRoutes, { catalogue });
      // Payment events keep their raw body for the signature check: a scope of their own.
      await api.register(webhookRoutes, { ...invoices, catalogue, provider: payments });
      // Everything else depends on the session or cart cookie, or carries personal data.
      await api.register(async (personal) => {
        personal.addHook('onRequest', noStore);
        await personal.register(newsletterRoutes, { db });
        await personal.register(backInStockRoutes, { db });
        await personal.register(returnRoutes, { db });
        await personal.register(accountRoutes, { db, publicUrl: env.PUBLIC_URL });
        await personal.register(addressRoutes, { db });
        await personal.register(cartRoutes, cartDeps);
        const reservationMinutes = env.RESERVATION_MINUTES ?? DEFAULT_RESERVATION_MINUTES;
        await personal.register(checkoutRoutes, { db, catalogue, payments, reservationMinutes });
        await personal.register(confirmationAccountRoutes, { db, catalogue, publicUrl: env.PUBLIC_URL });
        if (payments instanceof TestPaymentProvider) await personal.register(testPaymentRoutes, { ...invoices, catalogue, provider: payments });
        await personal.register(orderRoutes, { db });
        await personal.register(withdrawalRoutes, { db });
        await personal.register(customerInvoiceRoutes, invoices);
        // The back office: every route here passes the staff guard (config.access, administrators by default).
        await personal.register(
          async (admin) => {
            admin.addHook('onRequest', guardStaffAccess);
            journalStaffChanges(admin, db);
            await admin.register(staffRoutes, { db, publicUrl: env.PUBLIC_URL });
            await admin.register(adminOrderRoutes, { db, catalogue, payments, invoicesDir: invoices.invoicesDir });
            await admin.register(adminInvoiceRoutes, invoices);
            await admin.register(adminProductRoutes, { db, catalogue, imagesDir });
            await admin.register(stockRoutes, { db, catalogue });
            await admin.register(adminParameterRoutes, { db, catalogue });
            await admin.register(productPictureRoutes, { db, imagesDir });
            await admin.register(newsletterArticleRoutes, { db });
            await admin.register(teamRoutes, { db, publicUrl: env.PUBLIC_URL });
            await admin.register(siteSettingsRoutes, { db, catalogue });
            await admin.register(siteMediaRoutes, { db, catalogue, imagesDir });
            await admin.register(adminDashboardRoutes, { db, now });
            await admin.register(newsletterSendRoutes, { db });
            await admin.register(adminReturnRoutes, { db, catalogue, payments, invoicesDir: invoices.invoicesDir });
            await admin.register(auditRoutes, { db });
            await admin.register(adminAccountingRoutes, { db });
            await admin.register(adminCustomerRoutes, { db, now });
          },
          { prefix: '/admin' },
        );
      });
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes, { catalogue, publicUrl: env.PUBLIC_URL });
  await app.register(accentRedirects);

  // Image file names are never reused (a new upload gets a new name), so they can be cached for good.
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: '/images/',
    decorateReply: false,
    immutable: true,
    maxAge: YEAR * 1000,
    // Uploads are written in images/.incoming before their rows commit: never served from there.
    dotfiles: 'ignore',
    // Web mail clients load a mail's logo and signature from their own origin: same-origin would block them.
    setHeaders: (reply) => reply.header('cross-origin-resource-policy', 'cross-origin'),
  });

  if (web) {
    // Vite puts a content hash in every asset name: cache them for a year; other files for an hour.
    await app.register(fastifyStatic, {
      root: web.clientDir,
      prefix: '/',
      wildcard: false,
      decorateReply: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? `public, max-age=${YEAR}, immutable` : 'public, max-age=3600',
        );
      },
    });
    await app.register(reactRouterPages, {
      build: web.build,
      buildUrl: web.buildUrl,
      renderThreads: env.RENDER_THREADS ?? 1,
      mode: env.NODE_ENV === 'development' ? 'development' : 'production',
      publicUrl: env.PUBLIC_URL,
      languageModules: languageModules(web.clientDir),
      catalogue,
      readers: { addresses: addressBookReader(db), orders: orderHistoryReader(db), returns: returnsReader(db) },
      visitor: pageVisitor(cartDeps),
      pageSources: payments.name === 'stripe' ? STRIPE_PAGE_SOURCES : undefined,
    });
  }

  return app as unknown as App;
}
