import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateMissingImages, type ImageJob } from './demo-images';

// Rasterising is CPU-bound and the suite may share the machine with other work.
const SLOW = 30_000;

const JOBS: ImageJob[] = [
  { type: 'product', fileName: 'cache-tshirt.webp', kind: 'tshirt', colorHex: '#2f4a7a', view: 'front', options: {} },
  { type: 'site', fileName: 'cache-logo.svg', kind: 'logo' },
];

let root: string;
const folder = (name: string) => path.join(root, name);
const filesOf = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'atelier-demo-images-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the cache of drawn demo pictures', () => {
  it(
    'gives a second images folder the files of the first, copied from the cache, and draws only what it lacks',
    async () => {
      const cache = folder('cache');
      expect(await generateMissingImages(folder('first'), JOBS, { cacheDir: cache })).toBe(2);
      const drawn = (await filesOf(folder('first'))).sort();
      expect(drawn).toEqual(expect.arrayContaining(['cache-logo.png', 'cache-logo.svg']));
      expect(drawn.filter((file) => file.endsWith('cache-tshirt.webp')).length).toBeGreaterThan(1);

      // A mark in the cached logo shows the next folder's copy came from the cache, not from drawing.
      const cachedLogo = (await filesOf(cache)).find((file) => file.endsWith('cache-logo.svg'))!;
      await writeFile(path.join(cache, cachedLogo), '<svg>from the cache</svg>');

      expect(await generateMissingImages(folder('second'), JOBS, { cacheDir: cache })).toBe(2);
      expect((await filesOf(folder('second'))).sort()).toEqual(drawn);
      expect(await readFile(path.join(folder('second'), 'cache-logo.svg'), 'utf8')).toBe('<svg>from the cache</svg>');
      // Nothing half-drawn is left in the cache.
      expect((await readdir(cache)).filter((name) => name.startsWith('.'))).toEqual([]);
    },
    SLOW,
  );

  it(
    'draws in place when the cache cannot be written',
    async () => {
      const notAFolder = folder('a-file');
      await writeFile(notAFolder, '');
      expect(await generateMissingImages(folder('third'), [JOBS[1]!], { cacheDir: notAFolder })).toBe(1);
      expect((await filesOf(folder('third'))).sort()).toEqual(['cache-logo.png', 'cache-logo.svg']);
    },
    SLOW,
  );
});
