/**
 * Flat-vector product and site illustrations for the demo shop.
 *
 * The seed has no photo library, and downloading one would make seeding slow,
 * flaky and legally murky. Drawing garments as SVG lets every colour variant
 * get its own picture (the swatch on the product page then really changes the
 * image), and keeps the whole thing reproducible offline.
 *
 * Everything here is plain SVG restricted to what librsvg (sharp's renderer)
 * supports: paths, basic shapes, gradients, patterns, a blur filter, and text
 * with generic font families only, since no web fonts exist on the server.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { default as SharpFactory, Sharp } from 'sharp';
import { PRODUCT_PICTURE_RECIPE, productPictureSize, type ImageRecipe } from '../../domain/images';
import { siteImageOf } from '../../domain/site-images';

export type GarmentKind = 'tshirt' | 'longsleeve' | 'sweatshirt' | 'hoodie' | 'tote' | 'cap' | 'beanie' | 'socks';
export type ProductView = 'front' | 'back' | 'detail';
export type SiteImageKind =
  'logo' | 'hero' | 'cover' | 'category-tshirts' | 'category-sweatshirts' | 'category-accessories' | 'category-new' | 'open-graph' | 'signature';

export interface GarmentOptions {
  motif?: string;
  accentHex?: string;
}

const WEBP_QUALITY = 82;
const JPEG_QUALITY = 84;
const INK = '#1f2230';

// ---------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------

interface Rgb {
  r: number;
  g: number;
  b: number;
}

function parseHex(hex: string): Rgb {
  const raw = hex.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(raw) ? raw.replace(/./g, (ch) => ch + ch) : raw;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Invalid colour hex: "${hex}"`);
  const v = Number.parseInt(full, 16);
  return { r: (v >> 16) & 255, g: (v >> 8) & 255, b: v & 255 };
}

function toHex({ r, g, b }: Rgb): string {
  const c = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function rgbToHsl({ r, g, b }: Rgb): [number, number, number] {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const tt = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (tt < 1 / 6) return p + (q - p) * 6 * tt;
    if (tt < 1 / 2) return q;
    if (tt < 2 / 3) return p + (q - p) * (2 / 3 - tt) * 6;
    return p;
  };
  return { r: hue(h + 1 / 3) * 255, g: hue(h) * 255, b: hue(h - 1 / 3) * 255 };
}

/**
 * Scales the RGB channels (a "multiply" shade), which keeps the hue of strong
 * colours and keeps near-whites neutral; darkening in HSL would turn a cream
 * into a saturated tan.
 */
function darken(hex: string, amount: number): string {
  const { r, g, b } = parseHex(hex);
  const k = 1 - amount;
  return toHex({ r: r * k, g: g * k, b: b * k });
}

function lighten(hex: string, amount: number): string {
  const [h, s, l] = rgbToHsl(parseHex(hex));
  return toHex(hslToRgb(h, s, l + (1 - l) * amount));
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

/** WCAG relative luminance, used to decide when a garment needs help to stand out. */
function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

interface Palette {
  base: string;
  light: string;
  /** Ribs, collars and cuffs: a touch darker, or lighter on near-black where darker would vanish. */
  shade: string;
  /** Inside of the garment, always darker than the outside. */
  inside: string;
  stitch: string;
  outline: string;
  accent: string;
  accentDeep: string;
  /** Texture ink: black on light cloth, white on dark cloth, so the weave shows on both. */
  grain: string;
  /** Texture opacity factor: the same alpha looks twice as loud on white or black as on a mid tone. */
  grainAlpha: number;
}

function makePalette(colorHex: string, accentHex?: string): Palette {
  const base = toHex(parseHex(colorHex));
  const lum = luminance(base);
  const lightness = rgbToHsl(parseHex(base))[2];
  const nearBlack = lum < 0.025;
  const accent = accentHex ? toHex(parseHex(accentHex)) : lum > 0.4 ? '#22304f' : '#f3ece0';
  return {
    base,
    light: lighten(base, 0.14),
    shade: nearBlack ? lighten(base, 0.1) : darken(base, 0.13),
    inside: nearBlack ? mix(base, '#000000', 0.5) : darken(base, lum > 0.6 ? 0.24 : 0.34),
    stitch: lum < 0.06 ? lighten(base, 0.32) : darken(base, 0.34),
    // Light cloth gets a warm grey outline: a darker tint of white would be invisible on the cream studio background.
    outline: lum > 0.55 ? mix(base, '#6f675d', 0.55) : nearBlack ? '#050505' : darken(base, 0.5),
    accent,
    accentDeep: darken(accent, 0.3),
    grain: lum < 0.08 ? '#ffffff' : '#000000',
    grainAlpha: Math.min(1, 0.45 / Math.max(lightness, 1 - lightness)),
  };
}

// ---------------------------------------------------------------------------
// Path helpers
// ---------------------------------------------------------------------------

type Pt = readonly [number, number];
/** One path segment: [to] is a line, [c, to] a quadratic, [c1, c2, to] a cubic. */
type Seg = readonly [Pt] | readonly [Pt, Pt] | readonly [Pt, Pt, Pt];

const AXIS = 400;

const num = (v: number): string => String(Math.round(v * 10) / 10);
const pt = (p: Pt): string => `${num(p[0])},${num(p[1])}`;
const mirror = (p: Pt): Pt => [2 * AXIS - p[0], p[1]];
const segEnd = (s: Seg): Pt => s[s.length - 1] as Pt;

function segCmd(points: readonly Pt[]): string {
  const cmd = points.length === 1 ? 'L' : points.length === 2 ? 'Q' : 'C';
  return cmd + points.map(pt).join(' ');
}

/** Mirrored copy of a right half, walked backwards so it can continue the same path. */
function mirroredBack(start: Pt, segs: readonly Seg[]): string {
  const out: string[] = [];
  for (let i = segs.length - 1; i >= 0; i--) {
    const seg = segs[i] as Seg;
    const from = i === 0 ? start : segEnd(segs[i - 1] as Seg);
    const controls = seg.slice(0, -1).reverse().map(mirror);
    out.push(segCmd([...controls, mirror(from)]));
  }
  return out.join(' ');
}

/**
 * Closed symmetric outline from its right half only. Garments are symmetric, and
 * drawing one half guarantees both sides match exactly when a curve is tweaked.
 */
function sym(start: Pt, segs: readonly Seg[]): string {
  const last = segs.length > 0 ? segEnd(segs[segs.length - 1] as Seg) : start;
  return `M${pt(start)} ${segs.map(segCmd).join(' ')} L${pt(mirror(last))} ${mirroredBack(start, segs)}Z`;
}

/** Open symmetric line (a neckline, a hem stitch) from its right half. */
function symLine(start: Pt, segs: readonly Seg[]): string {
  const last = segs.length > 0 ? segEnd(segs[segs.length - 1] as Seg) : start;
  return `M${pt(mirror(last))} ${mirroredBack(start, segs)} L${pt(start)} ${segs.map(segCmd).join(' ')}`;
}

/** Same open path on both sides of the axis, for details that are not one continuous line. */
function both(d: (flip: (p: Pt) => Pt) => string): string {
  return d((p) => p) + ' ' + d(mirror);
}

function shapes(...ds: string[]): string {
  return ds.map((d) => `<path d="${d}"/>`).join('');
}

function poly(points: readonly Pt[]): string {
  return `M${points.map(pt).join(' L')}Z`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
}

// ---------------------------------------------------------------------------
// Drawing context and primitives
// ---------------------------------------------------------------------------

type Side = 'front' | 'back';
type Fabric = 'jersey' | 'fleece' | 'canvas' | 'twill' | 'rib';

interface Ctx {
  p: Palette;
  side: Side;
  /** Namespaces defs ids so several garments can share one SVG (site compositions). */
  id: (name: string) => string;
  motif: string | undefined;
  /**
   * Site compositions scale garments by arbitrary factors, where patterns would hit
   * librsvg's slow path, and at that size the grain is invisible anyway.
   */
  textured: boolean;
}

interface Drawing {
  /** Outer shapes as markup, reused for the drop shadow so it always matches the garment. */
  silhouette: string;
  art: string;
}

function panel(c: Ctx, d: string, tone: string = c.p.base, texture: 'fabric' | 'rib' = 'fabric'): string {
  return (
    `<path d="${d}" fill="${tone}"/>` +
    (c.textured ? `<path d="${d}" fill="url(#${c.id(texture)})"/>` : '') +
    `<path d="${d}" fill="url(#${c.id('sheen')})"/>` +
    `<path d="${d}" fill="none" stroke="${c.p.outline}" stroke-width="2.6" stroke-linejoin="round"/>`
  );
}

/** Thin seam line plus a dashed stitch row beside it. */
function seam(c: Ctx, d: string, withLine = true): string {
  const line = withLine ? `<path d="${d}" fill="none" stroke="${c.p.outline}" stroke-opacity=".55" stroke-width="1.6" stroke-linecap="round"/>` : '';
  return line + stitch(c, d);
}

function stitch(c: Ctx, d: string): string {
  return `<path d="${d}" fill="none" stroke="${c.p.stitch}" stroke-opacity=".8" stroke-width="1.4" stroke-dasharray="5 4" stroke-linecap="round"/>`;
}

/** A soft fold: nested translucent strokes fake a blurred crease without a costly filter. */
function fold(c: Ctx, d: string, width = 12): string {
  return [1, 0.6, 0.3]
    .map((k) => `<path d="${d}" fill="none" stroke="${c.p.inside}" stroke-opacity=".09" stroke-width="${num(width * k)}" stroke-linecap="round"/>`)
    .join('');
}

function clipTo(c: Ctx, name: string, d: string, content: string): string {
  return `<clipPath id="${c.id(name)}"><path d="${d}"/></clipPath><g clip-path="url(#${c.id(name)})">${content}</g>`;
}

/** Woven brand label; the full version carries the "Made in France" line, the small tab only the name. */
function wovenLabel(x: number, y: number, w: number, h: number, angle = 0, full = true): string {
  const name = full
    ? `<text x="0" y="${num(-h * 0.04)}" text-anchor="middle" font-family="serif" font-size="${num(h * 0.36)}" letter-spacing="${num(h * 0.07)}" fill="${INK}">ATELIER</text>` +
      `<text x="0" y="${num(h * 0.3)}" text-anchor="middle" font-family="sans-serif" font-size="${num(h * 0.19)}" letter-spacing="${num(h * 0.02)}" fill="#7a6a50">— Made in France —</text>`
    : `<text x="0" y="${num(h * 0.18)}" text-anchor="middle" font-family="serif" font-size="${num(h * 0.48)}" letter-spacing="${num(h * 0.06)}" fill="${INK}">ATELIER</text>`;
  const sx = w / 2 - h * 0.16;
  return (
    `<g transform="translate(${num(x)},${num(y)}) rotate(${angle})">` +
    `<rect x="${num(-w / 2 + 1.2)}" y="${num(-h / 2 + 1.8)}" width="${num(w)}" height="${num(h)}" rx="1.2" fill="#000" opacity=".18"/>` +
    `<rect x="${num(-w / 2)}" y="${num(-h / 2)}" width="${num(w)}" height="${num(h)}" rx="1.2" fill="#f6f0e3" stroke="#cbbfa6" stroke-width=".8"/>` +
    // Woven texture as plain lines: labels are rotated, and rotated patterns hit librsvg's slow path.
    `<path d="${Array.from({ length: Math.floor(h / 2.2) }, (_, i) => `M${num(-w / 2 + 1)},${num(-h / 2 + 1.4 + i * 2.2)}h${num(w - 2)}`).join('')}" stroke="#8c7b5c" stroke-opacity=".16" stroke-width=".6"/>` +
    `<path d="M${num(-sx)},${num(-h / 2 + 1.5)}V${num(h / 2 - 1.5)}M${num(sx)},${num(-h / 2 + 1.5)}V${num(h / 2 - 1.5)}" stroke="#9c8c6e" stroke-width=".9" stroke-dasharray="2 1.6"/>` +
    name +
    `</g>`
  );
}

// ---------------------------------------------------------------------------
// Motifs: named emblems, anything else is embroidered as a word
// ---------------------------------------------------------------------------

function starPath(outer: number, inner: number): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push([Math.cos(a) * r, Math.sin(a) * r]);
  }
  return poly(pts);
}

/** Emblems drawn in a 60x60 box centred on the origin. */
const EMBLEMS: Record<string, (accent: string) => string> = {
  star: (a) => `<path d="${starPath(28, 12)}" fill="${a}"/>`,
  heart: (a) => `<path d="M0,24 C-30,4 -24,-24 0,-10 C24,-24 30,4 0,24Z" fill="${a}"/>`,
  wave: (a) =>
    [-12, 0, 12]
      .map((y) => `<path d="M-28,${y} q7,-8 14,0 t14,0 t14,0 t14,0" fill="none" stroke="${a}" stroke-width="4.5" stroke-linecap="round"/>`)
      .join(''),
  sun: (a) =>
    `<circle r="12" fill="${a}"/>` +
    Array.from({ length: 12 }, (_, i) => {
      const t = (i * Math.PI) / 6;
      return `<line x1="${num(Math.cos(t) * 18)}" y1="${num(Math.sin(t) * 18)}" x2="${num(Math.cos(t) * 27)}" y2="${num(Math.sin(t) * 27)}" stroke="${a}" stroke-width="4" stroke-linecap="round"/>`;
    }).join(''),
  mountain: (a) =>
    `<path d="M-30,20 L-8,-18 L4,2 L13,-9 L30,20Z" fill="${a}"/><path d="M-8,-18 L-14,-8 L-8,-11 L-3,-8Z" fill="#ffffff" opacity=".85"/>`,
  anchor: (a) =>
    `<g fill="none" stroke="${a}" stroke-width="5" stroke-linecap="round"><circle cy="-20" r="6"/><path d="M0,-14 V24 M-12,-6 H12 M-22,8 Q-18,24 0,24 Q18,24 22,8"/></g>`,
  stripes: (a) => [-16, -2, 12].map((y) => `<rect x="-28" y="${y}" width="56" height="7" rx="2" fill="${a}"/>`).join(''),
  circle: (a) => `<circle r="22" fill="none" stroke="${a}" stroke-width="6"/><circle r="6" fill="${a}"/>`,
  tricolore: () =>
    `<rect x="-27" y="-18" width="18" height="36" fill="#1f3f8f"/><rect x="-9" y="-18" width="18" height="36" fill="#f7f4ee"/><rect x="9" y="-18" width="18" height="36" fill="#d23a30"/>` +
    `<rect x="-27" y="-18" width="54" height="36" fill="none" stroke="#00000033" stroke-width="1"/>`,
};

/** Keeps whole words: a chest print cut mid-word looks like a bug, not a design. */
function fitWords(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return space > 0 ? cut.slice(0, space) : cut;
}

function motifMarkup(c: Ctx, x: number, y: number, scale: number): string {
  const motif = c.motif?.trim();
  if (!motif || c.side === 'back') return '';
  const emblem = EMBLEMS[motif.toLowerCase()];
  // The offset dark copy reads as raised thread, which is what sells "embroidered" at thumbnail size.
  if (emblem) {
    return (
      `<g transform="translate(${num(x)},${num(y)}) scale(${scale})">` +
      `<g transform="translate(1.2,1.6)" opacity=".35">${emblem(c.p.accentDeep)}</g>${emblem(c.p.accent)}</g>`
    );
  }
  const word = fitWords(motif, 18);
  const size = Math.min(20, 130 / Math.max(1, [...word].length * 0.62));
  const text = (fill: string, dx: number, dy: number) =>
    `<text x="${dx}" y="${num(size * 0.35 + dy)}" text-anchor="middle" font-family="serif" font-style="italic" font-weight="bold" font-size="${num(size)}" fill="${fill}">${escapeXml(word)}</text>`;
  return (
    `<g transform="translate(${num(x)},${num(y)}) scale(${scale})">` +
    `<g opacity=".35">${text(c.p.accentDeep, 1, 1.4)}</g>${text(c.p.accent, 0, 0)}</g>`
  );
}

// ---------------------------------------------------------------------------
// Garments, drawn in an 800x800 space centred on x = 400
// ---------------------------------------------------------------------------

/** Shared crew-neck opening for tops seen from the front: the inside of the back and its rib. */
function neckOpening(c: Ctx, neckPt: Pt, backDip: number): { shape: string; art: string } {
  const [nx, ny] = neckPt;
  const outer: Seg[] = [
    [
      [AXIS + 32, backDip],
      [nx - 4, ny - 2],
      [nx + 6, ny - 6],
    ],
  ];
  const inside = sym([AXIS, backDip], [...outer, [[nx + 12, ny + 90]], [[AXIS, ny + 90]]]);
  const rib = sym(
    [AXIS, backDip],
    [
      ...outer,
      [[nx, ny + 6]],
      [
        [nx - 8, ny + 10],
        [AXIS + 30, backDip + 14],
        [AXIS, backDip + 14],
      ],
    ],
  );
  return { shape: inside, art: panel(c, inside, c.p.inside) + panel(c, rib, c.p.shade, 'rib') };
}

/** A front collar band following a scoop neckline, `width` px deep. */
function collarBand(c: Ctx, start: Pt, neck: Seg, width: number, tone = c.p.shade): string {
  const [nx, ny] = segEnd(neck);
  const d = sym(start, [
    neck,
    [[nx + width * 1.1, ny + width * 0.25]],
    [
      [nx + width * 0.6, ny + (start[1] - ny) * 0.7 + width],
      [AXIS + (nx - AXIS) * 0.55, start[1] + width],
      [AXIS, start[1] + width],
    ],
  ]);
  return (
    panel(c, d, tone, 'rib') +
    stitch(
      c,
      symLine(
        [AXIS, start[1] + width - 4],
        [
          [
            [AXIS + (nx - AXIS) * 0.55, start[1] + width - 4],
            [nx + width * 0.5, ny + (start[1] - ny) * 0.7 + width - 4],
            [nx + width * 0.9, ny + width * 0.2],
          ],
        ],
      ),
    )
  );
}

function tshirt(c: Ctx): Drawing {
  const front = c.side === 'front';
  const neckStart: Pt = front ? [AXIS, 226] : [AXIS, 182];
  const neck: Seg = front
    ? [
        [432, 226],
        [453, 200],
        [458, 162],
      ]
    : [
        [430, 182],
        [452, 174],
        [458, 162],
      ];
  const body = sym(neckStart, [
    neck,
    [[574, 190]],
    [
      [616, 206],
      [656, 262],
      [686, 324],
    ],
    [[610, 368]],
    [
      [596, 354],
      [582, 340],
      [570, 332],
    ],
    [
      [562, 430],
      [570, 560],
      [578, 668],
    ],
    [
      [520, 677],
      [460, 681],
      [AXIS, 681],
    ],
  ]);
  const opening = front ? neckOpening(c, [458, 162], 174) : null;
  const details =
    seam(
      c,
      both((f) => `M${pt(f([574, 190]))} C${pt(f([561, 236]))} ${pt(f([558, 292]))} ${pt(f([570, 332]))}`),
    ) +
    stitch(
      c,
      both((f) => `M${pt(f([700, 304]))} L${pt(f([588, 372]))}`),
    ) +
    stitch(
      c,
      symLine(
        [AXIS, 664],
        [
          [
            [470, 664],
            [530, 660],
            [600, 652],
          ],
        ],
      ),
    ) +
    fold(
      c,
      both((f) => `M${pt(f([556, 372]))} C${pt(f([530, 400]))} ${pt(f([512, 440]))} ${pt(f([508, 486]))}`),
    ) +
    fold(c, `M300,610 C340,630 380,640 430,642`, 10) +
    fold(
      c,
      both((f) => `M${pt(f([640, 262]))} C${pt(f([628, 290]))} ${pt(f([622, 320]))} ${pt(f([626, 346]))}`),
      8,
    );
  const collar = front ? collarBand(c, neckStart, neck, 16) : collarBand(c, neckStart, neck, 12) + wovenLabel(AXIS, 208, 46, 17, 0, false);
  return {
    silhouette: opening ? shapes(opening.shape, body) : shapes(body),
    art: (opening?.art ?? '') + panel(c, body) + clipTo(c, 'tee', body, details) + collar + motifMarkup(c, 478, 292, 1),
  };
}

function longsleeve(c: Ctx): Drawing {
  const front = c.side === 'front';
  const neckStart: Pt = front ? [AXIS, 226] : [AXIS, 182];
  const neck: Seg = front
    ? [
        [432, 226],
        [453, 200],
        [458, 162],
      ]
    : [
        [430, 182],
        [452, 174],
        [458, 162],
      ];
  const body = sym(neckStart, [
    neck,
    [[574, 190]],
    [
      [614, 212],
      [652, 400],
      [680, 598],
    ],
    [[628, 610]],
    [
      [614, 480],
      [594, 392],
      [570, 334],
    ],
    [
      [562, 430],
      [570, 560],
      [578, 668],
    ],
    [
      [520, 677],
      [460, 681],
      [AXIS, 681],
    ],
  ]);
  const opening = front ? neckOpening(c, [458, 162], 174) : null;
  const details =
    seam(
      c,
      both((f) => `M${pt(f([574, 190]))} C${pt(f([561, 236]))} ${pt(f([558, 292]))} ${pt(f([570, 334]))}`),
    ) +
    stitch(
      c,
      both((f) => `M${pt(f([690, 578]))} L${pt(f([616, 594]))}`),
    ) +
    stitch(
      c,
      symLine(
        [AXIS, 664],
        [
          [
            [470, 664],
            [530, 660],
            [600, 652],
          ],
        ],
      ),
    ) +
    fold(
      c,
      both((f) => `M${pt(f([556, 376]))} C${pt(f([532, 404]))} ${pt(f([514, 444]))} ${pt(f([510, 490]))}`),
    ) +
    fold(
      c,
      both((f) => `M${pt(f([626, 300]))} C${pt(f([634, 360]))} ${pt(f([640, 420]))} ${pt(f([652, 470]))}`),
      9,
    ) +
    fold(
      c,
      both((f) => `M${pt(f([646, 520]))} C${pt(f([636, 530]))} ${pt(f([630, 540]))} ${pt(f([628, 556]))}`),
      7,
    ) +
    fold(c, `M310,606 C350,628 390,636 440,638`, 10);
  const collar = front ? collarBand(c, neckStart, neck, 16) : collarBand(c, neckStart, neck, 12) + wovenLabel(AXIS, 208, 46, 17, 0, false);
  return {
    silhouette: opening ? shapes(opening.shape, body) : shapes(body),
    art: (opening?.art ?? '') + panel(c, body) + clipTo(c, 'ls', body, details) + collar + motifMarkup(c, 478, 292, 1),
  };
}

/** Sweatshirt body, shared with the hoodie; `neckStart` lets the hoodie cut a deeper neck for its hood. */
function sweatBody(c: Ctx, neckStart: Pt, neck: Seg, tag: string): { body: string; art: string } {
  const body = sym(neckStart, [
    neck,
    [[598, 200]],
    [
      [640, 232],
      [670, 410],
      [690, 572],
    ],
    [[684, 632]],
    [[642, 640]],
    [[630, 586]],
    [
      [618, 474],
      [602, 404],
      [584, 348],
    ],
    [
      [578, 450],
      [584, 560],
      [586, 618],
    ],
    [[574, 624]],
    [[574, 678]],
    [
      [520, 682],
      [460, 684],
      [AXIS, 684],
    ],
  ]);
  const cuffs = both((f) => poly([f([700, 570]), f([692, 580]), f([684, 632]), f([642, 640]), f([630, 588]), f([618, 588])]));
  const band = `M200,620 L600,620 L600,700 L200,700Z`;
  const ribs = `<path d="${cuffs} ${band}" fill="${c.p.shade}"/>` + (c.textured ? `<path d="${cuffs} ${band}" fill="url(#${c.id('rib')})"/>` : '');
  const details =
    ribs +
    seam(
      c,
      both((f) => `M${pt(f([586, 621]))} L${pt(f([572, 621]))} M${pt(f([690, 573]))} L${pt(f([630, 586]))}`),
      true,
    ) +
    seam(
      c,
      both((f) => `M${pt(f([598, 200]))} C${pt(f([590, 250]))} ${pt(f([584, 300]))} ${pt(f([584, 348]))}`),
    ) +
    fold(
      c,
      both((f) => `M${pt(f([574, 390]))} C${pt(f([548, 420]))} ${pt(f([530, 460]))} ${pt(f([524, 510]))}`),
      14,
    ) +
    fold(
      c,
      both((f) => `M${pt(f([632, 300]))} C${pt(f([642, 370]))} ${pt(f([650, 430]))} ${pt(f([664, 480]))}`),
      11,
    ) +
    fold(
      c,
      both((f) => `M${pt(f([612, 560]))} C${pt(f([630, 552]))} ${pt(f([650, 552]))} ${pt(f([672, 560]))}`),
      9,
    ) +
    fold(c, `M300,588 C350,604 410,610 470,604`, 12);
  return { body, art: panel(c, body) + clipTo(c, tag, body, details) };
}

function sweatshirt(c: Ctx): Drawing {
  const front = c.side === 'front';
  const neckStart: Pt = front ? [AXIS, 216] : [AXIS, 180];
  const neck: Seg = front
    ? [
        [436, 216],
        [457, 194],
        [462, 162],
      ]
    : [
        [432, 180],
        [455, 172],
        [462, 162],
      ];
  const { body, art } = sweatBody(c, neckStart, neck, 'sw');
  const opening = front ? neckOpening(c, [462, 162], 174) : null;
  const collar = front ? collarBand(c, neckStart, neck, 22) : collarBand(c, neckStart, neck, 16) + wovenLabel(AXIS, 214, 48, 18, 0, false);
  return {
    silhouette: opening ? shapes(opening.shape, body) : shapes(body),
    art: (opening?.art ?? '') + art + collar + motifMarkup(c, 400, 320, 1.25),
  };
}

function hoodie(c: Ctx): Drawing {
  if (c.side === 'back') {
    const { body, art } = sweatBody(
      c,
      [AXIS, 184],
      [
        [432, 184],
        [458, 176],
        [466, 168],
      ],
      'hb',
    );
    const hood = sym(
      [AXIS, 66],
      [
        [
          [476, 66],
          [526, 118],
          [528, 190],
        ],
        [
          [530, 262],
          [476, 328],
          [AXIS, 346],
        ],
      ],
    );
    const hoodArt =
      panel(c, hood) +
      seam(c, `M400,70 L400,342`) +
      fold(
        c,
        both((f) => `M${pt(f([470, 130]))} C${pt(f([492, 180]))} ${pt(f([490, 240]))} ${pt(f([462, 300]))}`),
        10,
      );
    return { silhouette: shapes(body, hood), art: art + hoodArt };
  }
  const hoodBack = sym(
    [AXIS, 58],
    [
      [
        [480, 58],
        [532, 112],
        [534, 182],
      ],
      [
        [535, 220],
        [522, 246],
        [500, 258],
      ],
      [[AXIS, 258]],
    ],
  );
  const lining = sym(
    [AXIS, 98],
    [
      [
        [458, 98],
        [494, 138],
        [496, 190],
      ],
      [
        [497, 232],
        [460, 268],
        [AXIS, 298],
      ],
    ],
  );
  const { body, art } = sweatBody(
    c,
    [AXIS, 282],
    [
      [440, 282],
      [472, 240],
      [478, 200],
    ],
    'hf',
  );
  // The two hood edges cross in a V at the neck, the wearer's right one on top, as on a real hoodie.
  const edge = (f: (p: Pt) => Pt) =>
    `M${pt(f([AXIS, 96]))} C${pt(f([458, 96]))} ${pt(f([498, 138]))} ${pt(f([498, 190]))} C${pt(f([498, 232]))} ${pt(f([462, 268]))} ${pt(f([388, 302]))}`;
  const band = (d: string) =>
    `<path d="${d}" fill="none" stroke="${c.p.outline}" stroke-width="20"/>` +
    `<path d="${d}" fill="none" stroke="${c.p.shade}" stroke-width="15.5"/>`;
  const rims =
    band(edge((q) => q)) +
    band(edge(mirror)) +
    stitch(
      c,
      symLine(
        [AXIS, 87],
        [
          [
            [462, 87],
            [506, 134],
            [507, 190],
          ],
        ],
      ),
    );
  const string = (x: number, sway: number) => {
    const d = `M${x},270 C${x + sway},306 ${x - sway},336 ${x + sway * 1.6},380`;
    return (
      `<path d="${d}" fill="none" stroke="${c.p.outline}" stroke-width="7" stroke-linecap="round"/>` +
      `<path d="${d}" fill="none" stroke="${c.p.light}" stroke-width="4.5" stroke-linecap="round"/>` +
      `<rect x="${x + sway * 1.6 - 3.5}" y="376" width="7" height="16" rx="2" fill="${c.p.inside}"/>` +
      `<circle cx="${x}" cy="270" r="5" fill="${c.p.inside}" stroke="#c8c2b6" stroke-width="1.5"/>`
    );
  };
  const pocketD = poly([
    [338, 470],
    [462, 470],
    [524, 556],
    [524, 618],
    [276, 618],
    [276, 556],
  ]);
  const pocket =
    `<path d="${pocketD}" fill="${c.p.base}"/>` +
    (c.textured ? `<path d="${pocketD}" fill="url(#${c.id('fabric')})"/>` : '') +
    `<path d="${pocketD}" fill="none" stroke="${c.p.outline}" stroke-width="2.2" stroke-linejoin="round"/>` +
    `<path d="M338,470 L276,556 M462,470 L524,556" stroke="${c.p.inside}" stroke-width="5" stroke-linecap="round"/>` +
    stitch(c, `M342,480 L458,480 M286,560 L338,486 M514,560 L462,486`);
  return {
    silhouette: shapes(hoodBack, body),
    art: panel(c, hoodBack) + panel(c, lining, c.p.inside) + art + rims + pocket + string(354, -6) + string(446, 6) + motifMarkup(c, AXIS, 418, 1.1),
  };
}

function tote(c: Ctx): Drawing {
  const bag = sym(
    [AXIS, 290],
    [
      [[574, 290]],
      [[586, 686]],
      [
        [587, 700],
        [576, 708],
        [562, 708],
      ],
      [[AXIS, 708]],
    ],
  );
  const handle = (dx: number) =>
    `M${312 + dx},296 C${312 + dx},86 ${488 + dx},86 ${488 + dx},296 L${462 + dx},296 C${462 + dx},122 ${338 + dx},122 ${338 + dx},296Z`;
  const handleStitch = (dx: number) => `M${325 + dx},296 C${325 + dx},104 ${475 + dx},104 ${475 + dx},296`;
  const front = c.side === 'front';
  const back = handle(front ? 14 : -14);
  const box = (x: number) =>
    `<rect x="${x - 14}" y="302" width="28" height="30" fill="none" stroke="${c.p.stitch}" stroke-opacity=".8" stroke-width="1.4" stroke-dasharray="4 3"/>` +
    `<path d="M${x - 14},302 L${x + 14},332 M${x + 14},302 L${x - 14},332" stroke="${c.p.stitch}" stroke-opacity=".8" stroke-width="1.4" stroke-dasharray="4 3"/>`;
  const details =
    `<rect x="200" y="286" width="400" height="40" fill="${c.p.shade}" opacity=".55"/>` +
    stitch(c, `M216,330 L584,330 M216,294 L584,294`) +
    fold(c, `M290,420 C318,500 310,600 292,700`, 16) +
    fold(c, `M530,380 C512,470 520,560 546,680`, 14) +
    box(325) +
    box(475);
  const label = front ? '' : wovenLabel(222, 420, 60, 22, 90, true);
  return {
    silhouette: shapes(back, bag, handle(0)),
    art:
      panel(c, back, c.p.inside) +
      label +
      panel(c, bag) +
      clipTo(c, 'bag', bag, details) +
      `<path d="${handle(0)}" fill="${c.p.shade}"/>` +
      `<path d="${handle(0)}" fill="none" stroke="${c.p.outline}" stroke-width="2.6" stroke-linejoin="round"/>` +
      stitch(c, handleStitch(0)) +
      motifMarkup(c, AXIS, 500, 2.4),
  };
}

function cap(c: Ctx): Drawing {
  const crown = sym(
    [AXIS, 196],
    [
      [
        [508, 196],
        [594, 300],
        [598, 474],
      ],
      [[AXIS, 474]],
    ],
  );
  const button = `<circle cx="400" cy="200" r="11" fill="${c.p.shade}" stroke="${c.p.outline}" stroke-width="2"/>`;
  const eyelet = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="4.5" fill="${c.p.inside}" stroke="${c.p.stitch}" stroke-width="1.2"/>`;
  if (c.side === 'back') {
    const brim = sym(
      [AXIS, 452],
      [
        [
          [520, 452],
          [596, 460],
          [624, 480],
        ],
        [
          [614, 492],
          [560, 494],
          [AXIS, 490],
        ],
      ],
    );
    const opening = sym(
      [AXIS, 352],
      [
        [
          [436, 352],
          [462, 384],
          [464, 476],
        ],
        [[AXIS, 476]],
      ],
    );
    const details =
      seam(c, `M400,208 L400,352`) +
      seam(
        c,
        both((f) => `M${pt(f([408, 204]))} C${pt(f([486, 232]))} ${pt(f([540, 330]))} ${pt(f([546, 474]))}`),
      ) +
      panel(c, opening, c.p.inside) +
      `<rect x="322" y="414" width="156" height="30" rx="4" fill="${c.p.shade}" stroke="${c.p.outline}" stroke-width="2"/>` +
      stitch(c, `M326,420 H474 M326,438 H474`) +
      `<rect x="384" y="408" width="32" height="42" rx="4" fill="#c9c3b6" stroke="#7d766a" stroke-width="2"/><rect x="392" y="416" width="16" height="26" rx="2" fill="#8f887b"/>` +
      fold(
        c,
        both((f) => `M${pt(f([470, 250]))} C${pt(f([500, 300]))} ${pt(f([510, 360]))} ${pt(f([508, 420]))}`),
        12,
      ) +
      eyelet(452, 276) +
      eyelet(348, 276);
    return {
      silhouette: shapes(brim, crown),
      art: panel(c, brim, c.p.shade) + panel(c, crown) + clipTo(c, 'capb', crown, details) + button,
    };
  }
  // Seen from the front the visor is a crescent: deepest in the middle, thinning to tips beside the crown.
  const brim = sym(
    [AXIS, 446],
    [
      [
        [492, 446],
        [580, 456],
        [618, 480],
      ],
      [
        [624, 496],
        [590, 530],
        [530, 548],
      ],
      [
        [490, 558],
        [440, 562],
        [AXIS, 562],
      ],
    ],
  );
  const brimStitches = [10, 20, 30]
    .map((o) =>
      stitch(
        c,
        symLine(
          [AXIS, 562 - o],
          [
            [
              [440, 562 - o],
              [490, 558 - o],
              [530, 548 - o],
            ],
            [
              [584, 532 - o],
              [614, 504 - o * 0.6],
              [612, 486 - o * 0.2],
            ],
          ],
        ),
      ),
    )
    .join('');
  const details =
    seam(
      c,
      both((f) => `M${pt(f([408, 204]))} C${pt(f([470, 236]))} ${pt(f([500, 330]))} ${pt(f([504, 470]))}`),
    ) +
    seam(
      c,
      both((f) => `M${pt(f([414, 202]))} C${pt(f([520, 230]))} ${pt(f([578, 330]))} ${pt(f([586, 474]))}`),
      false,
    ) +
    fold(c, `M520,250 C548,300 560,360 560,430`, 12) +
    eyelet(470, 262) +
    eyelet(330, 262);
  return {
    silhouette: shapes(crown, brim),
    art:
      panel(c, crown) +
      clipTo(c, 'capf', crown, details) +
      motifMarkup(c, AXIS, 350, 1.35) +
      button +
      panel(c, brim) +
      clipTo(c, 'brim', brim, `<path d="M180,440 C300,468 500,468 620,440 L620,420 L180,420Z" fill="${c.p.inside}" opacity=".25"/>` + brimStitches),
  };
}

function beanie(c: Ctx): Drawing {
  const body = sym(
    [AXIS, 176],
    [
      [
        [500, 176],
        [568, 252],
        [574, 382],
      ],
      [[578, 470]],
      [[AXIS, 470]],
    ],
  );
  const cuff = sym(
    [AXIS, 450],
    [
      [
        [482, 448],
        [560, 450],
        [598, 458],
      ],
      [[602, 606]],
      [
        [542, 616],
        [470, 620],
        [AXIS, 620],
      ],
    ],
  );
  const crownLines = [-60, -30, 0, 30, 60].map((dx) => `M400,180 C${400 + dx * 0.5},200 ${400 + dx},220 ${400 + dx * 1.1},250`).join(' ');
  const bodyDetails =
    `<path d="${crownLines}" fill="none" stroke="${c.p.inside}" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>` +
    fold(c, `M330,260 C340,330 340,400 332,450`, 14) +
    fold(c, `M480,240 C500,320 506,390 500,450`, 12) +
    (c.side === 'back' ? seam(c, `M400,182 L400,460`) : '');
  const cuffDetails = fold(c, `M212,470 C330,464 470,464 596,472`, 10) + fold(c, `M220,600 C330,608 470,610 590,596`, 8);
  const label = c.side === 'back' ? '' : wovenLabel(520, 536, 60, 22, 0, true);
  return {
    silhouette: shapes(body, cuff),
    art:
      panel(c, body, c.p.base, 'rib') +
      clipTo(c, 'bn', body, bodyDetails) +
      panel(c, cuff, c.p.shade, 'rib') +
      clipTo(c, 'bnc', cuff, cuffDetails) +
      label +
      motifMarkup(c, c.motif ? 364 : AXIS, 536, 1.05),
  };
}

function socks(c: Ctx): Drawing {
  // One sock with the foot pointing right and the heel bottom-left; the pair is two offset copies.
  const sock = `M0,0 L112,0 L114,300 C120,330 150,338 200,340 C252,342 276,370 266,400 C258,424 230,432 200,432 L84,432 C22,432 -10,392 0,342Z`;
  const heelAndToe = `M-20,300 C40,318 92,360 98,452 L-20,452Z M214,320 C234,360 236,410 214,452 L300,452 L300,320Z`;
  const one = (tag: string, tx: number, ty: number, motif: string) => {
    const inner =
      `<rect x="-10" y="-10" width="140" height="76" fill="${c.p.shade}"/>` +
      (c.textured ? `<rect x="-10" y="-10" width="140" height="76" fill="url(#${c.id('rib')})"/>` : '') +
      stitch(c, `M-4,66 L120,66`) +
      `<path d="${heelAndToe}" fill="${c.p.shade}"/>` +
      stitch(c, `M-20,300 C40,318 92,360 98,452 M214,320 C234,360 236,410 214,452`) +
      fold(c, `M30,130 C36,180 34,230 28,280`, 10) +
      fold(c, `M120,370 C150,376 180,376 210,372`, 8);
    return (
      `<g transform="translate(${tx},${ty})">` +
      panel(c, sock) +
      clipTo(c, tag, sock, inner) +
      `<path d="${sock}" fill="none" stroke="${c.p.outline}" stroke-width="2.6" stroke-linejoin="round"/>` +
      motif +
      `</g>`
    );
  };
  // The back view shows the other side of the pair, i.e. the same drawing mirrored.
  const flip = c.side === 'front' ? '' : ' transform="matrix(-1,0,0,1,800,0)"';
  // Enlarged x1.25 with offsets that are multiples of 4, so rib tiles stay on whole pixels (see fabricPattern).
  const grow = ' transform="matrix(1.25,0,0,1.25,-139,-72)"';
  const at = (tx: number, ty: number) => `<path transform="translate(${tx},${ty})" d="${sock}"/>`;
  return {
    silhouette: `<g${flip}><g${grow}>${at(372, 152)}${at(236, 192)}</g></g>`,
    art: `<g${flip}><g${grow}>` + one('sk1', 372, 152, '') + one('sk2', 236, 192, motifMarkup(c, 56, 150, 0.8)) + `</g></g>`,
  };
}

// ---------------------------------------------------------------------------
// Garment scene: defs, background, shadow, views
// ---------------------------------------------------------------------------

interface KindSpec {
  draw: (c: Ctx) => Drawing;
  fabric: Fabric;
  /** Rib period in px (even, see fabricPattern): chunky knits read as knits only with wide ribs. */
  rib: number;
  /** Close-up: which side to look at, the point to centre on, and where the woven label is sewn. */
  detail: { side: Side; x: number; y: number; label?: readonly [x: number, y: number, w: number, h: number, angle: number] };
}

const DETAIL_ZOOM = 2.5;

const KINDS: Record<GarmentKind, KindSpec> = {
  tshirt: { draw: tshirt, fabric: 'jersey', rib: 6, detail: { side: 'front', x: 520, y: 600, label: [520, 638, 68, 25, -3] } },
  longsleeve: { draw: longsleeve, fabric: 'jersey', rib: 6, detail: { side: 'front', x: 560, y: 596, label: [518, 636, 68, 25, -3] } },
  sweatshirt: { draw: sweatshirt, fabric: 'fleece', rib: 6, detail: { side: 'front', x: 548, y: 596, label: [512, 598, 68, 25, -2] } },
  hoodie: { draw: hoodie, fabric: 'fleece', rib: 6, detail: { side: 'front', x: 530, y: 610, label: [568, 590, 58, 22, -3] } },
  tote: { draw: tote, fabric: 'canvas', rib: 6, detail: { side: 'back', x: 300, y: 380 } },
  cap: { draw: cap, fabric: 'twill', rib: 6, detail: { side: 'back', x: 400, y: 380, label: [400, 322, 74, 26, 0] } },
  beanie: { draw: beanie, fabric: 'rib', rib: 12, detail: { side: 'front', x: 450, y: 520 } },
  socks: { draw: socks, fabric: 'rib', rib: 8, detail: { side: 'front', x: 260, y: 300, label: [226, 300, 60, 22, 0] } },
};

/*
 * Pattern tiles are even integers, and every transform applied to them is an
 * integer translate or a scale of 2.5: librsvg only tiles a pattern quickly when
 * the tile lands on whole device pixels, otherwise it slows down ~100x.
 */
function fabricPattern(id: string, fabric: Fabric, grain: string, strength: number, rib: number): string {
  const o = (v: number) => num(Math.min(1, v * strength));
  const open = (w: number, h: number) => `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">`;
  switch (fabric) {
    case 'jersey':
    case 'fleece': {
      // Knit jersey is columns of little V-shaped loops.
      const a = fabric === 'jersey' ? 0.09 : 0.06;
      return (
        `${open(6, 8)}<path d="M.6,.4 C.8,4 2,6.4 3,7.6 C3,5 2.2,2.2 .6,.4Z M5.4,.4 C5.2,4 4,6.4 3,7.6 C3,5 3.8,2.2 5.4,.4Z" fill="${grain}" fill-opacity="${o(a)}"/>` +
        `<path d="M1.2,1.4 C1.6,3.6 2.2,5 2.8,6" fill="none" stroke="#ffffff" stroke-opacity="${o(a * 0.8)}" stroke-width=".5"/></pattern>`
      );
    }
    case 'canvas':
      // Plain weave: threads alternately over and under, i.e. a soft checkerboard.
      return `${open(4, 4)}<path d="M0,0 H2 V2 H0Z M2,2 H4 V4 H2Z" fill="${grain}" fill-opacity="${o(0.07)}"/><path d="M.3,.5 H1.7 M2.5,2.3 V3.7" stroke="#ffffff" stroke-opacity="${o(0.08)}" stroke-width=".5"/></pattern>`;
    case 'twill':
      return `${open(4, 4)}<path d="M0,4 L4,0 M-1,1 L1,-1 M3,5 L5,3" stroke="${grain}" stroke-opacity="${o(0.07)}" stroke-width=".9"/></pattern>`;
    case 'rib':
      return ribPattern(id, grain, strength, rib);
  }
}

function ribPattern(id: string, grain: string, strength: number, period: number): string {
  const o = (v: number) => num(Math.min(1, v * strength));
  return (
    `<pattern id="${id}" width="${period}" height="${period}" patternUnits="userSpaceOnUse">` +
    `<rect width="${period / 2}" height="${period}" fill="${grain}" fill-opacity="${o(0.1)}"/>` +
    `<rect x="${period / 2 + 1}" width="1" height="${period}" fill="#ffffff" fill-opacity="${o(0.09)}"/></pattern>`
  );
}

function garmentDefs(c: Ctx, spec: KindSpec, texture: number): string {
  const strength = texture * c.p.grainAlpha;
  return (
    fabricPattern(c.id('fabric'), spec.fabric, c.p.grain, strength, spec.rib) +
    ribPattern(c.id('rib'), c.p.grain, strength * 1.2, spec.rib) +
    sheenDef(c)
  );
}

/** Light from the top left: the one gradient that gives flat panels some volume. */
function sheenDef(c: Ctx): string {
  return (
    `<linearGradient id="${c.id('sheen')}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity=".16"/><stop offset=".5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity=".12"/></linearGradient>`
  );
}

function makeCtx(colorHex: string, side: Side, opts: GarmentOptions, prefix: string, textured: boolean): Ctx {
  return { p: makePalette(colorHex, opts.accentHex), side, id: (n) => `${prefix}-${n}`, motif: opts.motif, textured };
}

/**
 * Drop shadow faked with stacked translucent strokes of decreasing width. A real
 * feGaussianBlur looks the same here but costs librsvg ~80 ms per image, which
 * would blow the seed's time budget.
 */
function softShadow(silhouette: string, dx = 6, dy = 16, opacity = 0.2): string {
  const rings = [26, 18, 11, 5].map((w) => `<g stroke-width="${w}" opacity=".25">${silhouette}</g>`).join('');
  return (
    `<g transform="translate(${dx},${dy})" fill="#4a3a2a" stroke="#4a3a2a" stroke-linejoin="round" opacity="${opacity}">` +
    `${rings}<g stroke="none" opacity=".6">${silhouette}</g></g>`
  );
}

/** A garment as a group in the 800x800 garment space, for product images and site compositions alike. */
function garmentGroup(kind: GarmentKind, colorHex: string, side: Side, opts: GarmentOptions, prefix: string, strength = 1): string {
  const spec = KINDS[kind];
  const c = makeCtx(colorHex, side, opts, prefix, strength > 0);
  const { silhouette, art } = spec.draw(c);
  return (c.textured ? `<defs>${garmentDefs(c, spec, strength)}</defs>` : `<defs>${sheenDef(c)}</defs>`) + softShadow(silhouette) + art;
}

const BACKDROPS: Record<ProductView, readonly [string, string]> = {
  front: ['#fbf9f5', '#e9e4dc'],
  back: ['#f7f7f5', '#e3e2de'],
  detail: ['#f3eee6', '#ddd4c7'],
};

function backdrop(view: ProductView, w = 800, h = 800): string {
  const [inner, outer] = BACKDROPS[view];
  return (
    `<defs><radialGradient id="bg-${view}" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg-${view})"/>`
  );
}

/**
 * A product picture's canvas: the 800-wide garment space, as tall as the product picture's shape
 * makes it, so the drawing is the file's shape and nothing is cut when it is rasterised.
 */
const CANVAS = productPictureSize(800);
/** How far the 800x800 garment space moves down to stand in the middle of the canvas. */
const GARMENT_TOP = (CANVAS.height - 800) / 2;

export function garmentSvg(kind: GarmentKind, colorHex: string, view: ProductView, opts: GarmentOptions = {}): string {
  const spec = KINDS[kind];
  let scene: string;
  if (view === 'detail') {
    const d = spec.detail;
    const label = d.label ? wovenLabel(d.label[0], d.label[1], d.label[2], d.label[3], d.label[4], true) : '';
    const tx = Math.round(CANVAS.width / 2 - DETAIL_ZOOM * d.x);
    const ty = Math.round(CANVAS.height / 2 - DETAIL_ZOOM * d.y);
    // Stronger grain because at this zoom the knit itself is the subject of the picture.
    scene =
      `<g transform="matrix(${DETAIL_ZOOM},0,0,${DETAIL_ZOOM},${tx},${ty})">` + garmentGroup(kind, colorHex, d.side, opts, 'g', 2.4) + label + `</g>`;
  } else {
    scene = `<g transform="translate(0,${GARMENT_TOP})">${garmentGroup(kind, colorHex, view, opts, 'g')}</g>`;
  }
  const { width, height } = CANVAS;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${backdrop(view, width, height)}${scene}</svg>`;
}

// ---------------------------------------------------------------------------
// Rasterising
// ---------------------------------------------------------------------------

type Encoded = 'webp' | 'png' | 'jpeg';

function formatOf(fileName: string): Encoded {
  const ext = path.extname(fileName).toLowerCase();
  if (ext === '.png') return 'png';
  if (ext === '.jpg' || ext === '.jpeg') return 'jpeg';
  return 'webp';
}

function encode(img: Sharp, format: Encoded): Sharp {
  if (format === 'png') return img.png({ compressionLevel: 9 });
  if (format === 'jpeg') return img.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true });
  // effort 2 encodes ~2.5x faster than the default 4 for ~5% more bytes on flat artwork.
  return img.webp({ quality: WEBP_QUALITY, effort: 2 });
}

/**
 * sharp (libvips) is loaded when the first picture is drawn, not when the shop starts: once
 * loaded it holds about 30 MB of the process's memory, and only a first start draws pictures.
 */
let sharpLoading: Promise<typeof SharpFactory> | undefined;
const loadSharp = () => (sharpLoading ??= import('sharp').then((module) => module.default));

/**
 * Renders the SVG once at full size and derives the smaller variants from those
 * pixels: rasterising SVG is the expensive step, resizing is cheap.
 */
async function rasterise(svg: string, targets: ReadonlyArray<{ file: string; width: number; height: number }>): Promise<void> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  await Promise.all(
    targets.map(async (t) => {
      await mkdir(path.dirname(t.file), { recursive: true });
      let img = sharp(data, raw);
      if (t.width !== info.width || t.height !== info.height) img = img.resize(t.width, t.height, { kernel: 'lanczos3' });
      await encode(img, formatOf(t.file)).toFile(t.file);
    }),
  );
}

export async function writeGarmentImage(
  dir: string,
  fileName: string,
  kind: GarmentKind,
  colorHex: string,
  view: ProductView,
  opts: GarmentOptions = {},
): Promise<void> {
  const svg = garmentSvg(kind, colorHex, view, opts);
  // In every width the storefront offers, at the product pictures' shape (the same as an upload's variants).
  await rasterise(
    svg,
    PRODUCT_PICTURE_RECIPE.outputs.map(({ folder, width, height }) => ({ file: path.join(dir, folder, fileName), width, height })),
  );
}

// ---------------------------------------------------------------------------
// Site images
// ---------------------------------------------------------------------------

/** A garment from the product drawings, placed and scaled inside a larger composition. */
function placed(kind: GarmentKind, colorHex: string, x: number, y: number, scale: number, id: string, rotate = 0, opts: GarmentOptions = {}): string {
  return (
    `<g transform="translate(${num(x)},${num(y)}) rotate(${rotate}) scale(${scale}) translate(-400,-400)">` +
    garmentGroup(kind, colorHex, 'front', opts, id, 0) +
    `</g>`
  );
}

/** A tee or sweat folded into a square, seen from above, in a 340x270 box. */
function folded(colorHex: string, id: string, rib = false, motif?: string): string {
  const c = makeCtx(colorHex, 'front', { motif }, id, false);
  const body = `M18,72 L112,36 C132,64 208,64 228,36 L322,72 L324,262 Q324,276 310,276 L32,276 Q16,276 16,262Z`;
  const inside = `M110,38 C140,20 200,20 230,38 L230,70 L110,70Z`;
  const backRib = `M110,38 C140,20 200,20 230,38 C200,31 140,31 110,38Z`;
  const collar = `M112,36 C132,64 208,64 228,36 L238,40 C214,78 126,78 102,40Z`;
  const details =
    (rib ? `<rect x="0" y="236" width="340" height="40" fill="${c.p.shade}"/>` + stitch(c, 'M16,238 H324') : stitch(c, 'M16,262 H324')) +
    seam(c, 'M62,56 C64,130 64,200 62,276 M278,56 C276,130 276,200 278,276') +
    fold(c, 'M80,150 C120,160 200,164 262,150', 14);
  return (
    `<defs>${sheenDef(c)}</defs>` +
    softShadow(shapes(inside, body), 4, 10, 0.22) +
    panel(c, inside, c.p.inside) +
    panel(c, backRib, c.p.shade) +
    panel(c, body) +
    clipTo(c, 'f', body, details) +
    panel(c, collar, c.p.shade) +
    motifMarkup(c, 170, 130, 0.8)
  );
}

/** Folded garments piled up; the dark strip under each one is the edge of the layer below. */
function stack(colors: readonly string[], id: string, step = 36): string {
  return colors
    .map((col, i) => {
      const y = (colors.length - 1 - i) * step;
      const tilt = i % 2 === 0 ? -1.2 : 1;
      return (
        `<g transform="translate(0,${y}) rotate(${tilt} 170 150)">` +
        `<rect x="18" y="250" width="306" height="${step - 6}" rx="10" fill="${darken(col, 0.18)}" stroke="${darken(col, 0.5)}" stroke-width="2"/>` +
        folded(col, `${id}${i}`, i % 2 === 1) +
        `</g>`
      );
    })
    .join('');
}

function spool(x: number, y: number, r: number, thread: string): string {
  const rings = [0.78, 0.68, 0.58, 0.48]
    .map((k) => `<circle r="${num(r * k)}" fill="none" stroke="${darken(thread, 0.22)}" stroke-opacity=".5" stroke-width="1.5"/>`)
    .join('');
  return (
    `<g transform="translate(${x},${y})">` +
    softShadow(`<circle r="${r}"/>`, 4, 8, 0.22) +
    `<circle r="${r}" fill="#c9a57c" stroke="#8b6a45" stroke-width="2"/>` +
    `<circle r="${num(r * 0.86)}" fill="${thread}"/>` +
    rings +
    `<circle r="${num(r * 0.3)}" fill="#b58d60" stroke="#8b6a45" stroke-width="2"/><circle r="${num(r * 0.12)}" fill="#5a4530"/>` +
    `<path d="M${num(r * 0.86)},0 C${num(r * 1.4)},${num(r * 0.3)} ${num(r * 1.2)},${num(r * 1.2)} ${num(r * 2)},${num(r * 1.3)}" fill="none" stroke="${thread}" stroke-width="2.5" stroke-linecap="round"/>` +
    `</g>`
  );
}

/** Tape measure ribbon; the graduations are dash patterns on the same curve, so they follow it for free. */
function tapeMeasure(d: string): string {
  return (
    `<path d="${d}" fill="none" stroke="#3b2f25" stroke-opacity=".14" stroke-width="34" stroke-linecap="round" transform="translate(3,8)"/>` +
    `<path d="${d}" fill="none" stroke="#b88a2e" stroke-width="34"/>` +
    `<path d="${d}" fill="none" stroke="#e9c46a" stroke-width="30"/>` +
    `<path d="${d}" fill="none" stroke="#3d3328" stroke-width="30" stroke-dasharray="1.4 8.6" stroke-opacity=".55" transform="translate(0,0)"/>` +
    `<path d="${d}" fill="none" stroke="#e9c46a" stroke-width="16"/>` +
    `<path d="${d}" fill="none" stroke="#3d3328" stroke-width="30" stroke-dasharray="2 48" stroke-opacity=".75"/>` +
    `<path d="${d}" fill="none" stroke="#e9c46a" stroke-width="8"/>`
  );
}

function scissors(x: number, y: number, rotate: number): string {
  const blade = `M0,-6 L150,-2 C156,-1 156,3 150,4 L0,8Z`;
  const loop = (cy: number) => `<ellipse cx="-44" cy="${cy}" rx="30" ry="20" fill="none" stroke="#2c2a2e" stroke-width="11"/>`;
  return (
    `<g transform="translate(${x},${y}) rotate(${rotate})">` +
    `<g transform="translate(4,9)" opacity=".16" fill="#3b2f25"><path d="${blade}" transform="rotate(-9)"/><path d="${blade}" transform="rotate(9)"/><ellipse cx="-44" cy="-30" rx="36" ry="26"/><ellipse cx="-44" cy="30" rx="36" ry="26"/></g>` +
    `<path d="M-16,-18 L6,-2 M-16,18 L6,2" stroke="#2c2a2e" stroke-width="12" stroke-linecap="round"/>` +
    loop(-30) +
    loop(30) +
    `<path d="${blade}" transform="rotate(9)" fill="#c7c9cc" stroke="#7c8085" stroke-width="1.5"/>` +
    `<path d="${blade}" transform="rotate(-9)" fill="#dadcdf" stroke="#7c8085" stroke-width="1.5"/>` +
    `<circle r="6" fill="#9a9ea4" stroke="#5f6368" stroke-width="1.5"/></g>`
  );
}

/** Eucalyptus sprig: the one organic shape that keeps the flat-lay from looking like a catalogue. */
function sprig(x: number, y: number, rotate: number, scale = 1): string {
  const leaves = Array.from({ length: 7 }, (_, i) => {
    const t = i * 34;
    const side = i % 2 === 0 ? 1 : -1;
    const r = 20 - i * 1.4;
    return `<ellipse cx="${num(t + 6)}" cy="${num(side * (r + 4))}" rx="${num(r)}" ry="${num(r * 0.82)}" fill="${i % 3 === 0 ? '#8fa58c' : '#9db39a'}" stroke="#6e856b" stroke-width="1.5"/>`;
  }).join('');
  return (
    `<g transform="translate(${x},${y}) rotate(${rotate}) scale(${scale})">` +
    `<g transform="translate(4,8)" opacity=".12" fill="#3b2f25"><path d="M-10,0 Q110,-10 240,6 L240,16 Q110,4 -10,10Z"/></g>` +
    `<path d="M-10,4 Q110,-6 240,10" fill="none" stroke="#6e856b" stroke-width="3" stroke-linecap="round"/>` +
    leaves +
    `</g>`
  );
}

function hookOnly(x: number, railY: number): string {
  return `<path d="M${x},${railY + 26} C${x},${railY + 8} ${x + 16},${railY + 2} ${x + 14},${railY - 8} C${x + 12},${railY - 18} ${x - 2},${railY - 18} ${x - 6},${railY - 8}" fill="none" stroke="#8e8a84" stroke-width="4" stroke-linecap="round"/>`;
}

function hanger(x: number, railY: number, shoulderY: number): string {
  return (
    hookOnly(x, railY) +
    `<path d="M${x},${railY + 24} L${x},${shoulderY - 6}" stroke="#8e8a84" stroke-width="4"/>` +
    `<path d="M${x - 130},${shoulderY + 22} C${x - 60},${shoulderY - 14} ${x + 60},${shoulderY - 14} ${x + 130},${shoulderY + 22}" fill="none" stroke="#9a6b43" stroke-width="14" stroke-linecap="round"/>`
  );
}

function svgDoc(w: number, h: number, body: string, title?: string): string {
  const label = title ? `<title>${escapeXml(title)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${title ? ` role="img" aria-label="${escapeXml(title)}"` : ''}>${label}${body}</svg>`;
}

function warmBackground(id: string, w: number, h: number, from: string, to: string, glow = '#fff6ea'): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="${id}-glow" cx="72%" cy="28%" r="60%"><stop offset="0" stop-color="${glow}" stop-opacity=".7"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id})"/><rect width="${w}" height="${h}" fill="url(#${id}-glow)"/>`
  );
}

/** Flat-lay on the right two thirds; the left stays calm because the page sets its headline there. */
function heroSvg(): string {
  return svgDoc(
    1600,
    900,
    warmBackground('hero', 1600, 900, '#efdcc6', '#d9b592') +
      tapeMeasure('M-40,760 C220,700 420,860 640,800 C780,762 840,690 960,700') +
      sprig(1600, 880, -150, 1.1) +
      `<g transform="translate(690,210) rotate(-6) scale(1.15)">${stack(['#2f4a7a', '#efe7d8', '#b5533c'], 'hs', 40)}</g>` +
      `<g transform="translate(1090,420) rotate(7) scale(1.1)">${stack(['#7a8b6f', '#1f2230'], 'ht', 40)}</g>` +
      placed('cap', '#efe7d8', 1360, 230, 0.46, 'hc', -14) +
      spool(620, 170, 46, '#b5533c') +
      spool(1010, 790, 38, '#2f4a7a') +
      scissors(1000, 120, -20),
  );
}

function coverSvg(): string {
  const railY = 120;
  const s = 0.74;
  const rows: Array<readonly [GarmentKind, string]> = [
    ['tshirt', '#efe7d8'],
    ['sweatshirt', '#2f4a7a'],
    ['hoodie', '#7a8b6f'],
    ['longsleeve', '#b5533c'],
    ['sweatshirt', '#d8b48a'],
  ];
  const garments = rows
    .map(([kind, color], i) => {
      const x = 240 + i * 280;
      // Necks sit just under the hanger; a hood rises above its neck, so the hook is redrawn over it.
      const neckY = railY + 118;
      const hook = hanger(x, railY, neckY);
      const art = placed(kind, color, x, neckY + (400 - 165) * s, s, `cv${i}`);
      return kind === 'hoodie' ? hook + art + hookOnly(x, railY) : hook + art;
    })
    .join('');
  return svgDoc(
    1600,
    900,
    warmBackground('cover', 1600, 900, '#f3ede4', '#e2d6c6') +
      `<rect y="770" width="1600" height="130" fill="#d6c7b3"/><rect y="770" width="1600" height="3" fill="#c4b39c"/>` +
      `<rect x="70" y="20" width="12" height="${railY - 10}" rx="3" fill="#2d2b2a"/><rect x="1518" y="20" width="12" height="${railY - 10}" rx="3" fill="#2d2b2a"/>` +
      `<rect x="60" y="${railY - 7}" width="1480" height="14" rx="7" fill="#2d2b2a"/><rect x="60" y="${railY - 6}" width="1480" height="4" rx="2" fill="#5b5855"/>` +
      garments,
  );
}

function categorySvg(kind: 'category-tshirts' | 'category-sweatshirts' | 'category-accessories' | 'category-new'): string {
  const bg = (from: string, to: string) => warmBackground(kind, 800, 1000, from, to);
  switch (kind) {
    case 'category-tshirts':
      return svgDoc(
        800,
        1000,
        bg('#f1e8dc', '#e0cfba') +
          placed('tshirt', '#efe7d8', 330, 450, 0.8, 'ct1', -8) +
          placed('tshirt', '#2f4a7a', 440, 610, 0.88, 'ct2', 4, { motif: 'star', accentHex: '#efe7d8' }),
      );
    case 'category-sweatshirts':
      return svgDoc(
        800,
        1000,
        bg('#e9ece3', '#d2d8c8') + placed('sweatshirt', '#1f2230', 340, 440, 0.78, 'cs1', -7) + placed('hoodie', '#7a8b6f', 440, 610, 0.84, 'cs2', 4),
      );
    case 'category-accessories':
      return svgDoc(
        800,
        1000,
        bg('#f3e6dc', '#e3c9b6') +
          placed('tote', '#e8dcc6', 330, 420, 0.85, 'ca1', -5, { motif: 'Atelier', accentHex: '#2f4a7a' }) +
          placed('beanie', '#b5533c', 600, 330, 0.45, 'ca3', 10) +
          placed('cap', '#2f4a7a', 520, 760, 0.62, 'ca2', -8),
      );
    case 'category-new':
      return svgDoc(
        800,
        1000,
        bg('#f2ebe1', '#ddd0bf') +
          sprig(90, 900, -35, 1) +
          `<g transform="translate(400,520) rotate(-3) scale(1.45) translate(-170,-204)">${stack(['#b5533c', '#efe7d8', '#7a8b6f', '#2f4a7a'], 'cn', 44)}</g>` +
          spool(650, 150, 44, '#e9c46a'),
      );
  }
}

/** Didone-style capitals drawn as paths: renders identically everywhere, no font needed. */
function wordmarkPaths(ox: number, top: number, scale: number, ink: string): string {
  const H = WORDMARK_HEIGHT;
  const B = H; // baseline in letter space
  const S = 8.5; // thick stem
  const h = 1.8; // hairline
  const r = (x: number, y: number, w: number, hh: number) => `M${num(x)},${num(y)}h${num(w)}v${num(hh)}h${num(-w)}Z`;
  const glyphs: Record<string, { w: number; d: (x: number) => string }> = {
    A: {
      w: 50,
      d: (x) =>
        poly([
          [x + 21.5, -1],
          [x + 27.5, -1],
          [x + 46, B],
          [x + 37.5, B],
        ]) +
        poly([
          [x + 21.5, -1],
          [x + 23.4, -1],
          [x + 6.8, B],
          [x + 5, B],
        ]) +
        r(x + 11, 39, 22, h) +
        r(x - 0.5, B - h, 13, h) +
        r(x + 34, B - h, 16, h),
    },
    T: { w: 44, d: (x) => r(x, 0, 44, h * 1.2) + r(x, 0, 2, 12) + r(x + 42, 0, 2, 12) + r(x + 22 - S / 2, 0, S, H) + r(x + 12, B - h, 20, h) },
    E: {
      w: 37,
      d: (x) =>
        r(x + 5, 0, S, H) +
        r(x, 0, 36, h) +
        r(x + 34.2, 0, 1.8, 13) +
        r(x + 5, 29, 24, h) +
        r(x + 27.4, 24, 1.6, 11) +
        r(x, B - h, 37, h) +
        r(x + 35.2, B - 14, 1.8, 14),
    },
    L: { w: 34, d: (x) => r(x + 5, 0, S, H) + r(x, 0, 18.5, h) + r(x, B - h, 34, h) + r(x + 32.2, B - 15, 1.8, 15) },
    I: { w: 18, d: (x) => r(x + 4.75, 0, S, H) + r(x, 0, 18, h) + r(x, B - h, 18, h) },
    R: {
      w: 44,
      d: (x) =>
        r(x + 5, 0, S, H) +
        `M${x},0 H${x + 24} C${x + 33},0 ${x + 38},7 ${x + 38},15.5 C${x + 38},24 ${x + 33},31 ${x + 24},31 H${x + 13.5} V29.2 H${x + 23} C${x + 28.5},29.2 ${x + 30},23 ${x + 30},15.5 C${x + 30},8 ${x + 28.5},${h} ${x + 23},${h} H${x}Z` +
        poly([
          [x + 18, 30.5],
          [x + 25, 30.5],
          [x + 40, B - h],
          [x + 33, B - h],
        ]) +
        r(x + 30, B - h, 14, h) +
        r(x, B - h, 18.5, h),
    },
  };
  const tracking = 13;
  let x = 0;
  let d = '';
  for (const ch of 'ATELIER') {
    const g = glyphs[ch] as { w: number; d: (x: number) => string };
    d += g.d(x);
    x += g.w + tracking;
  }
  return `<path transform="translate(${num(ox)},${num(top)}) scale(${scale})" d="${d}" fill="${ink}"/>`;
}

const WORDMARK_WIDTH = 50 + 44 + 37 + 34 + 18 + 37 + 44 + 6 * 13;
/** The capitals' height in letter space. */
const WORDMARK_HEIGHT = 60;

/**
 * The wordmark alone, centred. The header draws the logo 36 to 44 px high and mails 60 px: a
 * "Fabriqué en France" line under the name came out 4 to 6 px tall, unreadable; the footer's
 * commitments say it in text.
 */
function logoSvg(): string {
  const scale = 1.1;
  const ox = (400 - WORDMARK_WIDTH * scale) / 2;
  const top = (120 - WORDMARK_HEIGHT * scale) / 2;
  return svgDoc(400, 120, wordmarkPaths(ox, top, scale, INK), 'Atelier');
}

function openGraphSvg(): string {
  const scale = 1.1;
  return svgDoc(
    1200,
    630,
    warmBackground('og', 1200, 630, '#f4eadd', '#e2c9ad') +
      wordmarkPaths(90, 240, scale, INK) +
      `<path d="M92,352 H160" stroke="${INK}" stroke-width="1.2"/>` +
      `<text x="92" y="390" font-family="serif" font-style="italic" font-size="30" fill="${INK}">Fabriqué en France</text>` +
      `<g transform="translate(690,190) rotate(-5)">${stack(['#2f4a7a', '#efe7d8', '#b5533c'], 'og', 40)}</g>` +
      placed('cap', '#7a8b6f', 1040, 150, 0.36, 'ogc', 12) +
      spool(1090, 520, 40, '#e9c46a'),
  );
}

/** Cursive "Atelier" as one pen stroke, so it looks signed rather than typeset. */
function signatureSvg(): string {
  const pen =
    // A: up-stroke, down-stroke, then a looping crossbar that runs on into the t.
    'M40,150 C60,120 88,60 112,34 C118,60 126,110 140,150 ' +
    'M62,112 C90,96 130,92 160,100 C176,104 184,112 186,124 ' +
    // t
    'C190,106 194,86 198,68 M198,68 C196,100 194,124 198,140 C202,152 214,150 224,138 ' +
    // e
    'C236,126 250,114 248,104 C246,96 234,98 230,110 C226,124 230,146 246,146 C258,146 268,136 276,124 ' +
    // l
    'C290,102 304,70 306,48 C308,34 296,34 292,50 C286,80 284,120 292,142 C298,152 312,146 320,132 ' +
    // i
    'C326,122 330,112 334,104 C332,120 330,136 336,144 C342,150 352,144 360,132 ' +
    // e
    'C372,120 384,110 382,102 C380,94 368,96 364,108 C360,122 364,146 380,146 C392,146 402,136 408,126 ' +
    // r
    'C414,116 418,106 420,100 C424,108 432,108 440,102 C438,116 440,134 446,146 C452,150 462,140 470,128';
  return svgDoc(
    600,
    200,
    `<g transform="translate(40,0) skewX(-8)" fill="none" stroke="${INK}" stroke-linecap="round" stroke-linejoin="round">` +
      `<path d="${pen}" stroke-width="3.6"/>` +
      `<circle cx="340" cy="82" r="3.2" fill="${INK}" stroke="none"/>` +
      `<path d="M182,92 C194,90 206,89 218,87" stroke-width="3"/>` +
      `<path d="M70,176 C200,160 360,158 520,150 C540,149 548,156 530,162" stroke-width="2.4"/>` +
      `</g>`,
    'Atelier',
  );
}

/** A site image's drawing, rasterised into the files its upload recipe makes (src/domain/site-images.ts). */
interface SiteSpec {
  svg: () => string;
  recipe: ImageRecipe;
}

const SITE: Record<Exclude<SiteImageKind, 'logo'>, SiteSpec> = {
  hero: { svg: heroSvg, recipe: siteImageOf('Hero Home page').recipe },
  cover: { svg: coverSvg, recipe: siteImageOf('imgHomeCover').recipe },
  'category-tshirts': { svg: () => categorySvg('category-tshirts'), recipe: siteImageOf('T-shirt-img').recipe },
  'category-sweatshirts': { svg: () => categorySvg('category-sweatshirts'), recipe: siteImageOf('sweat-img').recipe },
  'category-accessories': { svg: () => categorySvg('category-accessories'), recipe: siteImageOf('Accessories-img').recipe },
  'category-new': { svg: () => categorySvg('category-new'), recipe: siteImageOf('NewIn-img').recipe },
  'open-graph': { svg: openGraphSvg, recipe: siteImageOf('imgOpenTags').recipe },
  signature: { svg: signatureSvg, recipe: siteImageOf('signature').recipe },
};

/** SVG markup of a site image, exposed for previews and tests. */
export function siteImageSvg(kind: SiteImageKind): string {
  return kind === 'logo' ? logoSvg() : SITE[kind].svg();
}

export async function writeSiteImage(dir: string, fileName: string, kind: SiteImageKind): Promise<void> {
  if (kind === 'logo') {
    // The logo is needed both as crisp vector (header) and as PNG (emails, schema.org), so write both.
    const base = path.join(dir, path.basename(fileName, path.extname(fileName)));
    const svg = logoSvg();
    await mkdir(dir, { recursive: true });
    await writeFile(`${base}.svg`, svg, 'utf8');
    await rasterise(svg, [{ file: `${base}.png`, width: 400, height: 120 }]);
    return;
  }
  const spec = SITE[kind];
  await rasterise(
    spec.svg(),
    spec.recipe.outputs.map(({ folder, width, height }) => ({ file: path.join(dir, folder, fileName), width, height })),
  );
}
