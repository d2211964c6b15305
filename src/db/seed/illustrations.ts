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
import sharp from 'sharp';

export type GarmentKind = 'tshirt' | 'longsleeve' | 'sweatshirt' | 'hoodie' | 'tote' | 'cap' | 'beanie' | 'socks';
export type ProductView = 'front' | 'back' | 'detail';
export type SiteImageKind =
  | 'logo'
  | 'hero'
  | 'cover'
  | 'category-tshirts'
  | 'category-sweatshirts'
  | 'category-accessories'
  | 'category-new'
  | 'open-graph'
  | 'signature';

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
  const c = (v: number) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0');
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

/** Lowers HSL lightness so shades keep the garment's hue instead of turning muddy grey. */
export function darken(hex: string, amount: number): string {
  const [h, s, l] = rgbToHsl(parseHex(hex));
  return toHex(hslToRgb(h, Math.min(1, s * (1 + amount * 0.25)), l * (1 - amount)));
}

export function lighten(hex: string, amount: number): string {
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
}

function makePalette(colorHex: string, accentHex?: string): Palette {
  const base = toHex(parseHex(colorHex));
  const lum = luminance(base);
  const nearBlack = lum < 0.025;
  const accent = accentHex ? toHex(parseHex(accentHex)) : lum > 0.4 ? '#22304f' : '#f3ece0';
  return {
    base,
    light: lighten(base, 0.14),
    shade: nearBlack ? lighten(base, 0.1) : darken(base, 0.13),
    inside: nearBlack ? mix(base, '#000000', 0.5) : darken(base, 0.34),
    stitch: lum < 0.06 ? lighten(base, 0.32) : darken(base, 0.34),
    // Light cloth gets a warm grey outline: a darker tint of white would be invisible on the cream studio background.
    outline: lum > 0.55 ? mix(base, '#6f675d', 0.55) : nearBlack ? '#050505' : darken(base, 0.5),
    accent,
    accentDeep: darken(accent, 0.3),
    grain: lum < 0.08 ? '#ffffff' : '#000000',
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
}

interface Drawing {
  /** Outer shapes as markup, reused for the drop shadow so it always matches the garment. */
  silhouette: string;
  art: string;
}

function panel(c: Ctx, d: string, tone: string = c.p.base, texture: 'fabric' | 'rib' = 'fabric'): string {
  return (
    `<path d="${d}" fill="${tone}"/>` +
    `<path d="${d}" fill="url(#${c.id(texture)})"/>` +
    `<path d="${d}" fill="url(#${c.id('sheen')})"/>` +
    `<path d="${d}" fill="none" stroke="${c.p.outline}" stroke-width="2.6" stroke-linejoin="round"/>`
  );
}

/** Thin seam line plus a dashed stitch row beside it. */
function seam(c: Ctx, d: string, withLine = true): string {
  const line = withLine
    ? `<path d="${d}" fill="none" stroke="${c.p.outline}" stroke-opacity=".55" stroke-width="1.6" stroke-linecap="round"/>`
    : '';
  return line + stitch(c, d);
}

function stitch(c: Ctx, d: string): string {
  return `<path d="${d}" fill="none" stroke="${c.p.stitch}" stroke-opacity=".8" stroke-width="1.4" stroke-dasharray="5 4" stroke-linecap="round"/>`;
}

/** A soft fold: a wide translucent shadow with a thin highlight on its lit edge. */
function fold(c: Ctx, d: string, width = 12): string {
  return (
    `<path d="${d}" fill="none" stroke="${c.p.inside}" stroke-opacity=".16" stroke-width="${width}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${c.p.inside}" stroke-opacity=".22" stroke-width="${width / 3}" stroke-linecap="round"/>` +
    `<path d="${d}" transform="translate(-${width / 2.2},-1)" fill="none" stroke="#ffffff" stroke-opacity=".18" stroke-width="2" stroke-linecap="round"/>`
  );
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
    `<rect x="${num(-w / 2)}" y="${num(-h / 2)}" width="${num(w)}" height="${num(h)}" fill="url(#weave)"/>` +
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
  mountain: (a) => `<path d="M-30,20 L-8,-18 L4,2 L13,-9 L30,20Z" fill="${a}"/><path d="M-8,-18 L-14,-8 L-8,-11 L-3,-8Z" fill="#ffffff" opacity=".85"/>`,
  anchor: (a) =>
    `<g fill="none" stroke="${a}" stroke-width="5" stroke-linecap="round"><circle cy="-20" r="6"/><path d="M0,-14 V24 M-12,-6 H12 M-22,8 Q-18,24 0,24 Q18,24 22,8"/></g>`,
  stripes: (a) => [-16, -2, 12].map((y) => `<rect x="-28" y="${y}" width="56" height="7" rx="2" fill="${a}"/>`).join(''),
  circle: (a) => `<circle r="22" fill="none" stroke="${a}" stroke-width="6"/><circle r="6" fill="${a}"/>`,
  tricolore: () =>
    `<rect x="-27" y="-18" width="18" height="36" fill="#1f3f8f"/><rect x="-9" y="-18" width="18" height="36" fill="#f7f4ee"/><rect x="9" y="-18" width="18" height="36" fill="#d23a30"/>` +
    `<rect x="-27" y="-18" width="54" height="36" fill="none" stroke="#00000033" stroke-width="1"/>`,
};

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
  const word = [...motif].slice(0, 16).join('');
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
  const outer: Seg[] = [[[AXIS + 32, backDip], [nx - 4, ny - 2], [nx + 6, ny - 6]]];
  const inside = sym([AXIS, backDip], [...outer, [[nx + 12, ny + 90]], [[AXIS, ny + 90]]]);
  const rib = sym([AXIS, backDip], [...outer, [[nx, ny + 6]], [[nx - 8, ny + 10], [AXIS + 30, backDip + 14], [AXIS, backDip + 14]]]);
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
  return panel(c, d, tone, 'rib') + stitch(c, symLine([AXIS, start[1] + width - 4], [[[AXIS + (nx - AXIS) * 0.55, start[1] + width - 4], [nx + width * 0.5, ny + (start[1] - ny) * 0.7 + width - 4], [nx + width * 0.9, ny + width * 0.2]]]));
}

function tshirt(c: Ctx): Drawing {
  const front = c.side === 'front';
  const neckStart: Pt = front ? [AXIS, 226] : [AXIS, 182];
  const neck: Seg = front ? [[432, 226], [453, 200], [458, 162]] : [[430, 182], [452, 174], [458, 162]];
  const body = sym(neckStart, [
    neck,
    [[574, 190]],
    [[616, 206], [656, 262], [686, 324]],
    [[610, 368]],
    [[596, 354], [582, 340], [570, 332]],
    [[562, 430], [570, 560], [578, 668]],
    [[520, 677], [460, 681], [AXIS, 681]],
  ]);
  const opening = front ? neckOpening(c, [458, 162], 174) : null;
  const details =
    seam(c, both((f) => `M${pt(f([574, 190]))} C${pt(f([561, 236]))} ${pt(f([558, 292]))} ${pt(f([570, 332]))}`)) +
    stitch(c, both((f) => `M${pt(f([700, 304]))} L${pt(f([588, 372]))}`)) +
    stitch(c, symLine([AXIS, 664], [[[470, 664], [530, 660], [600, 652]]])) +
    fold(c, both((f) => `M${pt(f([556, 372]))} C${pt(f([530, 400]))} ${pt(f([512, 440]))} ${pt(f([508, 486]))}`)) +
    fold(c, `M300,610 C340,630 380,640 430,642`, 10) +
    fold(c, both((f) => `M${pt(f([640, 262]))} C${pt(f([628, 290]))} ${pt(f([622, 320]))} ${pt(f([626, 346]))}`), 8);
  const collar = front
    ? collarBand(c, neckStart, neck, 16)
    : collarBand(c, neckStart, neck, 12) + wovenLabel(AXIS, 208, 46, 17, 0, false);
  return {
    silhouette: opening ? shapes(opening.shape, body) : shapes(body),
    art: (opening?.art ?? '') + panel(c, body) + clipTo(c, 'tee', body, details) + collar + motifMarkup(c, 478, 292, 1),
  };
}

function longsleeve(c: Ctx): Drawing {
  const front = c.side === 'front';
  const neckStart: Pt = front ? [AXIS, 226] : [AXIS, 182];
  const neck: Seg = front ? [[432, 226], [453, 200], [458, 162]] : [[430, 182], [452, 174], [458, 162]];
  const body = sym(neckStart, [
    neck,
    [[574, 190]],
    [[614, 212], [652, 400], [680, 598]],
    [[628, 610]],
    [[614, 480], [594, 392], [570, 334]],
    [[562, 430], [570, 560], [578, 668]],
    [[520, 677], [460, 681], [AXIS, 681]],
  ]);
  const opening = front ? neckOpening(c, [458, 162], 174) : null;
  const details =
    seam(c, both((f) => `M${pt(f([574, 190]))} C${pt(f([561, 236]))} ${pt(f([558, 292]))} ${pt(f([570, 334]))}`)) +
    stitch(c, both((f) => `M${pt(f([690, 578]))} L${pt(f([616, 594]))}`)) +
    stitch(c, symLine([AXIS, 664], [[[470, 664], [530, 660], [600, 652]]])) +
    fold(c, both((f) => `M${pt(f([556, 376]))} C${pt(f([532, 404]))} ${pt(f([514, 444]))} ${pt(f([510, 490]))}`)) +
    fold(c, both((f) => `M${pt(f([626, 300]))} C${pt(f([634, 360]))} ${pt(f([640, 420]))} ${pt(f([652, 470]))}`), 9) +
    fold(c, both((f) => `M${pt(f([646, 520]))} C${pt(f([636, 530]))} ${pt(f([630, 540]))} ${pt(f([628, 556]))}`), 7) +
    fold(c, `M310,606 C350,628 390,636 440,638`, 10);
  const collar = front
    ? collarBand(c, neckStart, neck, 16)
    : collarBand(c, neckStart, neck, 12) + wovenLabel(AXIS, 208, 46, 17, 0, false);
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
    [[640, 232], [670, 410], [690, 572]],
    [[684, 632]],
    [[642, 640]],
    [[630, 586]],
    [[618, 474], [602, 404], [584, 348]],
    [[578, 450], [584, 560], [586, 618]],
    [[574, 624]],
    [[574, 678]],
    [[520, 682], [460, 684], [AXIS, 684]],
  ]);
  const cuffs = both((f) => poly([f([700, 570]), f([692, 580]), f([684, 632]), f([642, 640]), f([630, 588]), f([618, 588])]));
  const band = `M200,620 L600,620 L600,700 L200,700Z`;
  const ribs = `<path d="${cuffs} ${band}" fill="${c.p.shade}"/><path d="${cuffs} ${band}" fill="url(#${c.id('rib')})"/>`;
  const details =
    ribs +
    seam(c, both((f) => `M${pt(f([586, 621]))} L${pt(f([572, 621]))} M${pt(f([690, 573]))} L${pt(f([630, 586]))}`), true) +
    seam(c, both((f) => `M${pt(f([598, 200]))} C${pt(f([590, 250]))} ${pt(f([584, 300]))} ${pt(f([584, 348]))}`)) +
    fold(c, both((f) => `M${pt(f([574, 390]))} C${pt(f([548, 420]))} ${pt(f([530, 460]))} ${pt(f([524, 510]))}`), 14) +
    fold(c, both((f) => `M${pt(f([632, 300]))} C${pt(f([642, 370]))} ${pt(f([650, 430]))} ${pt(f([664, 480]))}`), 11) +
    fold(c, both((f) => `M${pt(f([612, 560]))} C${pt(f([630, 552]))} ${pt(f([650, 552]))} ${pt(f([672, 560]))}`), 9) +
    fold(c, `M300,588 C350,604 410,610 470,604`, 12);
  return { body, art: panel(c, body) + clipTo(c, tag, body, details) };
}

function sweatshirt(c: Ctx): Drawing {
  const front = c.side === 'front';
  const neckStart: Pt = front ? [AXIS, 216] : [AXIS, 180];
  const neck: Seg = front ? [[436, 216], [457, 194], [462, 162]] : [[432, 180], [455, 172], [462, 162]];
  const { body, art } = sweatBody(c, neckStart, neck, 'sw');
  const opening = front ? neckOpening(c, [462, 162], 174) : null;
  const collar = front
    ? collarBand(c, neckStart, neck, 22)
    : collarBand(c, neckStart, neck, 16) + wovenLabel(AXIS, 214, 48, 18, 0, false);
  return {
    silhouette: opening ? shapes(opening.shape, body) : shapes(body),
    art: (opening?.art ?? '') + art + collar + motifMarkup(c, 400, 320, 1.25),
  };
}

function hoodie(c: Ctx): Drawing {
  if (c.side === 'back') {
    const { body, art } = sweatBody(c, [AXIS, 184], [[432, 184], [458, 176], [466, 168]], 'hb');
    const hood = sym([AXIS, 66], [[[476, 66], [526, 118], [528, 190]], [[530, 262], [476, 328], [AXIS, 346]]]);
    const hoodArt = panel(c, hood) + seam(c, `M400,70 L400,342`) + fold(c, both((f) => `M${pt(f([470, 130]))} C${pt(f([492, 180]))} ${pt(f([490, 240]))} ${pt(f([462, 300]))}`), 10);
    return { silhouette: shapes(body, hood), art: art + hoodArt };
  }
  const hoodBack = sym([AXIS, 58], [[[480, 58], [532, 112], [534, 182]], [[535, 220], [522, 246], [500, 258]], [[AXIS, 258]]]);
  const lining = sym([AXIS, 98], [[[458, 98], [494, 138], [496, 190]], [[497, 228], [468, 262], [AXIS, 280]]]);
  const rimEdge = symLine([AXIS, 98], [[[458, 98], [494, 138], [496, 190]], [[497, 228], [468, 262], [AXIS, 280]]]);
  const { body, art } = sweatBody(c, [AXIS, 276], [[440, 276], [472, 236], [478, 200]], 'hf');
  // The left hood edge overlaps the right one where they meet, as a real hood does at the neck.
  const overlap = `M326,212 C330,244 360,268 412,282`;
  const rims =
    `<path d="${rimEdge}" fill="none" stroke="${c.p.outline}" stroke-width="20" stroke-linejoin="round"/>` +
    `<path d="${rimEdge}" fill="none" stroke="${c.p.shade}" stroke-width="15.5" stroke-linejoin="round"/>` +
    `<path d="${overlap}" fill="none" stroke="${c.p.outline}" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="${overlap}" fill="none" stroke="${c.p.shade}" stroke-width="15.5" stroke-linecap="butt"/>` +
    stitch(c, symLine([AXIS, 89], [[[462, 89], [504, 134], [506, 190]]]));
  const string = (x: number, sway: number) =>
    `<path d="M${x},262 C${x + sway},300 ${x - sway},330 ${x + sway * 1.4},372" fill="none" stroke="${c.p.outline}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M${x},262 C${x + sway},300 ${x - sway},330 ${x + sway * 1.4},372" fill="none" stroke="${c.p.light}" stroke-width="4.5" stroke-linecap="round"/>` +
    `<rect x="${x + sway * 1.4 - 3.5}" y="368" width="7" height="16" rx="2" fill="${c.p.inside}"/>` +
    `<circle cx="${x}" cy="262" r="5" fill="${c.p.inside}" stroke="#c8c2b6" stroke-width="1.5"/>`;
  const pocketD = poly([[338, 470], [462, 470], [524, 556], [524, 618], [276, 618], [276, 556]]);
  const pocket =
    panel(c, pocketD) +
    `<path d="M338,470 L276,556 M462,470 L524,556" stroke="${c.p.inside}" stroke-width="5" stroke-linecap="round"/>` +
    stitch(c, `M342,480 L458,480 M286,560 L338,486 M514,560 L462,486`);
  return {
    silhouette: shapes(hoodBack, body),
    art:
      panel(c, hoodBack) +
      panel(c, lining, c.p.inside) +
      art +
      rims +
      pocket +
      string(372, -8) +
      string(428, 8) +
      motifMarkup(c, AXIS, 410, 1.1),
  };
}

function tote(c: Ctx): Drawing {
  const bag = sym([AXIS, 300], [[[550, 300]], [[562, 672]], [[563, 686], [552, 694], [538, 694]], [[AXIS, 694]]]);
  const handle = (dx: number) => `M${318 + dx},306 C${318 + dx},112 ${482 + dx},112 ${482 + dx},306 L${458 + dx},306 C${458 + dx},146 ${342 + dx},146 ${342 + dx},306Z`;
  const handleStitch = (dx: number) => `M${330 + dx},306 C${330 + dx},129 ${470 + dx},129 ${470 + dx},306`;
  const front = c.side === 'front';
  const back = handle(front ? 14 : -14);
  const box = (x: number) =>
    `<rect x="${x - 14}" y="312" width="28" height="30" fill="none" stroke="${c.p.stitch}" stroke-opacity=".8" stroke-width="1.4" stroke-dasharray="4 3"/>` +
    `<path d="M${x - 14},312 L${x + 14},342 M${x + 14},312 L${x - 14},342" stroke="${c.p.stitch}" stroke-opacity=".8" stroke-width="1.4" stroke-dasharray="4 3"/>`;
  const details =
    `<rect x="200" y="296" width="400" height="36" fill="${c.p.shade}" opacity=".55"/>` +
    stitch(c, `M236,336 L564,336 M236,304 L564,304`) +
    fold(c, `M300,420 C330,500 320,600 300,690`, 14) +
    fold(c, `M520,380 C500,470 510,560 534,660`, 12) +
    box(330) +
    box(470);
  const label = front ? '' : wovenLabel(245, 420, 60, 22, 90, true);
  return {
    silhouette: shapes(back, bag, handle(0)),
    art:
      panel(c, back, c.p.inside) +
      label +
      panel(c, bag) +
      clipTo(c, 'bag', bag, details) +
      `<path d="${handle(0)}" fill="${c.p.shade}"/><path d="${handle(0)}" fill="url(#${c.id('fabric')})"/>` +
      `<path d="${handle(0)}" fill="none" stroke="${c.p.outline}" stroke-width="2.6" stroke-linejoin="round"/>` +
      stitch(c, handleStitch(0)) +
      motifMarkup(c, AXIS, 500, 2.2),
  };
}

function cap(c: Ctx): Drawing {
  const crown = sym([AXIS, 196], [[[508, 196], [594, 300], [598, 474]], [[AXIS, 474]]]);
  const button = `<circle cx="400" cy="200" r="11" fill="${c.p.shade}" stroke="${c.p.outline}" stroke-width="2"/>`;
  const eyelet = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="4.5" fill="${c.p.inside}" stroke="${c.p.stitch}" stroke-width="1.2"/>`;
  if (c.side === 'back') {
    const brim = sym([AXIS, 450], [[[520, 450], [612, 460], [642, 482]], [[626, 498], [560, 498], [AXIS, 492]]]);
    const opening = sym([AXIS, 352], [[[436, 352], [462, 384], [464, 476]], [[AXIS, 476]]]);
    const details =
      seam(c, `M400,208 L400,352`) +
      seam(c, both((f) => `M${pt(f([408, 204]))} C${pt(f([486, 232]))} ${pt(f([540, 330]))} ${pt(f([546, 474]))}`)) +
      panel(c, opening, c.p.inside) +
      `<rect x="322" y="414" width="156" height="30" rx="4" fill="${c.p.shade}" stroke="${c.p.outline}" stroke-width="2"/>` +
      stitch(c, `M326,420 H474 M326,438 H474`) +
      `<rect x="384" y="408" width="32" height="42" rx="4" fill="#c9c3b6" stroke="#7d766a" stroke-width="2"/><rect x="392" y="416" width="16" height="26" rx="2" fill="#8f887b"/>` +
      fold(c, both((f) => `M${pt(f([470, 250]))} C${pt(f([500, 300]))} ${pt(f([510, 360]))} ${pt(f([508, 420]))}`), 12) +
      eyelet(452, 276) +
      eyelet(348, 276);
    return {
      silhouette: shapes(brim, crown),
      art: panel(c, brim, c.p.shade) + panel(c, crown) + clipTo(c, 'capb', crown, details) + button,
    };
  }
  const brim = sym([AXIS, 452], [[[500, 452], [596, 462], [640, 492]], [[654, 512], [608, 556], [520, 568]], [[470, 574], [430, 576], [AXIS, 576]]]);
  const brimStitches = [10, 22, 34].map((o) => stitch(c, symLine([AXIS, 576 - o], [[[432, 576 - o], [472, 574 - o], [520, 568 - o]], [[600, 556 - o], [644, 516 - o], [634, 494 - o * 0.3]]]))).join('');
  const details =
    seam(c, both((f) => `M${pt(f([408, 204]))} C${pt(f([470, 236]))} ${pt(f([500, 330]))} ${pt(f([504, 470]))}`)) +
    seam(c, both((f) => `M${pt(f([414, 202]))} C${pt(f([520, 230]))} ${pt(f([578, 330]))} ${pt(f([586, 474]))}`), false) +
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
      clipTo(c, 'brim', brim, brimStitches + fold(c, `M300,540 C360,556 440,558 500,548`, 12)),
  };
}

function beanie(c: Ctx): Drawing {
  const body = sym([AXIS, 176], [[[500, 176], [568, 252], [574, 382]], [[578, 470]], [[AXIS, 470]]]);
  const cuff = sym([AXIS, 450], [[[482, 448], [560, 450], [598, 458]], [[602, 606]], [[542, 616], [470, 620], [AXIS, 620]]]);
  const crownLines = [-60, -30, 0, 30, 60]
    .map((dx) => `M400,180 C${400 + dx * 0.5},200 ${400 + dx},220 ${400 + dx * 1.1},250`)
    .join(' ');
  const bodyDetails =
    `<path d="${crownLines}" fill="none" stroke="${c.p.inside}" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>` +
    fold(c, `M330,260 C340,330 340,400 332,450`, 14) +
    fold(c, `M480,240 C500,320 506,390 500,450`, 12) +
    (c.side === 'back' ? seam(c, `M400,182 L400,460`) : '');
  const cuffDetails =
    fold(c, `M212,470 C330,464 470,464 596,472`, 10) +
    fold(c, `M220,600 C330,608 470,610 590,596`, 8);
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
      `<rect x="-10" y="-10" width="140" height="76" fill="${c.p.shade}"/><rect x="-10" y="-10" width="140" height="76" fill="url(#${c.id('rib')})"/>` +
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
  const at = (tx: number, ty: number) => `<path transform="translate(${tx},${ty})" d="${sock}"/>`;
  return {
    silhouette: `<g${flip}>${at(370, 150)}${at(236, 190)}</g>`,
    art: `<g${flip}>` + one('sk1', 370, 150, '') + one('sk2', 236, 190, motifMarkup(c, 56, 150, 0.8)) + `</g>`,
  };
}

// ---------------------------------------------------------------------------
// Garment scene: defs, background, shadow, views
// ---------------------------------------------------------------------------

interface KindSpec {
  draw: (c: Ctx) => Drawing;
  fabric: Fabric;
  /** Rib period in px: chunky knits read as knits only with wide ribs. */
  rib: number;
  /** Close-up: which side to zoom into, where, how much, and where the woven label sits. */
  detail: { side: Side; x: number; y: number; zoom: number; label?: readonly [x: number, y: number, w: number, h: number, angle: number] };
}

const KINDS: Record<GarmentKind, KindSpec> = {
  tshirt: { draw: tshirt, fabric: 'jersey', rib: 5, detail: { side: 'front', x: 528, y: 604, zoom: 2.6, label: [520, 638, 68, 25, -3] } },
  longsleeve: { draw: longsleeve, fabric: 'jersey', rib: 5, detail: { side: 'front', x: 560, y: 596, zoom: 2.4, label: [518, 636, 68, 25, -3] } },
  sweatshirt: { draw: sweatshirt, fabric: 'fleece', rib: 6, detail: { side: 'front', x: 548, y: 596, zoom: 2.4, label: [512, 598, 68, 25, -2] } },
  hoodie: { draw: hoodie, fabric: 'fleece', rib: 6, detail: { side: 'front', x: 500, y: 570, zoom: 2.3, label: [552, 596, 64, 24, -3] } },
  tote: { draw: tote, fabric: 'canvas', rib: 6, detail: { side: 'back', x: 320, y: 360, zoom: 2.2 } },
  cap: { draw: cap, fabric: 'twill', rib: 6, detail: { side: 'back', x: 400, y: 380, zoom: 2.2, label: [400, 322, 74, 26, 0] } },
  beanie: { draw: beanie, fabric: 'rib', rib: 11, detail: { side: 'front', x: 470, y: 520, zoom: 2.2 } },
  socks: { draw: socks, fabric: 'rib', rib: 8, detail: { side: 'front', x: 330, y: 300, zoom: 2.2, label: [352, 268, 56, 21, 0] } },
};

function fabricPattern(id: string, fabric: Fabric, grain: string, strength: number, rib: number): string {
  const o = (v: number) => num(Math.min(1, v * strength) * 100) + '%';
  const open = (w: number, h: number) => `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">`;
  switch (fabric) {
    case 'jersey':
    case 'fleece': {
      const a = fabric === 'jersey' ? 0.07 : 0.045;
      return `${open(6, 7)}<path d="M0,0 L3,5 L6,0" fill="none" stroke="${grain}" stroke-opacity="${o(a)}" stroke-width=".8"/></pattern>`;
    }
    case 'canvas':
      return `${open(5, 5)}<path d="M0,1.2 H5 M1.2,0 V5" stroke="${grain}" stroke-opacity="${o(0.08)}" stroke-width="1"/></pattern>`;
    case 'twill':
      return `${open(7, 7)}<path d="M0,7 L7,0 M-1,1 L1,-1 M6,8 L8,6" stroke="${grain}" stroke-opacity="${o(0.08)}" stroke-width="1.3"/></pattern>`;
    case 'rib':
      return ribPattern(id, grain, strength, rib);
  }
}

function ribPattern(id: string, grain: string, strength: number, period: number): string {
  const o = (v: number) => num(Math.min(1, v * strength) * 100) + '%';
  return (
    `<pattern id="${id}" width="${period}" height="${period}" patternUnits="userSpaceOnUse">` +
    `<rect width="${num(period * 0.42)}" height="${period}" fill="${grain}" fill-opacity="${o(0.1)}"/>` +
    `<rect x="${num(period * 0.55)}" width="${num(period * 0.18)}" height="${period}" fill="#ffffff" fill-opacity="${o(0.09)}"/></pattern>`
  );
}

/** Defs that never vary, emitted once per document. */
function sharedDefs(): string {
  return (
    `<pattern id="weave" width="3" height="3" patternUnits="userSpaceOnUse"><path d="M0,.8 H3" stroke="#8c7b5c" stroke-opacity=".22" stroke-width=".7"/></pattern>` +
    `<filter id="softshadow" x="-15%" y="-15%" width="130%" height="135%"><feGaussianBlur stdDeviation="9"/></filter>`
  );
}

function garmentDefs(c: Ctx, spec: KindSpec, strength: number): string {
  return (
    fabricPattern(c.id('fabric'), spec.fabric, c.p.grain, strength, spec.rib) +
    ribPattern(c.id('rib'), c.p.grain, strength * 1.2, spec.rib) +
    `<linearGradient id="${c.id('sheen')}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity=".16"/><stop offset=".5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity=".12"/></linearGradient>`
  );
}

/** A garment as a group in the 800x800 garment space, for product images and site compositions alike. */
function garmentGroup(kind: GarmentKind, colorHex: string, side: Side, opts: GarmentOptions, prefix: string, strength = 1): string {
  const spec = KINDS[kind];
  const c: Ctx = { p: makePalette(colorHex, opts.accentHex), side, id: (n) => `${prefix}-${n}`, motif: opts.motif };
  const { silhouette, art } = spec.draw(c);
  return (
    `<defs>${garmentDefs(c, spec, strength)}</defs>` +
    `<g transform="translate(6,16)" fill="#4a3a2a" opacity=".2" filter="url(#softshadow)">${silhouette}</g>` +
    art
  );
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

export function garmentSvg(kind: GarmentKind, colorHex: string, view: ProductView, opts: GarmentOptions = {}): string {
  const spec = KINDS[kind];
  let scene: string;
  if (view === 'detail') {
    const d = spec.detail;
    // Stronger grain because at this zoom the knit itself is the subject of the picture.
    const label = d.label ? wovenLabel(d.label[0], d.label[1], d.label[2], d.label[3], d.label[4], true) : '';
    scene =
      `<g transform="translate(400,400) scale(${d.zoom}) translate(${-d.x},${-d.y})">` +
      garmentGroup(kind, colorHex, d.side, opts, 'g', 2.4) +
      label +
      `</g>`;
  } else {
    scene = garmentGroup(kind, colorHex, view, opts, 'g');
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">` +
    `<defs>${sharedDefs()}</defs>${backdrop(view)}${scene}</svg>`
  );
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

function encode(img: sharp.Sharp, format: Encoded): sharp.Sharp {
  if (format === 'png') return img.png({ compressionLevel: 9 });
  if (format === 'jpeg') return img.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true });
  return img.webp({ quality: WEBP_QUALITY });
}

/**
 * Renders the SVG once at full size and derives the smaller variants from those
 * pixels: rasterising SVG is the expensive step, resizing is cheap.
 */
async function rasterise(svg: string, targets: ReadonlyArray<{ file: string; width: number; height: number }>): Promise<void> {
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
  await rasterise(svg, [
    { file: path.join(dir, 'w800', fileName), width: 800, height: 800 },
    { file: path.join(dir, 'w400', fileName), width: 400, height: 400 },
  ]);
}
