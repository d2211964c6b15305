import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../tests/helpers/app';
import { LogCapture } from '../../../tests/helpers/log-capture';
import { plainPicture } from '../../../tests/helpers/pictures';
import { insertStaff, signInStaffAs } from '../../../tests/helpers/staff';
import { productMedia } from '../../db/schema';
import { PICTURE_UPLOAD_LIMITS } from '../../domain/catalogue/product-pictures';
import enBack from '../../i18n/en/back';
import frBack from '../../i18n/fr/back';
import { imagesDirOf } from './files';

/**
 * Multipart bodies the reader cannot take as they came (issue 22): no boundary in the
 * Content-Type, a body cut short, and a picture far over the size limit whose bytes arrive in
 * pieces that end exactly at the limit. Each answers a 4xx naming what is wrong, on both upload
 * routes (product pictures, site pictures), and keeps nothing.
 */
const log = new LogCapture();
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ logStream: log });
  cookie = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

const ROUTES = [
  ['POST', '/api/admin/product-pictures'],
  ['PUT', '/api/admin/site-images/logo'],
] as const;

type ApiError = { error: { code: string; message: string; field?: string } };

/** Nothing kept: no upload row, no file waiting in the incoming folder, and no error logged. */
async function expectNothingKept(from: number) {
  expect((await t.db.select({ n: count() }).from(productMedia))[0]!.n).toBe(0);
  expect(await readdir(imagesDirOf(t.dataDir), { recursive: true }).catch(() => [])).toEqual([]);
  expect(log.entries(from).filter((entry) => (entry.level as number) >= 50)).toEqual([]);
}

const BOUNDARY = 'AtelierTestBoundary';
const partHead = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;

describe.each(ROUTES)('%s %s', (method, url) => {
  const send = (headers: Record<string, string>, payload: string | Buffer, lang: 'fr' | 'en') =>
    t.app.inject({ method, url: `${url}?lang=${lang}`, headers: { cookie, ...headers }, payload });

  it('answers 400 to a multipart body without a boundary, in the staff member’s language', async () => {
    const from = log.lines.length;
    for (const [lang, catalogue] of [
      ['fr', frBack],
      ['en', enBack],
    ] as const) {
      const response = await send({ 'content-type': 'multipart/form-data' }, `${partHead('logo.png')}data\r\n--${BOUNDARY}--\r\n`, lang);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ApiError>()).toEqual({
        error: { code: 'malformed_upload', message: catalogue.pictures.errors.malformed, field: 'files' },
      });
    }
    await expectNothingKept(from);
  });

  it('answers 400 to a body cut short (a picture without the closing boundary)', async () => {
    const from = log.lines.length;
    const picture = await plainPicture('png', 64);
    const payload = Buffer.concat([Buffer.from(partHead('logo.png')), picture.subarray(0, picture.length / 2)]);
    const response = await send({ 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload, 'fr');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<ApiError>()).toEqual({ error: { code: 'malformed_upload', message: frBack.pictures.errors.malformed, field: 'files' } });
    await expectNothingKept(from);
  });

  it('answers 413 naming the 15 MB limit to a 100 MB picture, even when its first piece ends exactly at the limit', async () => {
    const from = log.lines.length;
    const picture = await plainPicture('png', 64);
    // A real PNG followed by 100 MB of padding: cut at 15 MB, what is left is still a valid picture.
    const file = Buffer.alloc(100 * 1024 * 1024, 7);
    picture.copy(file);
    const head = Buffer.from(partHead('enorme.png'));
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    const firstPiece = Buffer.concat([head, file.subarray(0, PICTURE_UPLOAD_LIMITS.maxFileBytes)]);
    const rest = Buffer.concat([file.subarray(PICTURE_UPLOAD_LIMITS.maxFileBytes), tail]);
    const { port } = t.app.server.address() as AddressInfo;

    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path: `${url}?lang=en`,
          headers: {
            cookie,
            origin: TEST_PUBLIC_URL,
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            'content-length': String(firstPiece.length + rest.length),
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      // The pause only shapes how the bytes arrive (the reader sees exactly 15 MB, then the rest):
      // the answer expected is the same however they arrive.
      req.write(firstPiece, () => void sleep(300).then(() => req.end(rest)));
    });

    expect(answer.status, answer.body).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'picture_too_large', message: '“enorme.png” is larger than 15 MB.', field: 'files' },
    });
    await expectNothingKept(from);
  });
});
