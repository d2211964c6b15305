import { access, mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertProduct } from '../../../../tests/helpers/factories';
import { multipartBody, plainPicture } from '../../../../tests/helpers/pictures';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { productMedia } from '../../../db/schema';
import { removeAbandonedUploads, startPictureCleanupWorker } from './cleanup';
import { savePictures } from './save-pictures';
import { imagesDirOf } from '../../images/files';

let t: TestApp;
let cookie: string;
let imagesDir: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
  imagesDir = imagesDirOf(t.dataDir);
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function uploadOne(): Promise<{ id: number; fileName: string }> {
  const { payload, headers } = await multipartBody([{ name: 'tee.png', data: await plainPicture('png', 100) }]);
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/product-pictures', headers: { ...headers, cookie }, payload });
  const { id, url } = (response.json() as { pictures: { id: number; url: string }[] }).pictures[0]!;
  return { id, fileName: url.split('/').pop()! };
}

const onDisk = (fileName: string) =>
  Promise.all(
    ['w400', 'w800'].map((folder) =>
      access(path.join(imagesDir, folder, fileName)).then(
        () => true,
        () => false,
      ),
    ),
  );

const ageUpload = (id: number, hours: number) =>
  t.db
    .update(productMedia)
    .set({ uploadedAt: new Date(Date.now() - hours * HOUR) })
    .where(eq(productMedia.id, id));

describe('removing abandoned uploads', () => {
  it('removes the uploads no product took within 24 hours, with their files; keeps recent and attached ones', async () => {
    const abandoned = await uploadOne();
    const recent = await uploadOne();
    const attachedLongAgo = await uploadOne();
    const product = await insertProduct(t.db);
    await t.db.transaction((tx) => savePictures(tx, product.id, [{ id: attachedLongAgo.id, colorId: null }], null));
    await ageUpload(abandoned.id, 25);
    await ageUpload(recent.id, 23);
    await ageUpload(attachedLongAgo.id, 25);
    // An upload interrupted by a crash left a file in the incoming folder, two days ago.
    const leftover = path.join(imagesDir, '.incoming', 'w800-u-interrupted.webp');
    await mkdir(path.dirname(leftover), { recursive: true });
    await writeFile(leftover, 'half a picture');
    await utimes(leftover, new Date(Date.now() - 48 * HOUR), new Date(Date.now() - 48 * HOUR));

    expect(await removeAbandonedUploads({ db: t.db, imagesDir })).toEqual({ uploads: 1, incomingFiles: 1, filesLeft: 0 });

    const left = (await t.db.select({ id: productMedia.id }).from(productMedia)).map((row) => row.id).sort();
    expect(left).toEqual([recent.id, attachedLongAgo.id].sort());
    expect(await onDisk(abandoned.fileName)).toEqual([false, false]);
    expect(await onDisk(recent.fileName)).toEqual([true, true]);
    expect(await onDisk(attachedLongAgo.fileName)).toEqual([true, true]);
    await expect(access(leftover)).rejects.toThrow();

    // Nothing more to do at the next run.
    expect(await removeAbandonedUploads({ db: t.db, imagesDir })).toEqual({ uploads: 0, incomingFiles: 0, filesLeft: 0 });
  });

  it('runs in the background and reports what it removed', async () => {
    const abandoned = await uploadOne();
    await ageUpload(abandoned.id, 30);
    const logged: object[] = [];
    const worker = startPictureCleanupWorker({
      db: t.db,
      imagesDir,
      intervalMs: 20,
      log: { info: (context) => logged.push(context), error: () => {} },
    });
    await expect.poll(() => logged).toContainEqual({ uploads: 1, incomingFiles: 0, filesLeft: 0 });
    await worker.stop();
    expect(await onDisk(abandoned.fileName)).toEqual([false, false]);
  });
});
