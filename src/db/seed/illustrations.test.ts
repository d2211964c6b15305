import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garmentSvg, siteImageSvg, writeGarmentImage, writeSiteImage, type GarmentKind, type ProductView, type SiteImageKind } from './illustrations';

const KINDS: GarmentKind[] = ['tshirt', 'longsleeve', 'sweatshirt', 'hoodie', 'tote', 'cap', 'beanie', 'socks'];
const VIEWS: ProductView[] = ['front', 'back', 'detail'];
// Rasterising is CPU-bound and the suite may share the machine with other work.
const SLOW = 30_000;

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-illustrations-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const data = await sharp(file).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
  return [...data];
}

describe('garmentSvg', () => {
  const cases = KINDS.flatMap((kind) => VIEWS.map((view) => [kind, view] as const));

  it.each(cases)('draws a well-formed 800x1000 (4:5 portrait) SVG for %s (%s)', async (kind, view) => {
    const svg = garmentSvg(kind, '#2f4a7a', view, { motif: 'star', accentHex: '#f3ece0' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('viewBox="0 0 800 1000"');
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    // librsvg refuses malformed XML, so a successful parse is the real validity check.
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect(meta).toMatchObject({ format: 'svg', width: 800, height: 1000 });
  });

  it('escapes a free-text motif so it cannot break the markup', async () => {
    const svg = garmentSvg('tshirt', '#ffffff', 'front', { motif: 'R&D <3 "x"' });
    expect(svg).toContain('R&amp;D &lt;3 &quot;x&quot;');
    await expect(sharp(Buffer.from(svg)).metadata()).resolves.toMatchObject({ width: 800 });
  });

  it('prints the motif on the front only', () => {
    expect(garmentSvg('sweatshirt', '#7a8b6f', 'front', { motif: 'Bonjour' })).toContain('Bonjour');
    expect(garmentSvg('sweatshirt', '#7a8b6f', 'back', { motif: 'Bonjour' })).not.toContain('Bonjour');
  });

  it('accepts short hex and hex without #, and rejects anything else', () => {
    expect(() => garmentSvg('cap', '#abc', 'front')).not.toThrow();
    expect(() => garmentSvg('cap', 'aabbcc', 'front')).not.toThrow();
    expect(() => garmentSvg('cap', 'navy', 'front')).toThrow(/Invalid colour/);
    expect(() => garmentSvg('cap', '#12345', 'front')).toThrow(/Invalid colour/);
  });
});

describe('writeGarmentImage', () => {
  it(
    'writes an 800px and a 400px WebP, 4:5 portrait like an uploaded picture',
    async () => {
      await writeGarmentImage(dir, 'tee-navy-front.webp', 'tshirt', '#2f4a7a', 'front', { motif: 'star' });
      const big = await sharp(path.join(dir, 'w800', 'tee-navy-front.webp')).metadata();
      const small = await sharp(path.join(dir, 'w400', 'tee-navy-front.webp')).metadata();
      expect(big).toMatchObject({ format: 'webp', width: 800, height: 1000 });
      expect(small).toMatchObject({ format: 'webp', width: 400, height: 500 });
    },
    SLOW,
  );

  it(
    'follows the swatch colour',
    async () => {
      await writeGarmentImage(dir, 'red.webp', 'sweatshirt', '#c0392b', 'front');
      await writeGarmentImage(dir, 'blue.webp', 'sweatshirt', '#2463b5', 'front');
      // The middle of the picture: the garment stands in the centre of the canvas.
      const [r1, g1, b1] = await pixel(path.join(dir, 'w800', 'red.webp'), 400, 500);
      const [r2, g2, b2] = await pixel(path.join(dir, 'w800', 'blue.webp'), 400, 500);
      expect([r1, g1, b1]).not.toEqual([r2, g2, b2]);
      expect(r1).toBeGreaterThan(b1 as number);
      expect(b2).toBeGreaterThan(r2 as number);
    },
    SLOW,
  );

  it(
    'keeps a white garment visible on the light studio background',
    async () => {
      await writeGarmentImage(dir, 'white.webp', 'tshirt', '#ffffff', 'front');
      // Walk across the body: the outline must be clearly darker than both the backdrop and the cloth.
      const row = await sharp(path.join(dir, 'w800', 'white.webp'))
        .extract({ left: 0, top: 600, width: 800, height: 1 })
        .greyscale()
        .raw()
        .toBuffer();
      const backdrop = row[20] as number;
      const darkest = Math.min(...row);
      expect(backdrop - darkest).toBeGreaterThan(60);
    },
    SLOW,
  );

  it.each(VIEWS)(
    'renders the %s view of every kind',
    async (view) => {
      for (const kind of KINDS) await writeGarmentImage(dir, `${kind}-${view}.webp`, kind, '#b5533c', view, { motif: 'Paris' });
      for (const kind of KINDS) {
        const meta = await sharp(path.join(dir, 'w400', `${kind}-${view}.webp`)).metadata();
        expect([meta.width, meta.height]).toEqual([400, 500]);
      }
    },
    SLOW,
  );
});

describe('writeSiteImage', () => {
  const sized: Array<[SiteImageKind, [number, number], [string, number, number] | null]> = [
    ['hero', [1600, 900], ['w800', 800, 450]],
    ['cover', [1600, 900], ['w800', 800, 450]],
    ['category-tshirts', [800, 1000], ['w400', 400, 500]],
    ['category-sweatshirts', [800, 1000], ['w400', 400, 500]],
    ['category-accessories', [800, 1000], ['w400', 400, 500]],
    ['category-new', [800, 1000], ['w400', 400, 500]],
    ['open-graph', [1200, 630], null],
    ['signature', [600, 200], null],
  ];

  it.each(sized)(
    'writes %s at its expected sizes',
    async (kind, [width, height], small) => {
      const fileName = `${kind}.webp`;
      await writeSiteImage(dir, fileName, kind);
      expect(await sharp(path.join(dir, fileName)).metadata()).toMatchObject({ format: 'webp', width, height });
      if (small) {
        const [folder, w, h] = small;
        expect(await sharp(path.join(dir, folder, fileName)).metadata()).toMatchObject({ format: 'webp', width: w, height: h });
      }
    },
    SLOW,
  );

  it(
    'encodes by extension, e.g. JPEG for the open-graph card',
    async () => {
      await writeSiteImage(dir, 'og.jpg', 'open-graph');
      expect(await sharp(path.join(dir, 'og.jpg')).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    },
    SLOW,
  );

  it(
    'writes the logo as SVG plus a 400px-wide PNG',
    async () => {
      await writeSiteImage(dir, 'logo.svg', 'logo');
      const svg = await readFile(path.join(dir, 'logo.svg'), 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      // The wordmark is drawn as paths (no font dependency), so the name lives in <title> for screen readers.
      expect(svg).toMatch(/<title>Atelier/);
      const png = await sharp(path.join(dir, 'logo.png')).metadata();
      expect(png).toMatchObject({ format: 'png', width: 400, hasAlpha: true });
    },
    SLOW,
  );
});

describe('the logo in the header', () => {
  /** The shop's small print (footer, notes) is 0.85rem: 13.6 px at the browser's default size. */
  const SMALL_TEXT_PX = 13.6;

  it('holds no text smaller than the shop’s small print, at the smallest height the header draws it', async () => {
    const css = await readFile(path.join(import.meta.dirname, '../../web/styles/chrome.css'), 'utf8');
    const heights = [...css.matchAll(/\.site-header__logo img\s*\{[^}]*?\bheight:\s*(\d+(?:\.\d+)?)px/g)].map((m) => Number(m[1]));
    expect(heights.length, 'the header logo heights in chrome.css').toBeGreaterThan(0);
    const shownHeight = Math.min(...heights);

    const svg = siteImageSvg('logo');
    const drawnHeight = Number(/viewBox="0 0 [\d.]+ ([\d.]+)"/.exec(svg)![1]);
    const textSizes = [...svg.matchAll(/<text[^>]*font-size="([\d.]+)"/g)].map((m) => (Number(m[1]) * shownHeight) / drawnHeight);
    expect(textSizes.filter((size) => size < SMALL_TEXT_PX)).toEqual([]);
  });
});
