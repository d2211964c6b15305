import { mkdir, readdir, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { LogCapture } from '../../../tests/helpers/log-capture';
import { insertOrder } from '../../../tests/helpers/orders';
import { multipartBody, plainPicture } from '../../../tests/helpers/pictures';
import { insertStaff, signInStaffAs } from '../../../tests/helpers/staff';
import { invoices, productMedia, settings } from '../../db/schema';
import { DEMO_SETTINGS } from '../../db/seed/demo-settings';
import { SETTING_KEYS } from '../../domain/settings';
import enErrors from '../../i18n/en/errors';
import frErrors from '../../i18n/fr/errors';
import { invoicesDir } from '../features/invoicing/write';
import { imagesDirOf } from '../images/files';

/**
 * DATA_DIR refusing writes (issue 22, ADR 32): a disk full (ENOSPC) or a storage that cannot be
 * written (here a file where the shop expects a folder, ENOTDIR, which stops root as well as
 * anyone, where a read-only folder would not). "Facturer" issues the invoice and says its PDF is
 * to come, made when first opened once the storage takes writes again; uploads answer a clear
 * 507 or 503 and keep nothing; /readyz reports the storage. A full disk is a real one: a PDF
 * written through a link to /dev/full, which answers every write with ENOSPC.
 */
const log = new LogCapture();
let t: TestApp;
let cookie: string;
let pdfDir: string;
let imagesDir: string;

beforeAll(async () => {
  t = await createTestApp({ logStream: log });
  await t.db.insert(settings).values(SETTING_KEYS.company.map((key) => ({ key, value: DEMO_SETTINGS[key] })));
  cookie = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
  pdfDir = invoicesDir(t.dataDir);
  imagesDir = imagesDirOf(t.dataDir);
});
afterAll(() => t?.close());

/** Whatever a test broke, each starts with storage that takes writes. */
beforeEach(async () => {
  for (const folder of [pdfDir, imagesDir]) {
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
  }
});

/** The folder replaced by a file: every write under it fails with ENOTDIR, whoever runs the shop. */
async function makeUnwritable(folder: string) {
  await rm(folder, { recursive: true, force: true });
  await writeFile(folder, 'not a folder');
}

async function restoreFolder(folder: string) {
  await rm(folder, { force: true });
  await mkdir(folder, { recursive: true });
}

type ApiError = { error: { code: string; message: string; field?: string } };
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, extra: { headers?: Record<string, string>; payload?: Buffer } = {}) =>
  t.app.inject({ method, url: `/api/admin${url}`, ...extra, headers: { cookie, ...extra.headers } });

function expectStorageRefusal(response: LightMyRequestResponse, failure: 'full' | 'unwritable', lang: 'fr' | 'en') {
  const catalogue = lang === 'fr' ? frErrors : enErrors;
  const [status, code, message] =
    failure === 'full' ? [507, 'storage_full', catalogue.storageFull] : [503, 'storage_unwritable', catalogue.storageUnwritable];
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<ApiError>()).toEqual({ error: { code, message } });
}

const invoicesOfOrder = (orderId: number) => t.db.select().from(invoices).where(eq(invoices.orderId, orderId));

describe('“Facturer” while the invoices folder cannot be written', () => {
  it('issues the invoice once and says its PDF is to come; the PDF is made when first opened once the storage is back', async () => {
    const order = await insertOrder(t.db);
    await makeUnwritable(pdfDir);

    const billed = await admin('POST', `/orders/${order.id}/invoice`);
    expect(billed.statusCode, billed.body).toBe(201);
    const answer = billed.json<{ id: number; number: string; kind: string; pdfPending: boolean }>();
    expect(answer).toMatchObject({ kind: 'invoice', pdfPending: true });
    expect(await invoicesOfOrder(order.id)).toEqual([expect.objectContaining({ id: answer.id, number: answer.number })]);
    expect(log.text()).toContain('the PDF of an issued invoice could not be written');

    // The invoice is issued: a second "Facturer" says so, and nothing more is issued.
    const again = await admin('POST', `/orders/${order.id}/invoice`);
    expect(again.statusCode).toBe(409);
    expect(await invoicesOfOrder(order.id)).toHaveLength(1);

    // Its PDF cannot be made while the storage refuses writes: said as such, in the staff member's language.
    expectStorageRefusal(await admin('GET', `/invoices/${answer.id}/pdf?lang=en`), 'unwritable', 'en');

    await restoreFolder(pdfDir);
    const pdf = await admin('GET', `/invoices/${answer.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers pdfPending false when the PDF was written, as always', async () => {
    const billed = await admin('POST', `/orders/${(await insertOrder(t.db)).id}/invoice`);
    expect(billed.statusCode, billed.body).toBe(201);
    expect(billed.json()).toMatchObject({ pdfPending: false });
  });
});

describe('a PDF made on a full disk', () => {
  it('answers 507 “L’espace de stockage du serveur est plein…” and leaves nothing half written', async () => {
    const billed = await admin('POST', `/orders/${(await insertOrder(t.db)).id}/invoice`);
    const { id } = billed.json<{ id: number }>();
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, id));
    const file = path.join(pdfDir, invoice!.fileName!);
    // The PDF is gone (a crash before it was written) and the disk is full: every write fails with ENOSPC.
    await unlink(file);
    await symlink('/dev/full', `${file}.part`);
    try {
      for (const lang of ['fr', 'en'] as const) expectStorageRefusal(await admin('GET', `/invoices/${id}/pdf?lang=${lang}`), 'full', lang);
      expect(frErrors.storageFull).toMatch(/^L’espace de stockage du serveur est plein/);
      expect(log.entries().some((entry) => entry.level === 50 && entry.msg === 'the storage is full')).toBe(true);
    } finally {
      await unlink(`${file}.part`);
    }
    expect(await readdir(pdfDir)).toEqual([]);
    expect((await admin('GET', `/invoices/${id}/pdf`)).statusCode).toBe(200);
  });
});

describe('picture uploads while the images folder cannot be written', () => {
  const uploads = [
    ['POST', '/product-pictures'],
    ['PUT', '/site-images/logo'],
  ] as const;

  it.each(uploads)('%s %s answers 503 saying the storage cannot be written, and keeps nothing', async (method, url) => {
    await makeUnwritable(imagesDir);
    const logoBefore = await t.db.select().from(settings).where(eq(settings.key, 'Logo'));
    for (const lang of ['fr', 'en'] as const) {
      const { payload, headers } = await multipartBody([{ name: 'logo.png', data: await plainPicture('png', 300), type: 'image/png' }]);
      expectStorageRefusal(await admin(method, `${url}?lang=${lang}`, { headers, payload }), 'unwritable', lang);
    }
    expect((await t.db.select({ n: count() }).from(productMedia))[0]!.n).toBe(0);
    expect(await t.db.select().from(settings).where(eq(settings.key, 'Logo'))).toEqual(logoBefore);
  });
});

describe('GET /readyz', () => {
  it.each([
    ['the invoices folder', () => pdfDir],
    ['the images folder', () => imagesDir],
  ])('answers 503 with the storage named while %s cannot be written, and ready again once it can', async (_what, folder) => {
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
    await makeUnwritable(folder());
    const refused = await t.app.inject({ url: '/readyz' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ status: 'unavailable', reason: 'storage_unwritable' });
    await restoreFolder(folder());
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});
