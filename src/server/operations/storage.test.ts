import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeStorage, storageFailureOf } from './storage';

/** Errors of the file system as Node reports them: a code, the call, and the path it was about. */
const fsError = (code: string, withPath = true) =>
  Object.assign(new Error(code), { code, syscall: 'open', ...(withPath ? { path: '/data/x' } : {}) });

describe('storageFailureOf', () => {
  it.each(['ENOSPC', 'EDQUOT'])('reads %s as storage full, even from a write on an open file (no path)', (code) => {
    expect(storageFailureOf(fsError(code))).toBe('full');
    expect(storageFailureOf(fsError(code, false))).toBe('full');
  });

  it.each(['EROFS', 'EACCES', 'EPERM', 'ENOTDIR'])('reads %s on a file or folder as storage that cannot be written', (code) => {
    expect(storageFailureOf(fsError(code))).toBe('unwritable');
  });

  it('reads a folder that cannot be made because a file stands there as storage that cannot be written', () => {
    expect(storageFailureOf(Object.assign(new Error('EEXIST'), { code: 'EEXIST', syscall: 'mkdir', path: '/data/invoices' }))).toBe('unwritable');
    expect(storageFailureOf(Object.assign(new Error('EEXIST'), { code: 'EEXIST', syscall: 'link', path: '/data/pglite.pid' }))).toBeNull();
  });

  it('leaves every other failure alone, and a permission refused by something other than a file', () => {
    expect(storageFailureOf(fsError('EACCES', false))).toBeNull();
    expect(storageFailureOf(fsError('ENOENT'))).toBeNull();
    expect(storageFailureOf(new Error('boom'))).toBeNull();
    expect(storageFailureOf(null)).toBeNull();
    expect(storageFailureOf({ code: 42 })).toBeNull();
  });
});

describe('probeStorage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'atelier-storage-probe-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes in each folder (making it if needed) and leaves nothing behind', async () => {
    expect(await probeStorage([path.join(dir, 'a', 'b'), path.join(dir, 'c')])).toBeNull();
    expect(await readdir(path.join(dir, 'a', 'b'))).toEqual([]);
    expect(await readdir(path.join(dir, 'c'))).toEqual([]);
  });

  it('says a folder that is a file cannot be written (ENOTDIR, which holds even for root)', async () => {
    await writeFile(path.join(dir, 'file'), '');
    expect(await probeStorage([path.join(dir, 'c'), path.join(dir, 'file', 'inside')])).toBe('unwritable');
  });
});
