/**
 * Locally generated demo product images (no network, no fonts): a soft gradient background derived from
 * the product colour and a flat vector drawing of the product, rendered to WebP with sharp.
 *
 * Key formats:
 * - `{category}-{brand}-{model}-{hash}-{colour}-{variant}`, e.g. `gpu_nvidia-asus-rtx4070-3fa9c2-blanco-1`:
 *   one product model. The category is the product's own slug (a level-3 slug picks the sub-kind: in-ear
 *   buds, liquid cooler, M.2 stick…), the brand the accent colour, the model code is printed on the part in
 *   vector glyphs, and the hash (of the title) seeds proportions and details (key layout, fan count, slots…),
 *   so two models never share a picture.
 * - `{category}-{colour}-{variant}`, e.g. `keyboards-negro-1`: the first format, one silhouette per category,
 *   still drawn for databases seeded before the models had their own pictures.
 *
 * The colour is a slug of a COLORS name (accents folded, spaces as `_`), the variant a digit that changes the
 * composition (angle, size, background), so each image of a product differs.
 */

import { COLORS } from '@tecnobazar/shared/constants/catalog';
import { CATEGORIES, findCategory } from '@tecnobazar/shared/constants/categories';
import sharp from 'sharp';

export const DEMO_IMAGE_SIZE = 600;
export const DEMO_IMAGE_KEY_RE =
  /^([a-z0-9_]{1,32})-([a-z0-9]{1,16})-([a-z0-9]{1,12})-([0-9a-f]{6})-([a-z0-9_]{1,24})-([1-9])$/;
export const LEGACY_DEMO_IMAGE_KEY_RE = /^([a-z0-9_]{1,40})-([a-z0-9_]{1,40})-([0-9])$/;

export class DemoImageNotFoundError extends Error {
  readonly code = 'DEMO_IMAGE_NOT_FOUND';
  constructor(key: string) {
    super(`Imagen de demostración desconocida: ${key.slice(0, 100)}`);
    this.name = 'DemoImageNotFoundError';
  }
}

/** `'Azul Marino'` → `'azul_marino'`, `'Marrón'` → `'marron'`. */
export function colorSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** 32-bit FNV-1a. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// Tokens that name a unit, an interface or a feature rather than a model ("16GB", "DDR5", "x4", "USB").
const UNIT_TOKEN =
  /^(?:\d+(?:gb|tb|mb|hz|mhz|ghz|w|mm|cm|m|ml|dpi|rpm|gbps|p|v)|\d{1,3}g|\d{1,2}[xk]|\d+x\d+(?:gb|tb)?|x\d{1,2}|ddr\d|pcie\d?|usb\d*|sata\d*|hdmi\d*|uhs\w*|[auv]\d{1,2})$/;
const UNIT_WORD = /^(?:gb|tb|mb|hz|mhz|ghz|w|mm|cm|m|g|ml|dpi|rpm|gbps|x|k)$/;
const NOT_A_NAME = new Set(
  'rgb argb usb usbc led hd full uhd qhd ips atx itx micro mini sata nvme ssd sd sdhc sdxc xlr nas dvd pc hdmi wifi dpi gb tb gbps ac dc ram ii iii'.split(
    ' ',
  ),
);

const fold = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '');

/**
 * The model code printed on a demo picture, read from the title: a token with letters and digits
 * (`'Mouse gamer Logitech G502 HERO'` → `'g502'`), a model number (`'… GeForce RTX 4060 8GB'` → `'rtx4060'`),
 * a product-line name after the brand (`'Razer DeathAdder Essential'` → `'deathadder'`), an upper-case word
 * (`'Procesadores AMD'` → `'amd'`), else a house code from the title's hash (`'tb512'`).
 */
export function demoModelCode(title: string, brand = ''): string {
  const brandWords = new Set(brand.split(/\s+/).map(fold).filter(Boolean));
  const all = title.split(/\s+/).filter(Boolean);
  const brandAt = all.findIndex((w) => brandWords.has(fold(w)));
  const raw = all.filter((w) => !brandWords.has(fold(w)));
  const words = raw.map((w) => {
    const parts = fold(w).split('-').filter(Boolean);
    const withDigits = parts.filter((x) => /\d/.test(x));
    // "i5-14600K" → "14600k"; "DX-110" → "dx110".
    return withDigits.length >= 2 ? withDigits[withDigits.length - 1]! : parts.join('');
  });
  const cut = (code: string) => code.slice(0, 12);
  // "x4" is a pack size, "X56" a model.
  const isUnit = (i: number) => UNIT_TOKEN.test(words[i]!) && !/^X\d/.test(raw[i]!);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (/\d/.test(w) && /[a-z]/.test(w) && !isUnit(i)) return cut(w);
  }
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (/^\d{3,}$/.test(w) && !UNIT_WORD.test(words[i + 1] ?? '')) {
      const prev = raw[i - 1];
      return cut((prev && /^[A-Z]{1,4}$/.test(prev) && !NOT_A_NAME.has(fold(prev)) ? fold(prev) : '') + w);
    }
  }
  // A name: capitalised after the brand (or after the product type when the title omits the brand); for a
  // title with no brand at all (a home tile), only an upper-case word.
  const from = brandAt >= 0 ? brandAt : brand ? 1 : 0;
  const isName = (i: number) =>
    /^[a-z]{2,}$/.test(words[i] ?? '') &&
    !NOT_A_NAME.has(words[i]!) &&
    (brand ? /^[A-Z]/.test(raw[i]!) : /^[A-Z]{2,}$/.test(raw[i]!));
  for (let i = from; i < words.length; i++) {
    if (!isName(i)) continue;
    const short = words[i]!.length <= 3 && isName(i + 1);
    return cut(short ? words[i]! + words[i + 1]! : words[i]!);
  }
  return `tb${(fnv1a(title) % 900) + 100}`;
}

/** What a demo picture shows: the product's category (level 3 if it has one), brand and title. */
export interface DemoImageModel {
  categoryId: string;
  brand?: unknown;
  title: string;
}

/** The image key of one picture of a model, e.g. `gpu_nvidia-asus-rtx4070-3fa9c2-blanco-1`. */
export function demoImageKey(model: DemoImageModel, colorName: string, variant: number): string {
  const brand = typeof model.brand === 'string' ? model.brand : '';
  const brandSlug = colorSlug(brand).replace(/_/g, '').slice(0, 16) || 'generico';
  const hash = fnv1a(model.title).toString(16).padStart(8, '0').slice(0, 6);
  return `${model.categoryId}-${brandSlug}-${demoModelCode(model.title, brand)}-${hash}-${colorSlug(colorName)}-${variant}`;
}

/** Public URL of a demo image (the API mounts the media routes under `/v1`). */
export function demoImageUrl(model: DemoImageModel, colorName: string, variant: number): string {
  return `/v1/media/demo/${demoImageKey(model, colorName, variant)}.webp`;
}

/** A key in the first format (`keyboards-negro-1`), which databases seeded before still point at. */
export function legacyDemoImageKey(categorySlug: string, colorName: string, variant: number): string {
  return `${categorySlug}-${colorSlug(colorName)}-${variant}`;
}

/** Colour slug → hex; a repeated name keeps its first shade. */
const COLOR_BY_SLUG: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const c of COLORS) {
    const slug = colorSlug(c.name);
    if (!map.has(slug)) map.set(slug, c.hex);
  }
  return map;
})();

// ---------------------------------------------------------------------------------------------- colours

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [
    Number.parseInt(h.slice(0, 2), 16),
    Number.parseInt(h.slice(2, 4), 16),
    Number.parseInt(h.slice(4, 6), 16),
  ];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function luminance([r, g, b]: Rgb): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Hue in degrees, saturation and lightness in 0..1 → RGB. */
function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return [f(0), f(8), f(4)];
}

function hueOf([r, g, b]: Rgb): number {
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [24, 28, 38];

interface Palette {
  /** Main body of the object (the product colour). */
  body: string;
  /** Lines and details drawn on the body, contrasting with it. */
  detail: string;
  /** Secondary surfaces (a shade of the body). */
  shade: string;
  /** Outline, so white or pale products stay visible. */
  stroke: string;
  /** Neutral dark parts (cables, pins, stands). */
  metal: string;
  bgFrom: string;
  bgTo: string;
  glow: string;
}

function paletteFor(hex: string): Palette {
  const base = parseHex(hex);
  const lum = luminance(base);
  const dark = lum < 0.45;
  return {
    body: toHex(base),
    detail: toHex(dark ? mix(base, WHITE, 0.55) : mix(base, INK, 0.55)),
    shade: toHex(dark ? mix(base, WHITE, 0.22) : mix(base, INK, 0.2)),
    stroke: toHex(mix(base, INK, 0.7)),
    metal: toHex(dark ? [92, 98, 112] : [58, 63, 75]),
    bgFrom: toHex(mix(base, WHITE, 0.88)),
    bgTo: toHex(mix(mix(base, [120, 140, 200], 0.35), WHITE, 0.62)),
    glow: toHex(mix(base, WHITE, 0.7)),
  };
}

/** Brand colours (approximate); other brands get a hue from their name. */
const BRAND_ACCENTS: Readonly<Record<string, string>> = {
  logitech: '#00b8fc',
  razer: '#44d62c',
  redragon: '#d71920',
  hyperx: '#e31837',
  corsair: '#f2c200',
  asus: '#1f6fd6',
  msi: '#e60012',
  nvidia: '#76b900',
  amd: '#ed1c24',
  intel: '#0071c5',
  samsung: '#1428a0',
  kingston: '#d2232a',
  wd: '#2f7fd8',
  seagate: '#6ebe49',
  sandisk: '#e21f26',
  lg: '#a50034',
  gigabyte: '#ff7a00',
  sony: '#5a5adc',
  jbl: '#ff6600',
  xiaomi: '#ff6900',
  ugreen: '#1fb25a',
  tplink: '#4acbd6',
  coolermaster: '#7b2fbe',
  nzxt: '#8c2be2',
  noctua: '#8b5a3c',
  crucial: '#0a5cb8',
  genius: '#e03a3e',
  microsoft: '#00a4ef',
  anker: '#00a7e1',
  steelseries: '#ff5200',
  sapphire: '#1b75bc',
  xfx: '#d6001c',
  powercolor: '#c8102e',
  deepcool: '#00aeef',
  lianli: '#2b6fff',
  adata: '#d9001b',
  toshiba: '#e60012',
  verbatim: '#5b2a86',
};

function accentFor(brand: string, label: string, seed: number, body: Rgb): { accent: string; ink: string } {
  // A home tile has no brand, but its code may name one ("Procesadores AMD" → `amd`).
  const known = BRAND_ACCENTS[brand] ?? (brand === 'generico' ? BRAND_ACCENTS[label] : undefined);
  let rgb = known ? parseHex(known) : hsl((brand === 'generico' ? seed : fnv1a(brand)) % 360, 0.72, 0.5);
  // An accent too close to the body would vanish: lighten it on dark bodies, darken it on light ones.
  if (Math.hypot(rgb[0] - body[0], rgb[1] - body[1], rgb[2] - body[2]) < 120)
    rgb = luminance(body) < 0.5 ? mix(rgb, WHITE, 0.55) : mix(rgb, INK, 0.55);
  return { accent: toHex(rgb), ink: luminance(rgb) > 0.6 ? toHex(INK) : '#ffffff' };
}

// ----------------------------------------------------------------------------------------------- glyphs
// A stroke font on a 4 × 6 grid (y down), enough for model codes: no font file, same result everywhere.

const GLYPHS: Readonly<Record<string, string>> = {
  A: 'M0 6V2L2 0L4 2V6M0 3.6H4',
  B: 'M0 3H3L4 4V5L3 6H0V0H2.6L3.6 1V2L2.6 3',
  C: 'M4 1L3 0H1L0 1V5L1 6H3L4 5',
  D: 'M0 0H2.4L4 1.6V4.4L2.4 6H0Z',
  E: 'M4 0H0V6H4M0 3H3',
  F: 'M4 0H0V6M0 3H3',
  G: 'M4 1L3 0H1L0 1V5L1 6H3L4 5V3.4H2.2',
  H: 'M0 0V6M4 0V6M0 3H4',
  I: 'M0.8 0H3.2M2 0V6M0.8 6H3.2',
  J: 'M1.2 0H4V5L3 6H1L0 5',
  K: 'M0 0V6M4 0L0 4M1.4 2.6L4 6',
  L: 'M0 0V6H4',
  M: 'M0 6V0L2 3.2L4 0V6',
  N: 'M0 6V0L4 6V0',
  O: 'M1 0H3L4 1V5L3 6H1L0 5V1Z',
  P: 'M0 6V0H3L4 1V2.2L3 3.2H0',
  Q: 'M1 0H3L4 1V5L3 6H1L0 5V1ZM2.6 4.4L4 6',
  R: 'M0 6V0H3L4 1V2.2L3 3.2H0M2 3.2L4 6',
  S: 'M4 1L3 0H1L0 1V2L1 3H3L4 4V5L3 6H1L0 5',
  T: 'M0 0H4M2 0V6',
  U: 'M0 0V5L1 6H3L4 5V0',
  V: 'M0 0L2 6L4 0',
  W: 'M0 0L0.8 6L2 2.4L3.2 6L4 0',
  X: 'M0 0L4 6M4 0L0 6',
  Y: 'M0 0L2 3L4 0M2 3V6',
  Z: 'M0 0H4L0 6H4',
  '0': 'M1 0H3L4 1V5L3 6H1L0 5V1ZM3.4 1.2L0.6 4.8',
  '1': 'M0.8 1.2L2.2 0V6M0.8 6H3.6',
  '2': 'M0 1L1 0H3L4 1V2.2L0 6H4',
  '3': 'M0 0H4L1.8 2.6H3L4 3.6V5L3 6H1L0 5',
  '4': 'M3 6V0L0 4.2H4',
  '5': 'M4 0H0.4L0 2.8H3L4 3.8V5L3 6H0',
  '6': 'M3.4 0H1.8L0 2.4V5L1 6H3L4 5V3.8L3 2.8H0.2',
  '7': 'M0 0H4L1.4 6',
  '8': 'M1 0H3L4 1V2L3 3H1L0 4V5L1 6H3L4 5V4L3 3H1L0 2V1Z',
  '9': 'M0.6 6H2.2L4 3.6V1L3 0H1L0 1V2.2L1 3.2H3.8',
};
const ADVANCE = 5.4;

/** `text` in the stroke font, `h` tall, centred on (cx, cy). */
function glyphText(text: string, cx: number, cy: number, h: number, color: string): string {
  const s = h / 6;
  const width = (text.length * ADVANCE - 1.4) * s;
  let paths = '';
  [...text].forEach((ch, i) => {
    const d = GLYPHS[ch];
    if (d) paths += `<path d="${d}" transform="translate(${(i * ADVANCE).toFixed(1)} 0)"/>`;
  });
  return `<g transform="translate(${(cx - width / 2).toFixed(1)} ${(cy - h / 2).toFixed(1)}) scale(${s.toFixed(3)})" fill="none" stroke="${color}" stroke-width="${Math.min(1.1, 0.9 + 2 / h).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`;
}

// ------------------------------------------------------------------------------------------------- look

type PlateStyle = 'band' | 'sticker' | 'engrave';

/**
 * What varies from one model to another, handed to every shape: the sub-kind (from a level-3 slug), the brand
 * accent, the model code and a seeded random source, so the same key always draws the same picture.
 */
class Look {
  private state: number;
  /** Whether the shape printed the model code on the part (else the picture gets a corner tag). */
  plated = false;

  constructor(
    readonly kind: string,
    readonly label: string,
    readonly accent: string,
    readonly accentInk: string,
    private readonly p: Palette,
    seed: number,
  ) {
    this.state = seed || 1;
  }

  /** Mulberry32. */
  rnd(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.rnd() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.rnd() * items.length)]!;
  }

  chance(probability: number): boolean {
    return this.rnd() < probability;
  }

  /** The sub-kind for this key's level-3 slug, or one picked at random for a level-2 or unknown slug. */
  sub<T>(byKind: Readonly<Record<string, readonly T[]>>, fallback: readonly T[]): T {
    return this.pick(byKind[this.kind] ?? fallback);
  }

  /** The model code on a band, sticker or engraving fitted inside the box (nothing for first-format keys). */
  plate(x: number, y: number, w: number, h: number, style: PlateStyle = 'band'): string {
    const p = this.p;
    let out = '';
    let ink = this.accentInk;
    if (style === 'band') {
      out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${(h * 0.28).toFixed(1)}" fill="${this.accent}"/>`;
    } else if (style === 'sticker') {
      out +=
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${(h * 0.16).toFixed(1)}" fill="#f4f5f7" stroke="${p.stroke}" stroke-width="2"/>` +
        `<rect x="${x}" y="${y}" width="${(h * 0.32).toFixed(1)}" height="${h}" fill="${this.accent}"/>`;
      ink = toHex(INK);
    } else {
      ink = p.detail;
      out += `<rect x="${x + w * 0.3}" y="${(y + h * 0.86).toFixed(1)}" width="${w * 0.4}" height="${(h * 0.1).toFixed(1)}" rx="2" fill="${this.accent}"/>`;
    }
    if (!this.label) return out;
    this.plated = true;
    const text = this.label.toUpperCase();
    const inner = style === 'sticker' ? w - h * 0.6 : w - h * 0.5;
    const th = Math.min(h * 0.56, (inner / (text.length * ADVANCE - 1.4)) * 6);
    const cx = style === 'sticker' ? x + h * 0.32 + (w - h * 0.32) / 2 : x + w / 2;
    return out + glyphText(text, cx, y + h / 2 - (style === 'engrave' ? h * 0.05 : 0), th, ink);
  }
}

// ----------------------------------------------------------------------------------------------- shapes
// Every shape is drawn centred on (0, 0) inside roughly a 440 × 440 box.

type Shape = (p: Palette, m: Look) => string;

const sw = (p: Palette, w = 6) => `stroke="${p.stroke}" stroke-width="${w}" stroke-linejoin="round"`;

const f = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

function box(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function grid(
  x0: number,
  y0: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
  fill: string,
  rx = 4,
): string {
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) out += box(x0 + c * (w + gap), y0 + r * (h + gap), w, h, rx, fill);
  }
  return out;
}

function fan(cx: number, cy: number, r: number, p: Palette, blades = 7, ring = ''): string {
  let out = '';
  for (let i = 0; i < blades; i++) {
    const a = (i * 360) / blades;
    out += `<path d="M0 0 Q ${f(r * 0.3)} ${f(-r * 0.45)} ${f(r * 0.08)} ${f(-r * 0.92)} Q ${f(-r * 0.25)} ${f(-r * 0.5)} 0 0Z" fill="${p.detail}" transform="rotate(${f(a)})"/>`;
  }
  const glow = ring
    ? `<circle r="${f(r * 0.95)}" fill="none" stroke="${ring}" stroke-width="${f(Math.max(4, r * 0.07))}"/>`
    : '';
  return `<g transform="translate(${f(cx)} ${f(cy)})"><circle r="${f(r)}" fill="${p.shade}" ${sw(p, 4)}/>${out}${glow}<circle r="${f(r * 0.22)}" fill="${p.metal}"/></g>`;
}

/** A square fan frame with the fan inside (coolers, cases, radiators). */
function framedFan(cx: number, cy: number, size: number, p: Palette, blades: number, ring: string): string {
  const h = size / 2;
  return (
    box(cx - h, cy - h, size, size, size * 0.12, p.body, sw(p, 5)) +
    [-1, 1]
      .flatMap((sx) =>
        [-1, 1].map(
          (sy) =>
            `<circle cx="${f(cx + sx * h * 0.8)}" cy="${f(cy + sy * h * 0.8)}" r="${f(size * 0.035)}" fill="${p.stroke}"/>`,
        ),
      )
      .join('') +
    fan(cx, cy, h * 0.88, p, blades, ring)
  );
}

// Key rows in key units; a negative width is a gap.
const KEY_ROWS: readonly (readonly number[])[] = [
  [1, -1, 1, 1, 1, 1, -0.5, 1, 1, 1, 1, -0.5, 1, 1, 1, 1],
  [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2],
  [1.5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.5],
  [1.75, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.25],
  [2.25, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.75],
  [1.25, 1.25, 1.25, 6.25, 1.25, 1.25, 1.25, 1.25],
];
const NAV_ROWS: readonly (readonly number[])[] = [[1, 1, 1], [1, 1, 1], [1, 1, 1], [], [-1, 1], [1, 1, 1]];
const PAD_ROWS: readonly (readonly number[])[] = [[], [1, 1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1], [2, 1]];

const keyboard: Shape = (p, m) => {
  const layout = m.sub(
    { keyboards_membrane: ['full', 'full', 'tkl'], keyboards_wireless: ['full', 'compact', 'tkl'] },
    ['full', 'tkl', 'compact'],
  );
  const fnRow = layout === 'compact' ? m.chance(0.25) : m.chance(0.85);
  const units = layout === 'full' ? 23 : layout === 'tkl' ? 18.5 : 15;
  const u = Math.min(27, 400 / units);
  const pad = u * 0.6;
  const top = u * 1.5;
  const rows = fnRow ? [0, 1, 2, 3, 4, 5] : [1, 2, 3, 4, 5];
  const rowY = (r: number) => (fnRow ? (r === 0 ? 0 : (r + 0.25) * u) : (r - 1) * u);
  const W = units * u + 2 * pad;
  const H = top + rowY(5) + u + pad;
  const x0 = -W / 2;
  const y0 = -H / 2;
  const round = m.chance(0.2);
  const gap = u * 0.14;
  const twoTone = m.chance(0.5);
  const accentKeys = m.chance(0.7);
  const rx = round ? u * 0.42 : u * 0.16;
  const keyRow = (x: number, r: number, widths: readonly number[], main: boolean) => {
    let out = '';
    let cx = x;
    widths.forEach((w, i) => {
      if (w < 0) {
        cx += -w * u;
        return;
      }
      const esc = main && i === 0 && r === rows[0];
      const enter = main && r === 3 && i === widths.length - 1;
      const modifier = main && (i === 0 || i === widths.length - 1 || r === 5);
      const fill = accentKeys && (esc || enter) ? m.accent : twoTone && modifier ? p.shade : p.detail;
      out += box(cx + gap / 2, y0 + top + rowY(r) + gap / 2, w * u - gap, u - gap, rx, fill);
      cx += w * u;
    });
    return out;
  };
  const glow = m.chance(0.4)
    ? [18, 11, 5]
        .map((g, i) =>
          box(x0 - g, y0 - g, W + 2 * g, H + 2 * g, 24 + g, m.accent, `opacity="${0.12 + i * 0.1}"`),
        )
        .join('')
    : '';
  const wired = m.kind !== 'keyboards_wireless' && m.chance(0.7);
  let out =
    glow +
    (wired
      ? `<path d="M${f(x0 + W * 0.3)} ${f(y0)} C ${f(x0 + W * 0.3)} ${f(y0 - 50)} ${f(x0 + W * 0.4)} ${f(y0 - 60)} ${f(x0 + W * 0.45)} ${f(y0 - 160)}" stroke="${p.metal}" stroke-width="9" fill="none" stroke-linecap="round"/>`
      : '') +
    (layout !== 'compact' && m.chance(0.3)
      ? box(x0 + 12, y0 + H - 10, W - 24, u * 1.8, 24, p.shade, sw(p, 4))
      : '') +
    box(x0, y0, W, H, Math.min(26, u * 0.9), p.body, sw(p));
  const kx = x0 + pad;
  for (const r of rows) {
    out += keyRow(kx, r, KEY_ROWS[r]!, true);
    if (layout !== 'compact') out += keyRow(kx + 15.5 * u, r, NAV_ROWS[r]!, false);
    if (layout === 'full') {
      out += keyRow(kx + 19 * u, r, PAD_ROWS[r]!, false);
      if (r === 2 || r === 4)
        out += box(kx + 22 * u + gap / 2, y0 + top + rowY(r) + gap / 2, u - gap, 2 * u - gap, rx, p.detail);
    }
  }
  if (layout === 'full' && fnRow)
    for (let i = 0; i < 3; i++)
      out += `<circle cx="${f(kx + (19.8 + i * 1.1) * u)}" cy="${f(y0 + top + u * 0.5)}" r="${f(u * 0.16)}" fill="${m.accent}"/>`;
  if (layout !== 'full' && m.chance(0.5))
    out += `<circle cx="${f(x0 + W - pad - u * 0.5)}" cy="${f(y0 + top * 0.45)}" r="${f(u * 0.45)}" fill="${p.metal}" stroke="${m.accent}" stroke-width="3"/>`;
  return out + m.plate(kx, y0 + top * 0.18, Math.min(130, W * 0.3), top * 0.58, 'engrave');
};

const mouse: Shape = (p, m) => {
  const style = m.sub(
    {
      mice_gaming: ['gamer', 'gamer', 'classic'],
      mice_office: ['classic', 'slim'],
      mice_wireless: ['classic', 'ergo', 'slim'],
    },
    ['gamer', 'classic', 'ergo'],
  );
  const hl = m.int(160, 180);
  const hw = style === 'slim' ? m.int(92, 102) : m.int(108, 124);
  const side = (s: number, w: number) =>
    style === 'gamer'
      ? `C ${f(s * w * 0.95)} ${-hl} ${f(s * w * 1.02)} ${f(-hl * 0.5)} ${f(s * w * 0.86)} ${f(-hl * 0.05)} C ${f(s * w * 0.8)} ${f(hl * 0.2)} ${f(s * w * 1.05)} ${f(hl * 0.45)} ${f(s * w * 0.95)} ${f(hl * 0.72)} C ${f(s * w * 0.85)} ${f(hl * 0.98)} ${f(s * w * 0.4)} ${hl} 0 ${hl}`
      : `C ${f(s * w * 0.9)} ${-hl} ${f(s * w)} ${f(-hl * 0.45)} ${f(s * w)} ${f(hl * 0.1)} C ${f(s * w)} ${f(hl * 0.7)} ${f(s * w * 0.62)} ${hl} 0 ${hl}`;
  const left = style === 'ergo' ? hw * 1.18 : hw;
  const right = style === 'ergo' ? hw * 0.86 : hw;
  const outline = `M0 ${-hl} ${side(1, right)} M0 ${-hl} ${side(-1, left)}`;
  // Filled as one closed shape: right side down, left side back up (reversed by mirroring the path).
  const body = `<path d="M0 ${-hl} ${side(1, right)} L0 ${hl} Z" fill="${p.body}" stroke="${p.body}" stroke-width="2"/><path d="M0 ${-hl} ${side(-1, left)} L0 ${hl} Z" fill="${p.body}" stroke="${p.body}" stroke-width="2"/><path d="${outline}" fill="none" ${sw(p)}/>`;
  const wired = m.kind !== 'mice_wireless' && m.chance(0.75);
  let out = wired
    ? `<path d="M0 ${-hl} C 0 ${-hl - 50} ${m.int(-40, 40)} ${-hl - 70} ${m.int(-30, 30)} ${-hl - 150}" stroke="${p.metal}" stroke-width="8" fill="none" stroke-linecap="round"/>`
    : '';
  out += body;
  const split = -hl * m.pick([0.1, 0.2, 0.3]);
  out += `<path d="M0 ${-hl + 3} L0 ${f(split)}" stroke="${p.detail}" stroke-width="5"/>`;
  if (m.chance(0.6))
    out += `<path d="M${f(-left * 0.98)} ${f(split + 10)} Q 0 ${f(split - 40)} ${f(right * 0.98)} ${f(split + 10)}" stroke="${p.shade}" stroke-width="6" fill="none"/>`;
  const wheelH = hl * 0.3;
  out += box(-12, -hl * 0.8, 24, wheelH, 12, style === 'gamer' ? m.accent : p.detail, sw(p, 3));
  if (style === 'gamer') {
    out += box(-8, -hl * 0.8 + wheelH + 12, 16, 22, 5, p.detail);
    const n = m.int(2, 3);
    for (let i = 0; i < n; i++)
      out += box(-left * 0.97 - 4, -hl * 0.25 + i * 44, 22, 36, 8, p.shade, sw(p, 3));
  }
  const logo = m.pick(['circle', 'chevron', 'diamond', 'bar']);
  const ly = hl * 0.5;
  if (logo === 'circle') out += `<circle cx="0" cy="${f(ly)}" r="16" fill="${m.accent}"/>`;
  if (logo === 'chevron')
    out += `<path d="M-20 ${f(ly - 8)} L0 ${f(ly + 12)} L20 ${f(ly - 8)}" stroke="${m.accent}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  if (logo === 'diamond')
    out += `<path d="M0 ${f(ly - 18)} L16 ${f(ly)} L0 ${f(ly + 18)} L-16 ${f(ly)}Z" fill="${m.accent}"/>`;
  if (logo === 'bar' || style === 'gamer')
    out += `<path d="M${f(-hw * 0.55)} ${f(hl * 0.84)} Q 0 ${f(hl * 1.02)} ${f(hw * 0.55)} ${f(hl * 0.84)}" stroke="${m.accent}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  if (style === 'ergo')
    out += `<path d="M${f(-left * 0.95)} ${f(hl * 0.05)} C ${f(-left * 1.2)} ${f(hl * 0.25)} ${f(-left * 1.15)} ${f(hl * 0.6)} ${f(-left * 0.85)} ${f(hl * 0.7)}" stroke="${p.shade}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  return out;
};

const monitor: Shape = (p, m) => {
  const curved = m.kind === 'monitors_curved' || (!m.kind.startsWith('monitors_') && m.chance(0.25));
  const ultra = curved && m.chance(0.4);
  const w = ultra ? 460 : m.int(410, 450);
  const h = ultra ? 190 : Math.round((w * 9) / 16);
  const bezel = m.pick([8, 12, 16]);
  const chin = m.pick([0, 0, 18]);
  const sag = curved ? 16 : 0;
  const x0 = -w / 2;
  const y0 = -195;
  const y1 = y0 + h + chin;
  const frame = `M${x0} ${y0} Q 0 ${y0 + sag * 2} ${-x0} ${y0} L${-x0} ${y1} Q 0 ${y1 + sag * 2} ${x0} ${y1}Z`;
  const sx0 = x0 + bezel;
  const sy0 = y0 + bezel + sag;
  const sw2 = w - 2 * bezel;
  const sh = h - 2 * bezel - sag;
  const standTop = y1 + sag;
  const stand = m.pick(['pedestal', 'v', 'arm', 'disc']);
  let out = '';
  if (stand === 'pedestal')
    out +=
      box(-26, standTop - 10, 52, 175 - standTop + 10, 8, p.metal) + box(-115, 165, 230, 24, 12, p.metal);
  if (stand === 'v')
    out +=
      box(-18, standTop - 10, 36, 170 - standTop + 10, 8, p.metal) +
      `<path d="M0 170 L-150 192 M0 170 L150 192" stroke="${p.metal}" stroke-width="18" stroke-linecap="round"/>`;
  if (stand === 'arm')
    out +=
      `<path d="M40 ${f(standTop - 20)} L90 ${f(standTop + 40)} L60 170" stroke="${p.metal}" stroke-width="22" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
      box(-10, 165, 150, 24, 10, p.metal);
  if (stand === 'disc')
    out +=
      box(-22, standTop - 10, 44, 172 - standTop + 10, 8, p.metal) +
      `<ellipse cx="0" cy="178" rx="120" ry="18" fill="${p.metal}"/>`;
  out += `<path d="${frame}" fill="${p.body}" ${sw(p)}/>`;
  out += `<path d="M${sx0} ${sy0} Q 0 ${sy0 + sag * 2} ${sx0 + sw2} ${sy0} L${sx0 + sw2} ${sy0 + sh} Q 0 ${sy0 + sh + sag * 2} ${sx0} ${sy0 + sh}Z" fill="${p.stroke}"/>`;
  // Wallpaper inside the screen, kept clear of the curved edges.
  const wx0 = sx0 + 4;
  const wx1 = sx0 + sw2 - 4;
  const wy0 = sy0 + sag + 4;
  const wy1 = sy0 + sh - 2;
  const paper = m.pick(['peaks', 'waves', 'orbs', 'stripes', 'desktop']);
  const mid = (wy0 + wy1) / 2;
  if (paper === 'peaks') {
    const a = m.int(-80, 40);
    out += `<path d="M${wx0} ${f(wy1)} L${wx0} ${f(mid + 30)} L${f(a - 70)} ${f(mid - 40)} L${f(a + 20)} ${f(mid + 10)} L${f(a + 110)} ${f(mid - 60)} L${wx1} ${f(mid + 20)} L${wx1} ${f(wy1)}Z" fill="${m.accent}" opacity="0.7"/>`;
    out += `<circle cx="${f(wx1 - 70)}" cy="${f(wy0 + 40)}" r="20" fill="${p.detail}" opacity="0.8"/>`;
  }
  if (paper === 'waves')
    for (let i = 0; i < 3; i++) {
      const y = mid - 20 + i * 28;
      out += `<path d="M${wx0} ${f(y)} C ${f(wx0 + 120)} ${f(y - 50)} ${f(wx1 - 160)} ${f(y + 50)} ${wx1} ${f(y - 10)} L${wx1} ${f(wy1)} L${wx0} ${f(wy1)}Z" fill="${i === 1 ? p.detail : m.accent}" opacity="${0.35 + i * 0.2}"/>`;
    }
  if (paper === 'orbs')
    for (let i = 0; i < 4; i++) {
      const r = m.int(20, Math.min(70, (wy1 - wy0) / 2 - 4));
      const cx = m.int(wx0 + r, wx1 - r);
      const cy = m.int(wy0 + r, wy1 - r);
      out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 ? p.detail : m.accent}" opacity="${0.35 + 0.15 * i}"/>`;
    }
  if (paper === 'stripes')
    for (let i = 0; i < 4; i++) {
      const x = wx0 + 40 + i * ((wx1 - wx0 - 120) / 3);
      out += `<path d="M${f(x)} ${f(wy1)} L${f(x + 60)} ${f(wy0)} L${f(x + 90)} ${f(wy0)} L${f(x + 30)} ${f(wy1)}Z" fill="${i % 2 ? p.detail : m.accent}" opacity="0.6"/>`;
    }
  if (paper === 'desktop') {
    out += box(wx0, wy1 - 18, wx1 - wx0, 16, 0, p.detail, 'opacity="0.5"');
    out += box(wx0 + 30, wy0 + 20, (wx1 - wx0) * 0.45, (wy1 - wy0) * 0.55, 6, p.detail, 'opacity="0.55"');
    out += box(wx0 + 30, wy0 + 20, (wx1 - wx0) * 0.45, 14, 6, m.accent);
    out += box(
      wx0 + (wx1 - wx0) * 0.55,
      wy0 + 60,
      (wx1 - wx0) * 0.38,
      (wy1 - wy0) * 0.45,
      6,
      m.accent,
      'opacity="0.6"',
    );
  }
  if (chin) out += m.plate(-45, y1 - chin + 3, 90, chin - 6, 'engrave');
  else
    out += `<circle cx="0" cy="${f(y1 - bezel / 2 + sag)}" r="${f(Math.max(2, bezel / 4))}" fill="${m.accent}"/>`;
  return out;
};

const headphones: Shape = (p, m) => {
  const style = m.sub(
    {
      headphones_in_ear: ['buds', 'wired'],
      headphones_gaming: ['gaming'],
      headphones_wireless: ['studio', 'sleek'],
    },
    ['gaming', 'studio', 'sleek'],
  );
  if (style === 'buds') {
    const stem = m.chance(0.5);
    const bud = (x: number, s: number) =>
      `<g transform="translate(${x} -95) scale(${s} 1) rotate(-15)">` +
      (stem ? box(-14, 0, 28, 110, 14, p.body, sw(p, 5)) : '') +
      `<circle r="46" fill="${p.body}" ${sw(p, 5)}/><circle r="24" fill="${p.detail}"/><circle cx="-30" cy="-18" r="12" fill="${p.stroke}"/>` +
      (stem ? '' : `<circle cx="20" cy="20" r="9" fill="${m.accent}"/>`) +
      '</g>';
    return (
      box(-120, 20, 240, 160, 70, p.body, sw(p)) +
      `<path d="M-118 90 L118 90" stroke="${p.shade}" stroke-width="6"/>` +
      `<circle cx="0" cy="150" r="7" fill="${m.accent}"/>` +
      m.plate(-55, 110, 110, 26, 'engrave') +
      bud(-80, 1) +
      bud(90, -1)
    );
  }
  if (style === 'wired') {
    const shell = (x: number, s: number) =>
      `<g transform="translate(${x} -80) scale(${s} 1)"><path d="M-60 -40 C -10 -90 70 -60 60 0 C 52 50 -10 70 -50 40 C -80 18 -80 -20 -60 -40Z" fill="${p.body}" ${sw(p, 5)}/><path d="M-30 -20 C 0 -50 40 -30 30 5" stroke="${m.accent}" stroke-width="8" fill="none" stroke-linecap="round"/><circle cx="-50" cy="10" r="14" fill="${p.detail}"/></g>`;
    return (
      `<path d="M-150 -60 C -140 60 -20 60 0 120 M150 -60 C 140 60 20 60 0 120 L0 190" stroke="${p.metal}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      box(-14, 110, 28, 40, 8, p.shade, sw(p, 3)) +
      box(-10, 180, 20, 30, 6, p.metal) +
      shell(-110, 1) +
      shell(110, -1)
    );
  }
  const bw = style === 'gaming' ? 36 : style === 'sleek' ? 20 : 28;
  const span = m.int(140, 165);
  const band = `M${-span} 30 C ${-span} -220 ${span} -220 ${span} 30`;
  let out =
    `<path d="${band}" fill="none" stroke="${p.stroke}" stroke-width="${bw + 14}" stroke-linecap="round"/>` +
    `<path d="${band}" fill="none" stroke="${p.body}" stroke-width="${bw}" stroke-linecap="round"/>`;
  if (style === 'gaming')
    out += `<path d="M${-span + 30} 10 C ${-span + 30} -150 ${span - 30} -150 ${span - 30} 10" fill="none" stroke="${p.shade}" stroke-width="14" stroke-linecap="round"/>`;
  else
    out += `<path d="M${-span + 40} -110 C -60 -168 60 -168 ${span - 40} -110" fill="none" stroke="${m.accent}" stroke-width="5" stroke-linecap="round"/>`;
  const cupW = style === 'studio' ? 110 : 94;
  const cupH = style === 'gaming' ? 175 : m.int(150, 170);
  const cupRx = style === 'studio' ? cupW / 2 : style === 'gaming' ? 40 : 28;
  const mark = m.pick(['ring', 'dot', 'slash']);
  const cup = (cx: number, s: number) => {
    let c =
      box(cx - cupW / 2, 20, cupW, cupH, cupRx, p.body, sw(p)) +
      box(cx - s * cupW * 0.5 - 12, 42, 22, cupH - 44, 10, p.detail);
    const cy = 20 + cupH / 2;
    if (mark === 'ring')
      c += `<circle cx="${cx + s * 6}" cy="${cy}" r="${f(cupW * 0.26)}" fill="none" stroke="${m.accent}" stroke-width="6"/>`;
    if (mark === 'dot') c += `<circle cx="${cx + s * 6}" cy="${cy}" r="10" fill="${m.accent}"/>`;
    if (mark === 'slash')
      c += `<path d="M${cx + s * 6 - 14} ${cy + 24} L${cx + s * 6 + 14} ${cy - 24}" stroke="${m.accent}" stroke-width="9" stroke-linecap="round"/>`;
    return c;
  };
  if (style === 'gaming')
    out += `<path d="M${-span - 20} ${20 + cupH * 0.8} C ${-span - 40} ${cupH + 70} -110 ${cupH + 90} -60 ${cupH + 60}" stroke="${p.metal}" stroke-width="12" fill="none" stroke-linecap="round"/><ellipse cx="-56" cy="${cupH + 58}" rx="20" ry="16" fill="${m.accent}"/>`;
  return out + cup(-span, -1) + cup(span, 1);
};

const microphone: Shape = (p, m) => {
  const style = m.sub(
    {
      microphones_usb: ['desk', 'pod'],
      microphones_xlr: ['dynamic', 'studio'],
      microphones_lavalier: ['lav'],
    },
    ['desk', 'dynamic', 'studio'],
  );
  const grilleKind = m.pick(['lines', 'dots', 'mesh']);
  const grille = (x: number, y: number, w: number, h: number) => {
    let g = '';
    if (grilleKind === 'lines')
      for (let yy = y + 14; yy < y + h - 6; yy += 20)
        g += `<path d="M${x + 10} ${yy} L${x + w - 10} ${yy}" stroke="${p.detail}" stroke-width="6" stroke-linecap="round"/>`;
    if (grilleKind === 'dots')
      for (let yy = y + 16; yy < y + h - 8; yy += 18)
        for (let xx = x + 16; xx < x + w - 8; xx += 18)
          g += `<circle cx="${xx}" cy="${yy}" r="4.5" fill="${p.detail}"/>`;
    if (grilleKind === 'mesh')
      for (let k = -h; k < w; k += 18)
        g += `<path d="M${x + k} ${y + h} L${x + k + h} ${y}" stroke="${p.detail}" stroke-width="3" opacity="0.8"/><path d="M${x + k} ${y} L${x + k + h} ${y + h}" stroke="${p.detail}" stroke-width="3" opacity="0.8"/>`;
    return `<g><clipPath id="g${x}${y}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(w, h) / 2}"/></clipPath><g clip-path="url(#g${x}${y})">${g}</g></g>`;
  };
  if (style === 'dynamic')
    return (
      `<g transform="rotate(-35)">` +
      `<path d="M-52 -60 L-34 200 Q0 220 34 200 L52 -60Z" fill="${p.body}" ${sw(p)}/>` +
      box(-26, 190, 52, 40, 10, p.metal) +
      box(-56, -72, 112, 22, 8, m.accent) +
      `<circle cx="0" cy="-150" r="92" fill="${p.shade}" ${sw(p)}/>` +
      `<g transform="translate(-92 -242)">${grille(0, 0, 184, 184)}</g>` +
      m.plate(-30, 40, 60, 100, 'band') +
      '</g>'
    );
  if (style === 'studio') {
    const w = m.int(84, 104);
    return (
      `<path d="M-90 200 L0 150 L90 200 M0 150 L0 205" stroke="${p.metal}" stroke-width="12" stroke-linecap="round" fill="none"/>` +
      box(-w / 2, -210, w, 370, w / 2, p.body, sw(p)) +
      box(-w / 2 + 8, -196, w - 16, 130, (w - 16) / 2, p.shade) +
      grille(-w / 2 + 8, -196, w - 16, 130) +
      box(-w / 2, -56, w, 10, 3, m.accent) +
      m.plate(-w / 2 + 12, 0, w - 24, 30, 'engrave')
    );
  }
  if (style === 'lav')
    return (
      `<path d="M-120 -60 C -120 40 -40 20 -30 100 C -20 170 40 150 50 100" stroke="${p.metal}" stroke-width="7" fill="none"/>` +
      box(-150, -190, 60, 120, 26, p.body, sw(p, 5)) +
      grille(-146, -186, 52, 60) +
      box(-170, -120, 24, 70, 6, p.metal) +
      box(0, -40, 200, 200, 36, p.body, sw(p)) +
      `<circle cx="100" cy="30" r="46" fill="${p.shade}" stroke="${m.accent}" stroke-width="8"/>` +
      `<circle cx="100" cy="30" r="20" fill="${p.detail}"/>` +
      m.plate(30, 100, 140, 34, 'band')
    );
  const cw = style === 'pod' ? m.int(130, 150) : m.int(110, 140);
  const ch = style === 'pod' ? 250 : 220;
  let out = '';
  if (style === 'pod')
    out +=
      `<ellipse cx="0" cy="170" rx="130" ry="26" fill="${p.metal}"/>` +
      box(-12, 60, 24, 110, 6, p.metal) +
      `<circle cx="0" cy="-70" r="${cw / 2 + 50}" fill="none" stroke="${p.metal}" stroke-width="12"/>` +
      `<path d="M${-cw / 2 - 46} -70 L${-cw / 2} -120 M${cw / 2 + 46} -70 L${cw / 2} -120 M${-cw / 2 - 46} -70 L${-cw / 2} -20 M${cw / 2 + 46} -70 L${cw / 2} -20" stroke="${p.stroke}" stroke-width="4"/>`;
  else
    out +=
      `<path d="M${-cw / 2 - 30} -40 C ${-cw / 2 - 30} 80 ${cw / 2 + 30} 80 ${cw / 2 + 30} -40" fill="none" stroke="${p.metal}" stroke-width="16"/>` +
      box(-10, 60, 20, 110, 0, p.metal) +
      box(-110, 160, 220, 30, 15, p.metal);
  out +=
    box(-cw / 2, -70 - ch / 2, cw, ch, cw / 2, p.body, sw(p)) +
    box(
      -cw / 2 + 10,
      -70 - ch / 2 + 10,
      cw - 20,
      ch * 0.55,
      (cw - 20) / 2,
      style === 'pod' ? m.accent : p.shade,
      'opacity="0.9"',
    ) +
    grille(-cw / 2 + 10, -70 - ch / 2 + 10, cw - 20, ch * 0.55) +
    `<circle cx="0" cy="${f(-70 + ch * 0.28)}" r="9" fill="${m.accent}"/>`;
  return out + (style === 'desk' ? m.plate(-60, 164, 120, 22, 'band') : '');
};

const webcam: Shape = (p, m) => {
  const style = m.pick(['pill', 'box', 'ring']);
  const lens = m.int(40, 58);
  const mount = m.pick(['clip', 'tripod']);
  let out =
    mount === 'clip'
      ? `<path d="M-40 50 L-70 170 L70 170 L40 50Z" fill="${p.metal}"/>`
      : `<path d="M0 40 L0 120 M0 120 L-90 200 M0 120 L0 205 M0 120 L90 200" stroke="${p.metal}" stroke-width="12" stroke-linecap="round" fill="none"/>`;
  let lx = 0;
  if (style === 'pill') out += box(-190, -90, 380, 160, 80, p.body, sw(p));
  if (style === 'box') {
    out += box(-180, -100, 360, 170, 28, p.body, sw(p));
    lx = -50;
  }
  if (style === 'ring')
    out +=
      `<circle cx="0" cy="-15" r="125" fill="${p.body}" ${sw(p)}/>` +
      `<circle cx="0" cy="-15" r="100" fill="none" stroke="${m.accent}" stroke-width="16" opacity="0.9"/>`;
  out +=
    `<circle cx="${lx}" cy="-15" r="${lens + 22}" fill="${p.stroke}"/>` +
    `<circle cx="${lx}" cy="-15" r="${lens}" fill="${p.detail}"/>` +
    `<circle cx="${lx}" cy="-15" r="${lens * 0.55}" fill="${p.stroke}"/>` +
    `<circle cx="${lx - lens * 0.3}" cy="${-15 - lens * 0.3}" r="${lens * 0.2}" fill="#ffffff" opacity="0.8"/>`;
  if (style !== 'ring' && m.chance(0.5))
    out += `<circle cx="${lx - lens - 60}" cy="-15" r="5" fill="${p.detail}"/><circle cx="${lx + lens + 60}" cy="-15" r="5" fill="${p.detail}"/>`;
  out += `<circle cx="${style === 'ring' ? 0 : lx + lens + 40}" cy="${style === 'ring' ? 75 : -60}" r="8" fill="${m.accent}"/>`;
  if (style === 'box') out += m.plate(40, -40, 120, 40, 'band');
  return out;
};

const speaker: Shape = (p, m) => {
  const style = m.sub(
    {
      speakers_2_0: ['pair', 'pebbles'],
      speakers_2_1: ['sub'],
      speakers_bluetooth: ['capsule', 'puck', 'brick'],
    },
    ['pair', 'sub', 'capsule'],
  );
  const driver = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.detail}"/><circle cx="${cx}" cy="${cy}" r="${f(r * 0.78)}" fill="none" stroke="${m.accent}" stroke-width="${f(Math.max(3, r * 0.08))}"/><circle cx="${cx}" cy="${cy}" r="${f(r * 0.38)}" fill="${p.stroke}"/>`;
  if (style === 'pair' || style === 'sub') {
    const w = style === 'sub' ? 110 : m.int(130, 160);
    const h = style === 'sub' ? 200 : m.int(280, 330);
    const two = style === 'pair' && m.chance(0.6);
    const rx = m.pick([8, 18, 40]);
    const spk = (x: number, y: number) =>
      box(x - w / 2, y - h / 2, w, h, rx, p.body, sw(p)) +
      (two ? driver(x, y - h * 0.27, w * 0.22) + driver(x, y + h * 0.15, w * 0.36) : driver(x, y, w * 0.38)) +
      `<circle cx="${x}" cy="${y + h / 2 - 16}" r="5" fill="${m.accent}"/>`;
    if (style === 'pair') return spk(-105, -10) + spk(105, -10) + m.plate(-60, 170, 120, 24, 'band');
    return (
      spk(-150, -60) +
      spk(150, -60) +
      box(-120, -30, 240, 220, 20, p.body, sw(p)) +
      driver(0, 70, 80) +
      m.plate(-60, -14, 120, 26, 'engrave')
    );
  }
  if (style === 'pebbles') {
    const peb = (x: number) =>
      `<path d="M${x - 110} 100 C ${x - 110} -80 ${x + 110} -80 ${x + 110} 100Z" fill="${p.body}" ${sw(p)}/>` +
      driver(x, 40, 52);
    return (
      peb(-110) +
      peb(110) +
      `<path d="M-110 100 C -60 160 60 160 110 100" stroke="${p.metal}" stroke-width="6" fill="none"/>`
    );
  }
  const dots = (x: number, y: number, w: number, h: number, step: number) => {
    let d = '';
    for (let yy = y + step / 2; yy < y + h; yy += step)
      for (let xx = x + step / 2; xx < x + w; xx += step)
        d += `<circle cx="${f(xx)}" cy="${f(yy)}" r="${f(step * 0.2)}" fill="${p.detail}"/>`;
    return d;
  };
  if (style === 'capsule') {
    const h = m.int(150, 180);
    return (
      `<path d="M190 ${-h / 2 + 20} C 240 ${-h / 2 - 20} 250 30 205 40" stroke="${p.metal}" stroke-width="12" fill="none"/>` +
      box(-220, -h / 2, 440, h, h / 2, p.body, sw(p)) +
      dots(-150, -h / 2 + 12, 300, h - 24, 16) +
      `<ellipse cx="-205" cy="0" rx="16" ry="${h / 2 - 12}" fill="${p.shade}"/><ellipse cx="205" cy="0" rx="16" ry="${h / 2 - 12}" fill="${p.shade}"/>` +
      m.plate(-70, -22, 140, 44, 'band')
    );
  }
  if (style === 'puck')
    return (
      `<path d="M-170 -20 L-170 80 A170 60 0 0 0 170 80 L170 -20Z" fill="${p.shade}" ${sw(p)}/>` +
      `<ellipse cx="0" cy="-20" rx="170" ry="60" fill="${p.body}" ${sw(p)}/>` +
      `<ellipse cx="0" cy="-20" rx="130" ry="42" fill="none" stroke="${m.accent}" stroke-width="6"/>` +
      `<path d="M150 40 C 210 40 220 -120 150 -140" stroke="${p.metal}" stroke-width="10" fill="none"/>` +
      m.plate(-70, 36, 140, 34, 'band')
    );
  return (
    `<path d="M-120 -110 C -120 -190 120 -190 120 -110" stroke="${m.accent}" stroke-width="20" fill="none" stroke-linecap="round"/>` +
    box(-200, -110, 400, 240, 40, p.body, sw(p)) +
    dots(-180, -90, 360, 150, 18) +
    m.plate(-80, 74, 160, 36, 'band')
  );
};

const GOLD = '#d4a72c';

const cpu: Shape = (p, m) => {
  const make = m.sub({ cpu_intel: ['intel'], cpu_amd: ['am5', 'am4'] }, ['intel', 'am5', 'am4']);
  const w = make === 'intel' ? 300 : 330;
  const h = make === 'intel' ? 360 : 330;
  let out = '';
  if (make === 'am4') {
    for (let i = -5; i <= 5; i++) {
      const o = i * 26;
      out += box(o - 5, -h / 2 - 25, 10, 30, 0, p.metal) + box(o - 5, h / 2 - 5, 10, 30, 0, p.metal);
      out += box(-w / 2 - 25, o - 5, 30, 10, 0, p.metal) + box(w / 2 - 5, o - 5, 30, 10, 0, p.metal);
    }
  }
  out += box(-w / 2, -h / 2, w, h, 18, p.shade, sw(p));
  if (make === 'intel')
    out +=
      `<path d="M${-w / 2} -40 a18 18 0 0 1 0 36 M${w / 2} -40 a18 18 0 0 0 0 36" fill="${p.stroke}"/>` +
      grid(-w / 2 + 24, h / 2 - 44, 10, 1, 14, 18, 9, GOLD, 2);
  const iw = make === 'intel' ? 230 : m.int(226, 246);
  const ih = make === 'intel' ? 230 : iw;
  const ix = -iw / 2;
  const iy = make === 'intel' ? -h / 2 + 36 : -ih / 2;
  if (make === 'am5') {
    // The "octopus" heat spreader: cut-outs on each side with capacitors showing through.
    out += `<rect x="${ix}" y="${iy}" width="${iw}" height="${ih}" rx="14" fill="${p.body}" ${sw(p, 4)}/>`;
    for (const [dx, dy, rw, rh] of [
      [-iw * 0.3, -ih / 2 - 2, 40, 26],
      [iw * 0.3, -ih / 2 - 2, 40, 26],
      [-iw * 0.3, ih / 2 + 2, 40, 26],
      [iw * 0.3, ih / 2 + 2, 40, 26],
      [-iw / 2 - 2, -ih * 0.3, 26, 40],
      [-iw / 2 - 2, ih * 0.3, 26, 40],
      [iw / 2 + 2, -ih * 0.3, 26, 40],
      [iw / 2 + 2, ih * 0.3, 26, 40],
    ] as const)
      out +=
        box(dx - rw / 2, iy + ih / 2 + dy - rh / 2, rw, rh, 4, p.shade) +
        box(dx - 6, iy + ih / 2 + dy - 4, 12, 8, 1, GOLD);
  } else out += box(ix, iy, iw, ih, 12, p.body, sw(p, 4));
  out += `<path d="M${ix + 14} ${iy + 44} L${ix + 44} ${iy + 14} L${ix + 14} ${iy + 14}Z" fill="${GOLD}"/>`;
  out += `<path d="M${ix + 40} ${iy + ih * 0.3} L${ix + iw - 40} ${iy + ih * 0.3}" stroke="${m.accent}" stroke-width="8" stroke-linecap="round"/>`;
  return out + m.plate(ix + 30, iy + ih * 0.42, iw - 60, 46, 'engrave');
};

const gpu: Shape = (p, m) => {
  const fans = m.pick([1, 2, 2, 3, 3]);
  const L = { 1: 320, 2: 410, 3: 450 }[fans] ?? 410;
  const H = m.int(190, 215);
  const x0 = -L / 2 + 10;
  const y0 = -H / 2;
  const angular = m.chance(0.5);
  const blades = m.int(7, 11);
  const ring = m.chance(0.45) ? m.accent : '';
  const shroud = angular
    ? `<path d="M${x0 + 30} ${y0} L${x0 + L - 30} ${y0} L${x0 + L} ${y0 + 30} L${x0 + L} ${y0 + H} L${x0} ${y0 + H} L${x0} ${y0 + 30}Z" fill="${p.body}" ${sw(p)}/>`
    : box(x0, y0, L, H, 22, p.body, sw(p));
  let out =
    box(x0 - 22, y0 + 8, 22, H + 20, 3, p.metal) +
    box(x0 - 18, y0 + 24, 14, 26, 3, p.stroke) +
    box(x0 - 18, y0 + 60, 14, 26, 3, p.stroke) +
    box(x0 + 50, y0 + H, 170, 22, 0, GOLD) +
    box(x0 + L - 90, y0 - 12, fans === 1 ? 36 : 70, 14, 3, p.metal) +
    shroud;
  const style = m.pick(['slashes', 'rails', 'plain']);
  if (style === 'rails')
    out += `<path d="M${x0 + 24} ${y0 + 12} L${x0 + L - 24} ${y0 + 12}" stroke="${m.accent}" stroke-width="6" stroke-linecap="round"/>`;
  if (style === 'slashes')
    for (let i = 0; i < 3; i++)
      out += `<path d="M${x0 + L - 70 + i * 18} ${y0 + 10} l-22 40 l10 0 l22 -40Z" fill="${m.accent}"/>`;
  const r = Math.min(H * 0.38, (L - 30) / (fans * 2) - 4);
  const cy = y0 + H * 0.46;
  for (let i = 0; i < fans; i++) {
    const cx = x0 + L / 2 + (i - (fans - 1) / 2) * (r * 2 + 6);
    out += fan(cx, cy, r, p, blades, ring);
  }
  return out + m.plate(x0 + L / 2 - 80, y0 + H - 30, 160, 22, 'band');
};

const motherboard: Shape = (p, m) => {
  const ff = m.sub(
    { motherboards_atx: ['atx'], motherboards_micro_atx: ['matx'], motherboards_mini_itx: ['itx'] },
    ['atx', 'matx', 'itx'],
  );
  const W = ff === 'itx' ? 300 : 370;
  const H = ff === 'atx' ? 430 : ff === 'matx' ? 370 : 300;
  const x0 = -W / 2;
  const y0 = -H / 2;
  const heat = m.pick([p.metal, p.shade, m.accent]);
  let out = box(x0, y0, W, H, 10, p.body, sw(p));
  // I/O shroud and VRM heatsinks around the socket.
  out += box(x0 + 12, y0 + 14, 54, ff === 'itx' ? 120 : 160, 8, p.shade, sw(p, 3));
  if (m.chance(0.6))
    for (let i = 0; i < 4; i++)
      out += `<path d="M${x0 + 16} ${y0 + 40 + i * 26} l44 -18" stroke="${m.accent}" stroke-width="5"/>`;
  out += box(x0 + 74, y0 + 14, ff === 'itx' ? 120 : 150, 40, 6, heat, sw(p, 3));
  for (let i = 0; i < 6; i++)
    out += `<path d="M${x0 + 86 + i * 20} ${y0 + 20} l0 28" stroke="${p.stroke}" stroke-width="3" opacity="0.5"/>`;
  const s = ff === 'itx' ? 86 : 104;
  const sx = x0 + 88;
  const sy = y0 + 66;
  out +=
    box(sx, sy, s, s, 6, p.stroke) +
    box(sx + 14, sy + 14, s - 28, s - 28, 4, p.detail) +
    `<path d="M${sx + s + 6} ${sy + 6} l0 ${s - 12}" stroke="${p.metal}" stroke-width="5"/>`;
  const dimms = ff === 'itx' ? 2 : m.pick([2, 4, 4]);
  const dx = ff === 'itx' ? x0 + W - 70 : x0 + 230;
  for (let i = 0; i < dimms; i++)
    out +=
      box(dx + i * 22, y0 + 24, 13, ff === 'itx' ? 190 : 200, 3, i % 2 ? p.shade : p.detail) +
      box(dx + i * 22, y0 + 16, 13, 8, 2, m.accent);
  out += box(x0 + W - 28, y0 + 70, 16, 90, 3, p.detail);
  const slots = ff === 'atx' ? m.int(2, 3) : ff === 'matx' ? 2 : 1;
  const slotY = ff === 'itx' ? y0 + 190 : y0 + 250;
  for (let i = 0; i < slots; i++) {
    const y = slotY + i * (ff === 'atx' ? 62 : 58);
    const long = i === 0 || m.chance(0.5);
    out += box(
      x0 + 30,
      y,
      long ? W - 110 : 90,
      16,
      3,
      i === 0 ? p.metal : p.stroke,
      i === 0 ? `stroke="${m.accent}" stroke-width="2"` : '',
    );
  }
  if (ff !== 'itx') {
    const my = slotY - 40;
    out += box(x0 + 30, my, 210, 24, 5, heat, sw(p, 3));
    out += box(x0 + W - 110, y0 + H - 100, 86, 80, 10, p.shade, sw(p, 3));
    out += m.plate(x0 + W - 104, y0 + H - 74, 74, 28, 'band');
    for (let i = 0; i < m.int(2, 4); i++) out += box(x0 + W - 20, y0 + H - 210 + i * 24, 12, 18, 2, p.detail);
  } else
    out +=
      box(x0 + 30, y0 + H - 70, 180, 40, 8, heat, sw(p, 3)) + m.plate(x0 + 44, y0 + H - 62, 152, 24, 'band');
  for (const [cx, cy] of [
    [x0 + 16, y0 + H - 16],
    [x0 + W - 16, y0 + 16],
    [x0 + W - 16, y0 + H - 16],
  ] as const)
    out += `<circle cx="${cx}" cy="${cy}" r="6" fill="${p.metal}"/>`;
  return out;
};

function rgbBar(x: number, y: number, w: number, h: number, accent: string, rx: number): string {
  const base = parseHex(accent);
  const hue = hueOf(base);
  const n = 6;
  let out = '';
  for (let i = 0; i < n; i++)
    out += box(
      x + (i * w) / n,
      y,
      w / n + 0.5,
      h,
      i === 0 || i === n - 1 ? rx : 0,
      toHex(hsl((hue + i * 40) % 360, 0.85, 0.58)),
    );
  return out;
}

const ram: Shape = (p, m) => {
  const style = m.pick(['flat', 'fins', 'rgb', 'bare']);
  const ddr5 = m.kind === 'ram_ddr5' || (m.kind !== 'ram_ddr4' && m.chance(0.5));
  const short = style === 'bare' && m.chance(0.5);
  const L = short ? 300 : 450;
  const kit = !short && m.chance(0.55);
  const stick = (dx: number, dy: number, back: boolean) => {
    const x0 = dx - L / 2;
    const notch = dx + (ddr5 ? -4 : L * 0.08);
    let s = `<g${back ? ' opacity="0.75"' : ''}>`;
    s += `<path d="M${x0} ${dy + 20} L${x0 + L} ${dy + 20} L${x0 + L} ${dy + 80} L${notch + 10} ${dy + 80} L${notch + 10} ${dy + 66} L${notch - 10} ${dy + 66} L${notch - 10} ${dy + 80} L${x0} ${dy + 80}Z" fill="#2f6b3a" ${sw(p, 4)}/>`;
    for (let i = 0; i < Math.floor(L / 13) - 1; i++) {
      const px = x0 + 8 + i * 13;
      if (Math.abs(px - notch) > 12) s += box(px, dy + 60, 7, 18, 0, GOLD);
    }
    if (style === 'bare') {
      s += `<path d="M${x0} ${dy - 70} L${x0 + L} ${dy - 70} L${x0 + L} ${dy + 58} L${x0} ${dy + 58}Z" fill="${p.body}" ${sw(p, 4)}/>`;
      const chips = short ? 4 : 8;
      for (let i = 0; i < chips; i++)
        s += box(x0 + 14 + i * ((L - 28) / chips), dy - 50, (L - 28) / chips - 12, 56, 4, p.stroke);
      if (!back) s += m.plate(x0 + L * 0.25, dy + 14, L * 0.5, 32, 'sticker');
      return `${s}</g>`;
    }
    const top =
      style === 'fins'
        ? `M${x0} ${dy + 50} L${x0} ${dy - 80} ${Array.from({ length: 9 }, (_, i) => `L${f(x0 + (L / 9) * (i + 0.5))} ${dy - 112} L${f(x0 + (L / 9) * (i + 1))} ${dy - 80}`).join(' ')} L${x0 + L} ${dy + 50}Z`
        : `M${x0} ${dy + 50} L${x0} ${dy - 80} L${x0 + L} ${dy - 80} L${x0 + L} ${dy + 50}Z`;
    if (style === 'rgb') s += rgbBar(x0 + 6, dy - 112, L - 12, 36, m.accent, 8);
    s += `<path d="${top}" fill="${p.body}" ${sw(p)}/>`;
    s += `<path d="M${x0 + 20} ${dy + 30} L${x0 + L - 20} ${dy + 30}" stroke="${p.shade}" stroke-width="6"/>`;
    if (!back) s += m.plate(x0 + L * 0.2, dy - 42, L * 0.6, 46, style === 'flat' ? 'band' : 'sticker');
    return `${s}</g>`;
  };
  return kit ? stick(16, -40, true) + stick(-6, 30, false) : stick(0, 0, false);
};

const psu: Shape = (p, m) => {
  const grilleKind = m.pick(['rings', 'honeycomb', 'spokes', 'bars']);
  const modular = m.chance(0.5);
  const cx = modular ? -50 : -30;
  const r = m.int(104, 120);
  let out = '';
  if (!modular)
    out += `<path d="M190 40 C 250 40 240 150 210 190 M190 70 C 235 80 220 160 180 200" stroke="${p.metal}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
  out += box(-210, -150, 420, 300, 18, p.body, sw(p));
  out += `<circle cx="${cx}" cy="0" r="${r + 8}" fill="${p.shade}"/>`;
  out += fan(cx, 0, r - 6, p, m.int(7, 9), m.chance(0.4) ? m.accent : '');
  let g = '';
  if (grilleKind === 'rings')
    for (let k = 30; k <= r; k += 24)
      g += `<circle cx="${cx}" cy="0" r="${k}" fill="none" stroke="${p.detail}" stroke-width="6"/>`;
  if (grilleKind === 'spokes')
    for (let a = 0; a < 360; a += 30)
      g += `<path d="M${cx} 0 L${f(cx + r * Math.cos((a * Math.PI) / 180))} ${f(r * Math.sin((a * Math.PI) / 180))}" stroke="${p.detail}" stroke-width="6"/>`;
  if (grilleKind === 'bars')
    for (let y = -r + 16; y < r; y += 22) {
      const half = Math.sqrt(r * r - y * y);
      g += `<path d="M${f(cx - half)} ${y} L${f(cx + half)} ${y}" stroke="${p.detail}" stroke-width="7"/>`;
    }
  if (grilleKind === 'honeycomb')
    for (let y = -r; y <= r; y += 18)
      for (let x = -r; x <= r; x += 20) {
        const xx = x + ((y / 18) % 2 ? 10 : 0);
        if (xx * xx + y * y < (r - 8) * (r - 8))
          g += `<circle cx="${cx + xx}" cy="${y}" r="5" fill="${p.detail}" opacity="0.85"/>`;
      }
  out += `${g}<circle cx="${cx}" cy="0" r="${r + 8}" fill="none" stroke="${p.stroke}" stroke-width="5"/>`;
  if (modular) {
    out += box(110, -120, 80, 200, 10, p.stroke);
    for (let i = 0; i < 4; i++)
      out += box(122, -108 + i * 46, 24, 36, 4, p.metal) + box(154, -108 + i * 46, 24, 36, 4, p.metal);
    out += m.plate(100, 96, 100, 36, 'sticker');
  } else out += box(120, -110, 60, 40, 6, p.stroke) + m.plate(96, 80, 100, 40, 'sticker');
  return out;
};

const pcCase: Shape = (p, m) => {
  const ff = m.sub({ cases_atx: ['tower'], cases_micro_atx: ['mini'], cases_mini_itx: ['cube', 'shoebox'] }, [
    'tower',
    'mini',
    'cube',
  ]);
  const dims = { tower: [280, 430], mini: [260, 370], cube: [320, 320], shoebox: [420, 260] } as const;
  const [W, H] = dims[ff as keyof typeof dims];
  const x0 = -W / 2;
  const y0 = -H / 2;
  const view = m.pick(['glass', 'mesh']);
  const fans = Math.min(m.int(1, 3), ff === 'shoebox' ? 2 : 3);
  const ring = m.chance(0.7) ? m.accent : '';
  let out = box(x0 + 20, y0 + H - 4, 40, 14, 4, p.metal) + box(x0 + W - 60, y0 + H - 4, 40, 14, 4, p.metal);
  out += box(x0, y0, W, H, 20, p.body, sw(p));
  if (view === 'glass') {
    const gx = x0 + 22;
    const gy = y0 + 22;
    const gw = W - 80;
    const gh = H - 44;
    out += box(gx, gy, gw, gh, 10, p.stroke, 'opacity="0.88"');
    out += box(gx + 10, gy + gh - 70, gw - 20, 60, 6, p.shade);
    out += m.plate(gx + 24, gy + gh - 54, gw - 48, 28, 'engrave');
    const fr = Math.min(gw * 0.26, (gh - 90) / (fans * 2) - 4);
    for (let i = 0; i < fans; i++)
      out += fan(gx + gw - fr - 12, gy + 20 + fr + i * (fr * 2 + 8), fr, p, 7, ring);
    out += box(gx + 18, gy + gh * 0.45, gw * 0.55, 26, 6, p.metal);
    out += `<path d="M${gx + 20} ${gy + gh - 80} L${gx + gw * 0.5} ${gy + 10}" stroke="#ffffff" stroke-width="14" opacity="0.15"/>`;
    out += box(x0 + W - 46, y0 + 22, 30, H - 44, 8, p.shade);
    out += `<circle cx="${x0 + W - 31}" cy="${y0 + 44}" r="9" fill="${m.accent}"/>`;
  } else {
    const mx = x0 + 20;
    const my = y0 + 30;
    const mw = W - 40;
    const mh = H - 90;
    out += box(mx, my, mw, mh, 10, p.stroke);
    const fr = Math.min(mw * 0.4, (mh - 20) / (fans * 2) - 4);
    for (let i = 0; i < fans; i++)
      out += fan(0, my + mh / 2 + (i - (fans - 1) / 2) * (fr * 2 + 6), fr, p, 7, ring);
    for (let y = my + 8; y < my + mh - 4; y += 14)
      for (let x = mx + 8; x < mx + mw - 4; x += 14)
        out += `<circle cx="${x}" cy="${y}" r="3.2" fill="${p.body}" opacity="0.55"/>`;
    out += m.plate(-60, y0 + H - 48, 120, 28, 'engrave');
    out += `<path d="M${x0 + 24} ${y0 + 16} L${x0 + W - 24} ${y0 + 16}" stroke="${m.accent}" stroke-width="5" stroke-linecap="round"/>`;
  }
  return out;
};

const cooler: Shape = (p, m) => {
  const style = m.sub({ cooling_liquid: ['aio'], cooling_air: ['tower', 'tower', 'fans'] }, [
    'tower',
    'aio',
    'fans',
  ]);
  const ring = m.chance(0.6) ? m.accent : '';
  const blades = m.int(7, 11);
  if (style === 'aio') {
    const n = m.pick([2, 3]);
    const s = n === 3 ? 140 : 170;
    const rw = n * s + 40;
    const ry = -200;
    let out =
      `<path d="M${-rw / 2 + 30} ${ry + s + 20} C ${-rw / 2 + 20} ${ry + s + 140} -80 60 -30 100 M${-rw / 2 + 60} ${ry + s + 20} C ${-rw / 2 + 60} ${ry + s + 110} -40 40 0 90" stroke="${p.metal}" stroke-width="18" fill="none" stroke-linecap="round"/>` +
      box(-rw / 2, ry, rw, s + 20, 12, p.shade, sw(p, 5));
    for (let i = 0; i < n; i++)
      out += framedFan(-rw / 2 + 20 + s / 2 + i * s, ry + 10 + s / 2, s - 8, p, blades, ring);
    const pump = m.pick(['round', 'square']);
    out +=
      pump === 'round'
        ? `<circle cx="40" cy="130" r="84" fill="${p.body}" ${sw(p)}/><circle cx="40" cy="130" r="62" fill="${p.stroke}" stroke="${m.accent}" stroke-width="8"/>`
        : box(-44, 46, 168, 168, 30, p.body, sw(p)) +
          box(-24, 66, 128, 128, 20, p.stroke, `stroke="${m.accent}" stroke-width="8"`);
    return out + m.plate(-12, 114, 104, 32, 'band');
  }
  if (style === 'fans') {
    let out = '';
    for (let i = 0; i < 3; i++) out += framedFan(-145 + i * 145, 0, 136, p, blades, ring || m.accent);
    return out + m.plate(-70, 90, 140, 30, 'band');
  }
  const dual = m.chance(0.4);
  const fins = m.int(14, 22);
  const tw = dual ? 130 : 200;
  const stack = (x: number) => {
    let s = box(x - tw / 2, -170, tw, 330, 6, p.shade, sw(p, 4));
    for (let i = 1; i < fins; i++)
      s += `<path d="M${x - tw / 2} ${f(-170 + (330 * i) / fins)} L${x + tw / 2} ${f(-170 + (330 * i) / fins)}" stroke="${p.stroke}" stroke-width="3" opacity="0.6"/>`;
    return s;
  };
  let out = '';
  const pipes = m.int(3, 6);
  for (let i = 0; i < pipes; i++) {
    const x = -tw / 2 + 20 + (i * (tw - 40)) / Math.max(1, pipes - 1);
    out += `<path d="M${f(x - (dual ? 80 : 0))} -170 L${f(x - (dual ? 80 : 0))} -196 M${f(x + (dual ? 80 : 0))} -170 L${f(x + (dual ? 80 : 0))} -196" stroke="#c47b3b" stroke-width="10" stroke-linecap="round"/>`;
  }
  out += dual ? stack(-80) + stack(80) : stack(0);
  out += box(-(dual ? 150 : 110), -180, dual ? 300 : 220, 30, 8, p.body, sw(p, 4));
  out += m.plate(-(dual ? 90 : 80), -176, dual ? 180 : 160, 22, 'band');
  out += framedFan(dual ? 0 : 10, 10, dual ? 170 : 230, p, blades, ring);
  return out + box(-60, 170, 120, 26, 6, p.metal);
};

const hdd: Shape = (p, m) => {
  const style = m.sub({ hdd_internal: ['platter', 'label'], hdd_external: ['portable', 'desktop'] }, [
    'platter',
    'label',
    'portable',
  ]);
  if (style === 'platter')
    return (
      box(-150, -200, 300, 400, 18, p.body, sw(p)) +
      `<circle cx="0" cy="-50" r="115" fill="${p.shade}" ${sw(p, 4)}/>` +
      `<circle cx="0" cy="-50" r="${m.int(70, 95)}" fill="none" stroke="${p.detail}" stroke-width="3" opacity="0.6"/>` +
      `<circle cx="0" cy="-50" r="22" fill="${p.metal}"/>` +
      `<path d="M110 130 L${m.int(20, 50)} ${m.int(0, 40)}" stroke="${p.detail}" stroke-width="18" stroke-linecap="round"/>` +
      `<circle cx="110" cy="130" r="20" fill="${p.metal}"/>` +
      m.plate(-130, 120, 170, 56, 'sticker')
    );
  if (style === 'label') {
    let out = box(-160, -210, 320, 420, 14, p.body, sw(p));
    for (const [x, y] of [
      [-138, -188],
      [138, -188],
      [-138, 188],
      [138, 188],
    ] as const)
      out += `<circle cx="${x}" cy="${y}" r="8" fill="${p.metal}"/>`;
    out += box(-124, -170, 248, 300, 10, '#f4f5f7', sw(p, 3));
    out += box(-124, -170, 248, 70, 10, m.accent);
    out += m.plate(-110, -92, 220, 64, 'engrave');
    for (let i = 0; i < 26; i++) out += box(-100 + i * 8, 20, i % 3 ? 3 : 5, 60, 0, toHex(INK));
    return out + box(-100, 92, 140, 10, 4, p.detail) + box(-100, 110, 100, 10, 4, p.detail);
  }
  const W = style === 'portable' ? 290 : 240;
  const H = style === 'portable' ? 410 : 400;
  let out = '';
  if (style === 'desktop') out += box(-W / 2 - 20, H / 2 - 30, W + 40, 40, 12, p.metal);
  out += box(-W / 2, -H / 2, W, H, style === 'portable' ? 44 : 16, p.body, sw(p));
  const texture = m.pick(['lines', 'dots', 'plain']);
  if (texture === 'lines')
    for (let i = 0; i < 9; i++)
      out += `<path d="M${-W / 2 + 24} ${-H / 2 + 40 + i * 22} L${W / 2 - 24} ${-H / 2 + 40 + i * 22}" stroke="${p.shade}" stroke-width="6" stroke-linecap="round"/>`;
  if (texture === 'dots') out += grid(-W / 2 + 30, -H / 2 + 36, 8, 7, 14, 14, 14, p.shade, 7);
  out += box(-30, -H / 2 + 6, 60, 14, 4, p.stroke);
  out += `<circle cx="${W / 2 - 30}" cy="${H / 2 - 34}" r="8" fill="${m.accent}"/>`;
  if (style === 'desktop') out += box(-W / 2 + 20, -H / 2 + 20, 8, H - 80, 4, m.accent);
  return out + m.plate(-W / 2 + 30, H / 2 - 120, W - 60, 50, 'band');
};

const ssd: Shape = (p, m) => {
  const style = m.sub({ ssd_nvme: ['m2', 'm2', 'heatsink'], ssd_sata: ['sata'] }, ['m2', 'sata']);
  if (style === 'sata') {
    const w = 400;
    const h = m.int(250, 280);
    return (
      box(-w / 2, -h / 2, w, h, 22, p.body, sw(p)) +
      box(-w / 2 + 8, -h / 2 + 8, w - 16, h - 16, 16, 'none', `stroke="${p.shade}" stroke-width="4"`) +
      m.plate(-w / 2 + 30, -h / 2 + 34, w - 60, h * 0.36, m.pick(['band', 'sticker'])) +
      box(-w / 2 + 30, h / 2 - 70, 240, 14, 7, p.shade) +
      box(-w / 2 + 30, h / 2 - 44, 160, 14, 7, p.shade) +
      `<circle cx="${w / 2 - 44}" cy="${h / 2 - 44}" r="18" fill="${m.accent}"/>`
    );
  }
  const L = 450;
  const H = 120;
  const x0 = -L / 2;
  let out = `<path d="M${x0} ${-H / 2} L${-x0 - 14} ${-H / 2} A14 14 0 0 0 ${-x0 - 14} -14 A14 14 0 0 1 ${-x0 - 14} 14 A14 14 0 0 0 ${-x0 - 14} ${H / 2} L${x0} ${H / 2}Z" fill="#2f6b3a" ${sw(p, 4)}/>`;
  for (let i = 0; i < 15; i++) {
    const y = -H / 2 + 8 + i * 7.4;
    if (Math.abs(y + 30) > 6) out += box(x0 + 2, y, 22, 4.5, 1, GOLD);
  }
  out += box(x0 - 2, -36, 14, 12, 2, p.stroke);
  if (style === 'heatsink') {
    out += box(x0 + 34, -H / 2 - 8, L - 70, H + 16, 10, p.body, sw(p, 5));
    for (let i = 0; i < 12; i++)
      out += `<path d="M${x0 + 60 + i * 30} ${-H / 2} L${x0 + 60 + i * 30} ${H / 2}" stroke="${p.shade}" stroke-width="8"/>`;
    return out + m.plate(x0 + 90, -22, 240, 44, 'band');
  }
  const chips = m.int(1, 2);
  out += box(x0 + 44, -36, 64, 64, 6, p.stroke);
  for (let i = 0; i < chips; i++) out += box(x0 + 130 + i * 120, -44, 100, 88, 6, p.stroke);
  const sticker = m.chance(0.7);
  if (sticker)
    out += `<g>${box(x0 + 40, -H / 2 + 6, L - 100, H - 12, 8, p.body, sw(p, 3))}${m.plate(x0 + 60, -24, L - 140, 48, 'engrave')}</g>`;
  else out += m.plate(x0 + 130, -22, chips * 120 - 20, 44, 'sticker');
  return out + box(x0 + L - 70, 20, 28, 16, 3, m.accent);
};

const usbStick: Shape = (p, m) => {
  const style = m.pick(['capped', 'swivel', 'metal', 'dual']);
  const typeC = style === 'dual' || m.chance(0.25);
  const plug = (x: number, dir: number, c: boolean) =>
    c
      ? box(dir > 0 ? x : x - 70, -24, 70, 48, 22, '#c9ced8', sw(p, 4))
      : box(dir > 0 ? x : x - 110, -45, 110, 90, 6, '#c9ced8', sw(p, 4)) +
        box(dir > 0 ? x + 30 : x - 52, -22, 22, 16, 0, p.metal) +
        box(dir > 0 ? x + 70 : x - 92, -22, 22, 16, 0, p.metal);
  const bw = style === 'metal' ? 250 : 300;
  const bh = style === 'metal' ? 110 : m.int(130, 150);
  const x0 = -bw / 2 - 60;
  let out = plug(x0 + bw, 1, typeC && style !== 'dual');
  if (style === 'dual') out += plug(x0, -1, false);
  if (style === 'capped')
    out +=
      box(x0 + bw + 30, 60, 150, bh, bh * 0.3, p.body, sw(p)) +
      box(x0 + bw + 60, 60 + bh / 2 - 10, 90, 20, 10, p.shade);
  out += box(
    x0,
    -bh / 2,
    bw,
    bh,
    style === 'metal' ? 14 : bh * 0.3,
    style === 'metal' ? '#c9ced8' : p.body,
    sw(p),
  );
  if (style !== 'dual' && style !== 'capped')
    out += `<circle cx="${x0 + 30}" cy="0" r="16" fill="${p.detail}" stroke="${p.stroke}" stroke-width="4"/>`;
  if (style === 'swivel')
    out +=
      `<path d="M${x0 + 20} ${-bh / 2 - 12} L${x0 + bw + 100} ${-bh / 2 - 12} L${x0 + bw + 100} ${bh / 2 + 12} L${x0 + 20} ${bh / 2 + 12}" fill="none" stroke="#aab0bc" stroke-width="14" stroke-linejoin="round"/>` +
      `<circle cx="${x0 + 30}" cy="0" r="18" fill="#aab0bc" stroke="${p.stroke}" stroke-width="4"/>`;
  if (style === 'metal') out += box(x0 + 60, -bh / 2 + 16, bw - 80, 10, 5, m.accent);
  out += m.plate(x0 + 62, -bh * 0.22, bw - 100, bh * 0.44, style === 'metal' ? 'engrave' : 'band');
  return out;
};

const sdCard: Shape = (p, m) => {
  const micro = m.kind === 'sd_cards' ? m.chance(0.4) : m.chance(0.35);
  if (micro) {
    let out = '';
    if (m.chance(0.6))
      out += `<g transform="translate(90 -30) rotate(12)" opacity="0.9"><path d="M-130 -180 L70 -180 L130 -120 L130 180 L-130 180Z" fill="${p.metal}" ${sw(p, 5)}/></g>`;
    out += `<path d="M-150 -190 L60 -190 L60 -120 L80 -100 L80 190 L-150 190 L-150 40 L-170 20 L-170 -60 L-150 -80Z" fill="${p.body}" ${sw(p)}/>`;
    out += box(-150, -190, 210, 100, 0, m.accent, 'opacity="0.9"');
    out += m.plate(-130, -20, 190, 70, 'engrave');
    out += glyphText('SD', -35, 120, 40, p.detail);
    return out;
  }
  let contacts = '';
  for (let i = 0; i < 8; i++) contacts += box(-130 + i * 32, -175, 20, 50, 3, GOLD);
  const band = m.pick(['top', 'diagonal', 'split']);
  let out = `<path d="M-150 -200 L90 -200 L150 -140 L150 200 L-150 200Z" fill="${p.body}" ${sw(p)}/>`;
  if (band === 'top') out += box(-147, -110, 294, 90, 0, m.accent);
  if (band === 'diagonal') out += `<path d="M-147 60 L147 -80 L147 10 L-147 150Z" fill="${m.accent}"/>`;
  if (band === 'split') out += box(-147, 40, 294, 157, 0, m.accent, 'opacity="0.85"');
  out += contacts;
  out += m.plate(-120, -90, 240, 60, band === 'top' ? 'band' : 'sticker');
  out += box(-160, -40, 16, 50, 2, p.stroke);
  out += `<circle cx="-80" cy="120" r="30" fill="none" stroke="${p.detail}" stroke-width="7"/>`;
  out += glyphText(m.pick(['1', '3']), -80, 120, 26, p.detail);
  out += glyphText(m.pick(['V30', 'A2', 'C10']), 50, 120, 34, p.detail);
  return out;
};

function discShape(p: Palette, shine: string): string {
  return (
    `<circle r="200" fill="${p.body}" ${sw(p)}/>` +
    `<circle r="165" fill="none" stroke="${p.shade}" stroke-width="10"/>` +
    `<circle r="120" fill="none" stroke="${shine}" stroke-width="6" opacity="0.6"/>` +
    `<path d="M-150 -90 A 175 175 0 0 1 -40 -170" stroke="#ffffff" stroke-width="16" fill="none" opacity="0.6" stroke-linecap="round"/>` +
    `<circle r="55" fill="${p.shade}" ${sw(p, 4)}/>` +
    `<circle r="22" fill="${p.stroke}"/>`
  );
}

const disc: Shape = (p) => discShape(p, p.detail);

const opticalDrive: Shape = (p, m) => {
  const style = m.sub(
    { optical_dvd: ['slim', 'internal', 'spindle'], optical_bluray: ['slim', 'internal'] },
    ['slim', 'internal'],
  );
  const shine = m.kind === 'optical_bluray' ? '#3d7bff' : m.accent;
  if (style === 'spindle') {
    let out = `<ellipse cx="0" cy="150" rx="200" ry="56" fill="${p.metal}"/>`;
    for (let i = 0; i < 10; i++)
      out += `<ellipse cx="0" cy="${140 - i * 14}" rx="190" ry="52" fill="${i % 2 ? '#e7eaf0' : '#d5d9e2'}" stroke="${p.stroke}" stroke-width="2"/>`;
    out += `<ellipse cx="0" cy="14" rx="190" ry="52" fill="${shine}" opacity="0.35"/><ellipse cx="0" cy="14" rx="40" ry="11" fill="${p.metal}"/>`;
    out += `<path d="M-196 150 L-196 -60 A196 56 0 0 1 196 -60 L196 150" fill="${p.body}" opacity="0.25" ${sw(p, 4)}/>`;
    return out + m.plate(-80, 100, 160, 36, 'band');
  }
  const internal = style === 'internal';
  const bh = internal ? 170 : 110;
  return (
    `<g transform="translate(40 ${internal ? -70 : -50}) scale(0.6)">${discShape(p, shine)}</g>` +
    box(-215, 30, 430, bh, internal ? 8 : 30, p.body, sw(p)) +
    (internal ? box(-190, 56, 380, 44, 6, p.shade, sw(p, 3)) : box(-190, 66, 300, 16, 8, p.detail)) +
    box(140, internal ? 130 : 100, 44, 18, 6, p.stroke) +
    `<circle cx="120" cy="${internal ? 139 : 109}" r="6" fill="${m.accent}"/>` +
    m.plate(-190, internal ? 120 : 94, 170, 36, internal ? 'engrave' : 'band')
  );
};

const caddy: Shape = (p, m) => {
  const style = m.sub({ caddies_2_5: ['enclosure', 'bay', 'bracket'], caddies_3_5: ['enclosure', 'dock'] }, [
    'enclosure',
    'bay',
    'dock',
  ]);
  if (style === 'bay')
    return (
      box(-220, -120, 440, 240, 14, p.body, sw(p)) +
      box(-190, -94, 330, 188, 8, p.shade, sw(p, 4)) +
      box(150, -60, 50, 120, 4, p.metal) +
      box(160, -50, 12, 100, 2, GOLD) +
      [-170, 110]
        .map(
          (x) =>
            `<circle cx="${x}" cy="-100" r="7" fill="${p.metal}"/><circle cx="${x}" cy="100" r="7" fill="${p.metal}"/>`,
        )
        .join('') +
      m.plate(-150, -24, 240, 48, 'sticker')
    );
  if (style === 'bracket')
    return (
      `<path d="M-220 -150 L220 -150 L220 150 L-220 150Z M-150 -100 L150 -100 L150 100 L-150 100Z" fill="${p.body}" fill-rule="evenodd" ${sw(p)}/>` +
      [-190, 190]
        .flatMap((x) => [-110, 0, 110].map((y) => `<circle cx="${x}" cy="${y}" r="9" fill="${p.stroke}"/>`))
        .join('') +
      box(-140, -90, 280, 180, 10, '#c9ced8', sw(p, 4)) +
      m.plate(-110, -28, 220, 56, 'sticker')
    );
  if (style === 'dock')
    return (
      box(-100, -190, 110, 200, 8, '#c9ced8', sw(p, 4)) +
      box(40, -140, 80, 150, 8, '#c9ced8', sw(p, 4)) +
      box(-210, 0, 420, 170, 26, p.body, sw(p)) +
      box(-110, -6, 130, 18, 4, p.stroke) +
      box(30, -6, 100, 18, 4, p.stroke) +
      grid(-170, 130, 4, 1, 14, 14, 16, m.accent, 7) +
      m.plate(-80, 60, 160, 44, 'band')
    );
  const big = m.kind === 'caddies_3_5';
  return (
    box(-210, -140, 420, 280, 18, p.body, sw(p)) +
    box(-176, -106, 300, 212, 10, p.shade, sw(p, 4)) +
    m.plate(-150, -40, 240, 60, 'sticker') +
    box(150, -60, 36, 120, 6, p.metal) +
    (big ? `<circle cx="168" cy="100" r="12" fill="${p.stroke}"/>` : '') +
    `<circle cx="168" cy="-100" r="8" fill="${m.accent}"/>`
  );
};

type Connector = 'hdmi' | 'dp' | 'usbc' | 'usba' | 'sata';

function plug(x: number, y: number, angle: number, p: Palette, kind: Connector, accent: string): string {
  const tips: Record<Connector, string> = {
    hdmi: `<path d="M-30 -44 L30 -44 L30 -86 L22 -96 L-22 -96 L-30 -86Z" fill="#c9ced8" ${sw(p, 4)}/><rect x="-18" y="-84" width="36" height="10" fill="${p.metal}"/>`,
    dp: `<path d="M-28 -44 L28 -44 L28 -96 L-16 -96 L-28 -84Z" fill="#c9ced8" ${sw(p, 4)}/><rect x="-14" y="-84" width="30" height="10" fill="${p.metal}"/>`,
    usbc: `<rect x="-20" y="-86" width="40" height="44" rx="14" fill="#c9ced8" ${sw(p, 4)}/><rect x="-10" y="-76" width="20" height="8" rx="4" fill="${p.metal}"/>`,
    usba: `<rect x="-26" y="-98" width="52" height="56" rx="3" fill="#c9ced8" ${sw(p, 4)}/><rect x="-16" y="-86" width="12" height="10" fill="${p.metal}"/><rect x="4" y="-86" width="12" height="10" fill="${p.metal}"/>`,
    sata: `<path d="M-30 -44 L30 -44 L30 -92 L-18 -92 L-18 -82 L-30 -82Z" fill="${p.stroke}" ${sw(p, 3)}/>`,
  };
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${angle})"><rect x="-32" y="-46" width="64" height="92" rx="12" fill="${p.body}" ${sw(p, 5)}/><rect x="-32" y="26" width="64" height="10" fill="${accent}"/>${tips[kind]}</g>`;
}

const cable: Shape = (p, m) => {
  const ends = m.sub<[Connector, Connector]>(
    {
      cables_hdmi: [['hdmi', 'hdmi']],
      cables_displayport: [
        ['dp', 'dp'],
        ['dp', 'hdmi'],
      ],
      cables_usb: [
        ['usbc', 'usbc'],
        ['usba', 'usbc'],
      ],
      cables_sata: [['sata', 'sata']],
    },
    [
      ['hdmi', 'hdmi'],
      ['dp', 'dp'],
      ['usba', 'usbc'],
    ],
  );
  const a = m.int(-60, 40);
  const b = m.int(-40, 60);
  const curve = m.chance(0.5)
    ? `M-150 110 C -260 ${-60 + a} -40 -150 10 ${-10 + b} C 60 130 260 90 160 -110`
    : `M-160 120 C -200 -40 ${-40 + a} -20 -40 ${80 + b} C -40 180 ${120 + a} 160 180 40 C 220 -40 120 -100 160 -110`;
  const braided = m.chance(0.5);
  let out =
    `<path d="${curve}" fill="none" stroke="${p.stroke}" stroke-width="${ends[0] === 'sata' ? 24 : 30}" stroke-linecap="round"/>` +
    `<path d="${curve}" fill="none" stroke="${p.body}" stroke-width="${ends[0] === 'sata' ? 12 : 18}" stroke-linecap="round"/>`;
  if (braided)
    out += `<path d="${curve}" fill="none" stroke="${p.shade}" stroke-width="14" stroke-dasharray="6 8"/>`;
  if (m.chance(0.5)) out += `<circle cx="10" cy="${-10 + b}" r="20" fill="${m.accent}" ${sw(p, 4)}/>`;
  return out + plug(-150, 150, 180, p, ends[0], m.accent) + plug(165, -150, 10, p, ends[1], m.accent);
};

const adapter: Shape = (p, m) => {
  const style = m.sub(
    {
      adapters_usb_c: ['hub', 'dongle'],
      adapters_video: ['converter'],
      adapters_network: ['wifi', 'ethernet', 'nano'],
    },
    ['hub', 'converter', 'wifi'],
  );
  if (style === 'hub') {
    const ports = m.int(3, 6);
    let out =
      `<path d="M-200 0 C -240 0 -240 120 -180 150" fill="none" stroke="${p.metal}" stroke-width="20" stroke-linecap="round"/>` +
      plug(-170, 170, 200, p, 'usbc', m.accent) +
      box(-210, -70, 420, 140, 40, p.body, sw(p));
    const kinds = ['usba', 'hdmi', 'sd', 'usbc', 'usba', 'rj45'];
    for (let i = 0; i < ports; i++) {
      const x = -170 + (i * 340) / ports + 10;
      const k = kinds[(i + m.int(0, 5)) % kinds.length]!;
      const w = k === 'sd' ? 60 : k === 'usbc' ? 36 : 46;
      out += box(x, -50, w, k === 'usbc' ? 16 : 24, k === 'usbc' ? 8 : 3, p.stroke);
    }
    return `${out}<circle cx="170" cy="30" r="8" fill="${m.accent}"/>${m.plate(-120, 4, 240, 40, 'engrave')}`;
  }
  if (style === 'dongle' || style === 'nano') {
    const nano = style === 'nano';
    return (
      box(-40, -190, 80, 100, 6, '#c9ced8', sw(p, 4)) +
      box(-24, -170, 18, 14, 0, p.metal) +
      box(6, -170, 18, 14, 0, p.metal) +
      box(-90, -100, 180, nano ? 140 : 260, 30, p.body, sw(p)) +
      (nano
        ? `<path d="M-18 -60 L18 -24 L0 -6 L0 -78 L18 -60 L-18 -24" stroke="${m.accent}" stroke-width="8" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`
        : box(-34, 110, 68, 30, 12, p.stroke) + m.plate(-60, 0, 120, 60, 'band'))
    );
  }
  if (style === 'wifi')
    return (
      `<g transform="rotate(-12)">${box(-30, -220, 60, 230, 30, p.body, sw(p))}${box(-20, -200, 40, 6, 3, m.accent)}</g>` +
      box(-210, 10, 110, 70, 6, '#c9ced8', sw(p, 4)) +
      box(-110, -10, 300, 110, 26, p.body, sw(p)) +
      `<circle cx="160" cy="45" r="8" fill="${m.accent}"/>` +
      m.plate(-80, 20, 210, 50, 'engrave')
    );
  if (style === 'ethernet')
    return (
      `<path d="M-140 40 C -200 40 -210 -100 -150 -140" fill="none" stroke="${p.metal}" stroke-width="18"/>` +
      plug(-150, -150, 20, p, 'usba', m.accent) +
      box(-140, -60, 320, 200, 30, p.body, sw(p)) +
      `<path d="M90 -20 L170 -20 L170 70 L150 70 L150 90 L110 90 L110 70 L90 70Z" fill="${p.stroke}"/>` +
      `<circle cx="100" cy="-40" r="6" fill="${m.accent}"/><circle cx="160" cy="-40" r="6" fill="#5ad15a"/>` +
      m.plate(-110, 20, 180, 48, 'band')
    );
  const left = m.pick<Connector>(['hdmi', 'dp', 'usbc']);
  return (
    `<path d="M-60 0 C 0 0 0 80 60 80" fill="none" stroke="${p.metal}" stroke-width="22" stroke-linecap="round"/>` +
    plug(-110, 0, -90, p, left, m.accent) +
    box(40, 20, 190, 130, 22, p.body, sw(p)) +
    `<path d="M70 40 L200 40 L188 90 L82 90Z" fill="${p.stroke}"/>` +
    `<circle cx="58" cy="65" r="9" fill="${p.metal}"/><circle cx="212" cy="65" r="9" fill="${p.metal}"/>` +
    m.plate(70, 104, 130, 32, 'band')
  );
};

const stand: Shape = (p, m) => {
  const style = m.sub(
    {
      stands_monitor: ['arm', 'dual', 'riser'],
      stands_laptop: ['laptop', 'cooler'],
      stands_headphone: ['hanger'],
    },
    ['arm', 'laptop', 'hanger', 'riser'],
  );
  if (style === 'riser')
    return (
      `<path d="M-150 -30 L-110 170 L-70 170 L-100 -30Z" fill="${p.body}" ${sw(p)}/>` +
      `<path d="M150 -30 L110 170 L70 170 L100 -30Z" fill="${p.body}" ${sw(p)}/>` +
      `<path d="M-220 -70 L220 -70 L230 -30 L-230 -30Z" fill="${p.body}" ${sw(p)}/>` +
      box(-150, -26, 300, 70, 6, p.shade, sw(p, 4)) +
      box(-40, 2, 80, 14, 7, m.accent) +
      box(-180, -190, 360, 118, 12, p.metal, 'opacity="0.85"') +
      m.plate(-70, -150, 140, 36, 'engrave') +
      box(-240, 160, 480, 26, 13, p.body, sw(p, 4))
    );
  if (style === 'arm' || style === 'dual') {
    const monitorBack = (x: number, y: number) =>
      box(x - 110, y - 70, 220, 140, 10, p.metal, 'opacity="0.9"') +
      box(x - 30, y - 30, 60, 60, 6, p.body, sw(p, 4));
    if (style === 'dual')
      return (
        box(-20, -120, 40, 300, 10, p.body, sw(p)) +
        box(-200, -140, 400, 30, 12, p.body, sw(p)) +
        monitorBack(-120, -30) +
        monitorBack(120, -30) +
        box(-80, 170, 160, 30, 12, p.body, sw(p)) +
        m.plate(-60, 100, 120, 30, 'band')
      );
    return (
      box(-190, 130, 100, 60, 8, p.body, sw(p)) +
      box(-160, -60, 40, 200, 12, p.body, sw(p)) +
      `<path d="M-140 -50 L40 -120 L100 40" fill="none" stroke="${p.stroke}" stroke-width="44" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="M-140 -50 L40 -120 L100 40" fill="none" stroke="${p.body}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="M-100 -66 L20 -112" stroke="${m.accent}" stroke-width="8" stroke-linecap="round"/>` +
      monitorBack(130, 80) +
      m.plate(-186, 146, 92, 28, 'band')
    );
  }
  if (style === 'laptop')
    return (
      `<path d="M-200 140 L200 140 L160 -60 L-160 -60Z" fill="${p.body}" ${sw(p)}/>` +
      `<path d="M-170 90 L170 90 L140 -40 L-140 -40Z" fill="${p.metal}" opacity="0.9"/>` +
      `<path d="M-140 -40 L140 -40 L170 -200 L-110 -200Z" fill="${p.metal}" opacity="0.7"/>` +
      box(-60, 150, 120, 30, 10, p.body, sw(p, 4)) +
      `<path d="M-160 120 L160 120" stroke="${m.accent}" stroke-width="6" stroke-linecap="round"/>` +
      m.plate(-60, 100, 120, 26, 'band')
    );
  if (style === 'cooler')
    return (
      `<path d="M-220 150 L220 150 L190 -150 L-190 -150Z" fill="${p.body}" ${sw(p)}/>` +
      fan(0, -10, 120, p, 9, m.accent) +
      box(-210, 150, 420, 30, 10, p.shade, sw(p, 4)) +
      m.plate(-70, 150, 140, 28, 'band')
    );
  return (
    `<ellipse cx="0" cy="170" rx="140" ry="32" fill="${p.body}" ${sw(p)}/>` +
    `<ellipse cx="0" cy="164" rx="110" ry="20" fill="none" stroke="${m.accent}" stroke-width="6"/>` +
    box(-18, -150, 36, 320, 12, p.body, sw(p)) +
    `<path d="M-110 -150 C -110 -210 110 -210 110 -150" fill="none" stroke="${p.stroke}" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="M-110 -150 C -110 -210 110 -210 110 -150" fill="none" stroke="${p.body}" stroke-width="18" stroke-linecap="round"/>` +
    m.plate(-50, 60, 100, 28, 'band')
  );
};

const mousepad: Shape = (p, m) => {
  const xl = m.kind === 'mousepads_xl' || (m.kind !== 'mousepads_standard' && m.chance(0.3));
  const rgb = m.kind === 'mousepads_rgb' || m.chance(0.15);
  const W = xl ? 470 : m.int(400, 440);
  const H = xl ? 210 : m.int(300, 340);
  const x0 = -W / 2;
  const y0 = -H / 2;
  let out = '';
  if (rgb)
    out += box(
      x0 - 12,
      y0 - 12,
      W + 24,
      H + 24,
      40,
      'none',
      `stroke="${m.accent}" stroke-width="14" opacity="0.45"`,
    );
  out += box(x0, y0, W, H, 30, p.body, sw(p));
  const pattern = m.pick(['contour', 'stripes', 'wave', 'dots']);
  if (pattern === 'contour')
    for (let i = 0; i < 5; i++) {
      const r = 40 + i * 34;
      out += `<ellipse cx="${x0 + W * 0.7}" cy="${y0 + H * 0.55}" rx="${Math.min(r * 1.3, W * 0.6)}" ry="${Math.min(r, H * 0.42)}" fill="none" stroke="${p.detail}" stroke-width="4" opacity="0.5"/>`;
    }
  if (pattern === 'stripes')
    out += `<path d="M${x0 + W * 0.45} ${y0 + 4} L${x0 + W * 0.62} ${y0 + 4} L${x0 + W * 0.4} ${y0 + H - 4} L${x0 + W * 0.23} ${y0 + H - 4}Z" fill="${m.accent}" opacity="0.75"/>`;
  if (pattern === 'wave')
    out += `<path d="M${x0} ${y0 + H * 0.65} C ${x0 + W * 0.3} ${y0 + H * 0.4} ${x0 + W * 0.5} ${y0 + H * 0.95} ${x0 + W} ${y0 + H * 0.6} L${x0 + W} ${y0 + H - 30} Q${x0 + W} ${y0 + H} ${x0 + W - 30} ${y0 + H} L${x0 + 30} ${y0 + H} Q${x0} ${y0 + H} ${x0} ${y0 + H - 30}Z" fill="${p.shade}"/>`;
  if (pattern === 'dots')
    out += grid(
      x0 + 30,
      y0 + 30,
      Math.floor((W - 40) / 40),
      Math.floor((H - 40) / 40),
      10,
      10,
      30,
      p.detail,
      5,
    );
  out += box(
    x0 + 14,
    y0 + 14,
    W - 28,
    H - 28,
    22,
    'none',
    `stroke="${p.detail}" stroke-width="4" stroke-dasharray="12 9"`,
  );
  if (!xl && m.kind === 'mousepads_standard' && m.chance(0.4))
    out += `<ellipse cx="0" cy="${y0 + H - 40}" rx="${W * 0.36}" ry="46" fill="${p.shade}" ${sw(p, 4)}/>`;
  return out + m.plate(x0 + W - 150, y0 + H - 56, 120, 28, 'band');
};

const cleaningKit: Shape = (p, m) => {
  const style = m.sub(
    {
      cleaning_kits: ['kit', 'screwdriver', 'bottle'],
      cleaning_compressed_air: ['can'],
      cleaning_thermal_paste: ['syringe', 'tube'],
    },
    ['kit', 'can', 'syringe'],
  );
  if (style === 'can')
    return (
      `<path d="M40 -200 L40 -240 L140 -260" stroke="${p.stroke}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      box(10, -215, 50, 40, 8, p.metal) +
      `<path d="M-80 -150 Q 35 -240 150 -150Z" fill="#c9ced8" ${sw(p, 5)}/>` +
      box(-80, -150, 230, 350, 24, p.body, sw(p)) +
      box(-80, -60, 230, 130, 0, m.accent) +
      m.plate(-60, -40, 190, 56, 'engrave') +
      box(-60, 120, 160, 14, 7, p.shade)
    );
  if (style === 'syringe' || style === 'tube') {
    if (style === 'tube')
      return (
        `<g transform="rotate(-30)">${box(-60, -200, 120, 330, 30, p.body, sw(p))}${box(-30, 130, 60, 50, 10, p.metal)}${box(-60, -110, 120, 100, 0, m.accent)}${m.plate(-50, -90, 100, 56, 'engrave')}</g>` +
        box(80, 80, 140, 30, 12, p.shade, sw(p, 4))
      );
    return (
      `<g transform="rotate(-35)">` +
      box(-20, -250, 40, 60, 8, p.metal) +
      box(-60, -200, 120, 20, 6, p.shade, sw(p, 4)) +
      box(-38, -190, 76, 330, 24, '#e7eaf0', sw(p)) +
      box(-30, -40, 60, 170, 18, '#9aa0ab') +
      box(-38, -170, 76, 110, 0, m.accent) +
      m.plate(-34, -150, 68, 70, 'engrave') +
      `<path d="M0 140 L0 200" stroke="${p.stroke}" stroke-width="14" stroke-linecap="round"/>` +
      '</g>' +
      `<path d="M110 140 L200 -40" stroke="${p.body}" stroke-width="22" stroke-linecap="round"/>`
    );
  }
  if (style === 'screwdriver') {
    let out =
      `<g transform="rotate(35)">${box(-30, -220, 60, 340, 30, p.body, sw(p))}${box(-10, 120, 20, 80, 4, p.metal)}${box(-30, -120, 60, 10, 4, m.accent)}</g>` +
      box(-40, 20, 260, 180, 20, p.shade, sw(p));
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 8; c++) out += box(-24 + c * 30, 40 + r * 52, 14, 40, 4, p.metal);
    return out + m.plate(-24, -36, 220, 40, 'band');
  }
  const w = m.int(110, 140);
  return (
    box(-190, -110, w, 290, 30, p.body, sw(p)) +
    box(-190 + w / 2 - 45, -160, 90, 60, 10, p.shade, sw(p, 4)) +
    `<path d="M${-190 + w / 2 + 40} -145 L${-190 + w / 2 + 100} -160 L${-190 + w / 2 + 100} -120 L${-190 + w / 2 + 40} -120Z" fill="${p.metal}"/>` +
    box(-180, -20, w - 20, 120, 12, m.accent) +
    m.plate(-176, 10, w - 28, 50, 'engrave') +
    (style === 'kit'
      ? box(60, -40, 36, 230, 14, p.metal) +
        `<path d="M40 -40 L116 -40 L126 -190 L30 -190Z" fill="${p.body}" ${sw(p, 5)}/>` +
        `<path d="M50 -170 L50 -60 M78 -180 L78 -60 M106 -170 L106 -60" stroke="${p.detail}" stroke-width="6"/>`
      : `<path d="M-20 60 L200 40 L220 190 L0 200Z" fill="${p.shade}" ${sw(p, 4)}/>`)
  );
};

const cableOrganizer: Shape = (p, m) => {
  const style = m.sub(
    {
      organizers_velcro: ['straps', 'clips'],
      organizers_sleeves: ['sleeve', 'zip'],
      organizers_trays: ['tray', 'box', 'channel'],
    },
    ['clips', 'sleeve', 'tray'],
  );
  const wires = ['#2b2f3a', '#c9ced8', '#6b7280'];
  if (style === 'clips') {
    const ring = (color: string, width: number) => {
      let out = '';
      for (let i = 0; i < 7; i++)
        out += `<ellipse cx="${-180 + i * 60}" cy="0" rx="34" ry="110" fill="none" stroke="${color}" stroke-width="${width}"/>`;
      return out;
    };
    return (
      `<path d="M-240 -20 L240 -20 M-240 20 L240 20" stroke="${p.metal}" stroke-width="16" stroke-linecap="round"/>` +
      ring(p.stroke, 32) +
      ring(p.body, 20) +
      m.plate(-70, 120, 140, 40, 'band')
    );
  }
  if (style === 'straps') {
    let out = '';
    for (let i = 0; i < 3; i++) {
      const cx = -130 + i * 130;
      out += `<circle cx="${cx}" cy="-60" r="56" fill="none" stroke="${p.stroke}" stroke-width="34"/><circle cx="${cx}" cy="-60" r="56" fill="none" stroke="${i === 1 ? m.accent : p.body}" stroke-width="22"/>`;
    }
    return (
      out +
      box(-220, 70, 440, 60, 30, p.body, sw(p)) +
      box(-220, 70, 130, 60, 30, p.shade) +
      m.plate(-60, 84, 180, 32, 'engrave')
    );
  }
  if (style === 'sleeve' || style === 'zip') {
    let out = '';
    wires.forEach((c, i) => {
      out += `<path d="M-230 ${-40 + i * 30} C -200 ${-40 + i * 30} -190 ${-10 + i * 10} -170 ${-10 + i * 10} M170 ${-10 + i * 10} C 190 ${-10 + i * 10} 200 ${-60 + i * 50} 230 ${-60 + i * 50}" stroke="${c}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
    });
    out += box(-180, -60, 360, 120, 50, p.body, sw(p));
    if (style === 'sleeve')
      for (let k = -180; k < 180; k += 16)
        out += `<path d="M${k} -56 L${k + 40} 56" stroke="${p.shade}" stroke-width="5" opacity="0.8"/><path d="M${k + 40} -56 L${k} 56" stroke="${p.detail}" stroke-width="3" opacity="0.5"/>`;
    else
      out +=
        `<path d="M-170 -24 L170 -24" stroke="${p.metal}" stroke-width="8" stroke-dasharray="6 4"/>` +
        box(100, -40, 30, 34, 6, m.accent);
    return out + m.plate(-80, 6, 160, 36, 'band');
  }
  if (style === 'channel') {
    let out = '';
    for (let i = 0; i < 3; i++)
      out +=
        box(-220 + i * 14, -120 + i * 90, 430, 56, 6, p.body, sw(p)) +
        `<path d="M${-210 + i * 14} ${-104 + i * 90} L${200 + i * 14} ${-104 + i * 90}" stroke="${p.shade}" stroke-width="5"/>`;
    return out + m.plate(-60, 160, 120, 34, 'band');
  }
  if (style === 'box')
    return (
      box(-210, -100, 420, 230, 24, p.body, sw(p)) +
      box(-220, -130, 440, 50, 18, p.shade, sw(p, 5)) +
      `<circle cx="-210" cy="40" r="26" fill="${p.stroke}"/><circle cx="210" cy="40" r="26" fill="${p.stroke}"/>` +
      grid(-140, -40, 6, 1, 30, 10, 18, p.detail, 5) +
      m.plate(-80, 30, 160, 40, 'band')
    );
  let out = `<path d="M-230 -70 L230 -70 L200 110 L-200 110Z" fill="none" ${sw(p, 10)}/>`;
  out += `<path d="M-230 -70 L230 -70 L200 110 L-200 110Z" fill="none" stroke="${p.body}" stroke-width="6"/>`;
  for (let x = -180; x <= 180; x += 40)
    out += `<path d="M${x} -70 L${x * 0.87} 110" stroke="${p.body}" stroke-width="5"/>`;
  out += box(-150, -40, 300, 50, 10, '#f4f5f7', sw(p, 4)) + grid(-120, -26, 5, 1, 26, 22, 30, p.stroke, 5);
  return out + m.plate(-70, 60, 140, 32, 'band');
};

type PadStyle = 'xbox' | 'ps' | 'pro' | 'retro';

function padShape(p: Palette, m: Look, style: PadStyle): string {
  const w = style === 'retro' ? 210 : m.int(205, 225);
  const drop = style === 'retro' ? 40 : m.int(150, 185);
  const body =
    style === 'retro'
      ? box(-w, -90, 2 * w, 180, 90, p.body, sw(p))
      : `<path d="M-120 -95 L120 -95 C ${w - 30} -95 ${w + 10} 20 ${w} ${drop - 60} C ${w - 8} ${drop} ${w - 70} ${drop + 10} ${w - 100} ${drop - 40} L90 70 L-90 70 L${-w + 100} ${drop - 40} C ${-w + 70} ${drop + 10} ${-w + 8} ${drop} ${-w} ${drop - 60} C ${-w - 10} 20 ${-w + 30} -95 -120 -95Z" fill="${p.body}" ${sw(p)}/>`;
  const ring = m.chance(0.5);
  const stick = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="34" fill="${p.stroke}"${ring ? ` stroke="${m.accent}" stroke-width="4"` : ''}/><circle cx="${x}" cy="${y}" r="22" fill="${p.detail}"/>`;
  const dpad = (x: number, y: number) =>
    box(x - 33, y - 11, 66, 22, 6, p.detail) + box(x - 11, y - 33, 22, 66, 6, p.detail);
  const faces = (x: number, y: number) =>
    [
      [0, -30],
      [30, 0],
      [-30, 0],
      [0, 30],
    ]
      .map(
        ([dx, dy], i) =>
          `<circle cx="${x + dx!}" cy="${y + dy!}" r="13" fill="${i === 0 ? m.accent : p.detail}"/>`,
      )
      .join('');
  let out = body;
  if (style !== 'retro' && m.chance(0.5))
    out += `<path d="M${-w + 40} ${drop - 70} C ${-w + 60} ${drop - 10} ${-w + 90} ${drop - 10} ${-w + 110} ${drop - 50} M${w - 40} ${drop - 70} C ${w - 60} ${drop - 10} ${w - 90} ${drop - 10} ${w - 110} ${drop - 50}" stroke="${p.shade}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
  if (style === 'ps')
    out +=
      box(-62, -80, 124, 70, 14, p.shade, sw(p, 3)) +
      `<path d="M-58 -84 L58 -84" stroke="${m.accent}" stroke-width="5"/>` +
      dpad(-140, -30) +
      faces(140, -30) +
      stick(-62, 40) +
      stick(62, 40);
  else if (style === 'retro')
    out +=
      dpad(-120, 0) +
      faces(120, 0) +
      box(-50, 20, 36, 12, 6, p.shade) +
      box(14, 20, 36, 12, 6, p.shade) +
      glyphText(m.label.toUpperCase().slice(0, 6), 0, -40, 22, p.detail);
  else
    out +=
      stick(-130, -30) +
      dpad(-62, 36) +
      stick(62, 36) +
      faces(135, -30) +
      `<circle cx="0" cy="-58" r="${style === 'xbox' ? 18 : 12}" fill="${style === 'xbox' ? m.accent : p.shade}" ${sw(p, 3)}/>`;
  return out;
}

const gamepad: Shape = (p, m) =>
  padShape(
    p,
    m,
    m.sub<PadStyle>(
      { controllers_console: ['xbox', 'ps', 'pro'], controllers_pc: ['xbox', 'retro', 'pro'] },
      ['xbox', 'ps', 'retro'],
    ),
  );

const gameConsole: Shape = (p, m) => {
  const style = m.sub(
    {
      consoles_playstation: ['tower'],
      consoles_xbox: ['box', 'compact'],
      consoles_nintendo: ['handheld', 'lite'],
    },
    ['tower', 'box', 'handheld'],
  );
  const pad = (x: number, y: number, s: PadStyle) =>
    `<g transform="translate(${x} ${y}) scale(0.42)">${padShape(p, m, s)}</g>`;
  const padAt = m.pick([-150, 150]);
  if (style === 'tower') {
    const wing = m.int(90, 125);
    const side = (sx: number) =>
      `<path d="M${sx * 34} -210 C ${sx * (wing + 30)} -205 ${sx * (wing + 40)} -120 ${sx * wing} 0 C ${sx * (wing - 10)} 110 ${sx * (wing - 20)} 190 ${sx * 34} 205Z" fill="${p.body}" ${sw(p)}/>`;
    let tower = box(-38, -200, 76, 404, 14, toHex(INK)) + side(-1) + side(1);
    tower += `<path d="M-30 -190 L-30 190 M30 -190 L30 190" stroke="${m.accent}" stroke-width="4" opacity="0.9"/>`;
    const bands = m.pick([0, 2, 3]);
    for (let i = 0; i < bands; i++)
      tower += `<path d="M${-wing + 6} ${-40 + i * 34} L${-40} ${-40 + i * 34} M40 ${-40 + i * 34} L${wing - 6} ${-40 + i * 34}" stroke="${toHex(INK)}" stroke-width="10"/>`;
    if (m.chance(0.5))
      tower += `<path d="M40 110 C ${wing + 10} 110 ${wing + 10} 190 40 190" fill="${p.shade}" ${sw(p, 4)}/>`;
    return `<ellipse cx="0" cy="212" rx="${wing}" ry="14" fill="${p.metal}"/>${tower}${pad(padAt, 150, 'ps')}`;
  }
  if (style === 'box') {
    const vent = m.int(40, 64);
    let out =
      `<path d="M-110 -180 L110 -180 L150 -220 L-70 -220Z" fill="${p.shade}" ${sw(p, 5)}/>` +
      box(-110, -180, 220, 380, 12, p.body, sw(p)) +
      `<ellipse cx="40" cy="-200" rx="${vent}" ry="14" fill="${toHex(INK)}"/>` +
      `<ellipse cx="40" cy="-200" rx="${vent - 14}" ry="9" fill="${m.accent}" opacity="0.85"/>`;
    out += `${box(-90, -120, 150, 8, 4, p.detail)}<circle cx="-70" cy="-150" r="10" fill="${p.detail}"/>`;
    return out + pad(padAt, 140, 'xbox');
  }
  if (style === 'compact') {
    const vx = m.pick([-90, 90]);
    const vr = m.int(62, 84);
    const n = Math.floor((vr * 1.3) / 18);
    return (
      box(-200, -100, 400, 200, m.pick([8, 16, 30]), p.body, sw(p)) +
      `<circle cx="${vx}" cy="0" r="${vr}" fill="${toHex(INK)}"/>` +
      grid(vx - (n * 18) / 2 + 4, -(n * 18) / 2 + 4, n, n, 10, 10, 8, p.metal, 5) +
      `<circle cx="${-vx * 1.6}" cy="-60" r="9" fill="${m.accent}"/>` +
      box(-vx - 65, 40, 130, 10, 5, p.shade) +
      pad(padAt * 0.8, 150, 'xbox')
    );
  }
  const lite = style === 'lite';
  const joy = toHex(hsl((hueOf(parseHex(m.accent)) + 180) % 360, 0.8, 0.55));
  if (lite)
    return (
      box(-220, -110, 440, 220, 90, p.body, sw(p)) +
      box(-120, -88, 240, 176, 12, toHex(INK)) +
      box(-110, -78, 220, 156, 6, p.stroke) +
      `<circle cx="-175" cy="-40" r="24" fill="${p.stroke}"/>` +
      box(-190, 15, 30, 10, 3, p.detail) +
      box(-180, 5, 10, 30, 3, p.detail) +
      `<circle cx="175" cy="40" r="24" fill="${p.stroke}"/>` +
      [
        [175, -64],
        [199, -40],
        [151, -40],
        [175, -16],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${p.detail}"/>`)
        .join('')
    );
  return (
    (m.chance(0.5) ? box(-150, -60, 300, 220, 18, p.metal, 'opacity="0.6"') : '') +
    `<path d="M-150 -120 L-180 -120 Q-230 -120 -230 -70 L-230 70 Q-230 120 -180 120 L-150 120Z" fill="${m.accent}" ${sw(p, 5)}/>` +
    `<path d="M150 -120 L180 -120 Q230 -120 230 -70 L230 70 Q230 120 180 120 L150 120Z" fill="${joy}" ${sw(p, 5)}/>` +
    box(-150, -120, 300, 240, 8, toHex(INK), sw(p, 5)) +
    box(-134, -104, 268, 208, 4, p.body) +
    `<circle cx="-190" cy="-50" r="20" fill="${p.stroke}"/><circle cx="190" cy="50" r="20" fill="${p.stroke}"/>` +
    [
      [190, -70],
      [210, -50],
      [170, -50],
      [190, -30],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="${p.stroke}"/>`)
      .join('')
  );
};

const simulator: Shape = (p, m) => {
  const style = m.sub({ sim_wheels: ['wheel'], sim_flight: ['stick', 'hotas'] }, ['wheel', 'stick']);
  if (style === 'wheel') {
    const flat = m.chance(0.5);
    const pedals = m.chance(0.7) ? m.int(2, 3) : 0;
    let out = box(-110, -210, 220, 120, 20, p.metal);
    for (let i = 0; i < pedals; i++)
      out += `<g transform="translate(${110 + i * 46} 170)">${box(-18, -40, 36, 70, 8, p.metal)}${box(-14, -34, 28, 50, 6, p.shade)}</g>`;
    if (pedals) out += box(80, 196, pedals * 46 + 16, 20, 8, p.stroke);
    const rim = flat
      ? `M-170 -20 A170 170 0 0 1 170 -20 L150 90 Q 0 150 -150 90Z`
      : 'M-170 0 A170 170 0 1 1 170 0 A170 170 0 1 1 -170 0Z';
    out +=
      `<path d="${rim}" fill="none" stroke="${p.stroke}" stroke-width="46" stroke-linejoin="round"/>` +
      `<path d="${rim}" fill="none" stroke="${p.body}" stroke-width="32" stroke-linejoin="round"/>` +
      `<path d="M-150 10 L-60 20 M150 10 L60 20 M0 60 L0 140" stroke="${p.shade}" stroke-width="30" stroke-linecap="round"/>` +
      `<circle cx="0" cy="20" r="70" fill="${p.body}" ${sw(p, 5)}/>` +
      `<circle cx="0" cy="20" r="28" fill="${m.accent}"/>` +
      box(-3, -168, 6, 20, 3, m.accent);
    for (const x of [-44, 44])
      out += `<circle cx="${x}" cy="-10" r="9" fill="${p.detail}"/><circle cx="${x}" cy="50" r="9" fill="${p.detail}"/>`;
    return out;
  }
  const stick =
    `<ellipse cx="0" cy="180" rx="160" ry="34" fill="${p.metal}"/>` +
    box(-150, 100, 300, 86, 30, p.body, sw(p)) +
    `<path d="M0 110 L-10 -40" stroke="${p.metal}" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="M-60 -40 C -70 -200 60 -210 50 -60 C 46 -10 -50 -10 -60 -40Z" fill="${p.body}" ${sw(p)}/>` +
    `<circle cx="-4" cy="-150" r="14" fill="${m.accent}"/>` +
    box(20, -120, 40, 16, 6, p.detail) +
    m.plate(-90, 128, 180, 34, 'band');
  if (style === 'stick') return stick;
  return (
    `<g transform="translate(-110 0) scale(0.9)">${stick}</g>` +
    box(110, 60, 150, 110, 24, p.body, sw(p)) +
    `<path d="M150 80 L170 -60 L240 -60 L230 80Z" fill="${p.shade}" ${sw(p)}/>` +
    `<circle cx="205" cy="-30" r="10" fill="${m.accent}"/>`
  );
};

const chair: Shape = (p, m) => {
  const style = m.sub(
    {
      gaming_chairs_racing: ['racing'],
      gaming_chairs_fabric: ['racing', 'round'],
      gaming_chairs_ergonomic: ['mesh'],
    },
    ['racing', 'round', 'mesh'],
  );
  const bw = m.int(150, 175);
  let out =
    `<path d="M0 130 L0 175" stroke="${p.metal}" stroke-width="24"/>` +
    [-150, -75, 0, 75, 150]
      .map(
        (x) =>
          `<path d="M0 180 L${x} 205" stroke="${p.metal}" stroke-width="14" stroke-linecap="round"/><circle cx="${x}" cy="210" r="12" fill="${p.stroke}"/>`,
      )
      .join('');
  out += box(-bw, 60, 2 * bw, 70, 30, p.shade, sw(p));
  if (style === 'mesh') {
    out += `<path d="M${-bw + 10} 40 C ${-bw - 10} -120 ${-bw + 10} -200 0 -200 C ${bw - 10} -200 ${bw + 10} -120 ${bw - 10} 40Z" fill="${p.body}" ${sw(p)}/>`;
    for (let x = -bw + 30; x < bw - 20; x += 20)
      out += `<path d="M${x} -180 L${x} 30" stroke="${p.detail}" stroke-width="3" opacity="0.6"/>`;
    for (let y = -170; y < 30; y += 20)
      out += `<path d="M${-bw + 20} ${y} L${bw - 20} ${y}" stroke="${p.detail}" stroke-width="3" opacity="0.6"/>`;
    out +=
      box(-80, -250, 160, 50, 22, p.body, sw(p)) + box(-100, -40, 200, 40, 20, m.accent, 'opacity="0.8"');
  } else {
    const racing = style === 'racing';
    out += racing
      ? `<path d="M${-bw} 50 L${-bw - 10} -120 L${-bw + 30} -150 L${-bw + 40} -230 L${bw - 40} -230 L${bw - 30} -150 L${bw + 10} -120 L${bw} 50Z" fill="${p.body}" ${sw(p)}/>`
      : box(-bw, -230, 2 * bw, 280, 80, p.body, sw(p));
    if (racing)
      out +=
        `<path d="M${-bw + 50} -200 L${-bw + 40} 30 M${bw - 50} -200 L${bw - 40} 30" stroke="${m.accent}" stroke-width="14" stroke-linecap="round"/>` +
        box(-34, -196, 68, 30, 8, p.stroke);
    else out += box(-bw + 30, -200, 2 * bw - 60, 220, 60, p.shade, 'opacity="0.5"');
    out += m.plate(-70, -130, 140, 34, 'engrave');
  }
  out += box(-bw - 26, -10, 30, 90, 10, p.metal) + box(bw - 4, -10, 30, 90, 10, p.metal);
  return out;
};

type Motif = 'window' | 'shield' | 'page' | 'brush' | 'film' | 'rings';

function motif(kind: Motif, cx: number, cy: number, s: number, a: string, b: string): string {
  if (kind === 'window') return grid(cx - s / 2, cy - s / 2, 2, 2, s / 2 - 4, s / 2 - 4, 8, a, 4);
  if (kind === 'shield')
    return `<path d="M${cx} ${cy - s / 2} L${cx + s / 2} ${cy - s / 3} C ${cx + s / 2} ${cy + s / 5} ${cx + s / 4} ${cy + s / 2.4} ${cx} ${cy + s / 2} C ${cx - s / 4} ${cy + s / 2.4} ${cx - s / 2} ${cy + s / 5} ${cx - s / 2} ${cy - s / 3}Z" fill="${a}"/><path d="M${cx - s / 5} ${cy} L${cx - s / 20} ${cy + s / 6} L${cx + s / 4} ${cy - s / 6}" stroke="${b}" stroke-width="${f(s / 12)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  if (kind === 'page')
    return `<path d="M${cx - s / 2.6} ${cy - s / 2} L${cx + s / 5} ${cy - s / 2} L${cx + s / 2.6} ${cy - s / 3.3} L${cx + s / 2.6} ${cy + s / 2} L${cx - s / 2.6} ${cy + s / 2}Z" fill="${a}"/>${[0, 1, 2].map((i) => box(cx - s / 4, cy - s / 8 + (i * s) / 6, s / 2, s / 18, 3, b)).join('')}`;
  if (kind === 'brush')
    return `<circle cx="${cx}" cy="${cy}" r="${s / 2}" fill="${a}"/><path d="M${cx - s / 4} ${cy + s / 4} L${cx + s / 4} ${cy - s / 4}" stroke="${b}" stroke-width="${f(s / 8)}" stroke-linecap="round"/><circle cx="${cx - s / 4}" cy="${cy + s / 4}" r="${s / 10}" fill="${b}"/>`;
  if (kind === 'film')
    return `${box(cx - s / 2, cy - s / 3, s, (2 * s) / 3, 8, a)}<path d="M${cx - s / 8} ${cy - s / 6} L${cx + s / 5} ${cy} L${cx - s / 8} ${cy + s / 6}Z" fill="${b}"/>`;
  return `<circle cx="${cx - s / 6}" cy="${cy}" r="${s / 3}" fill="none" stroke="${a}" stroke-width="${f(s / 10)}"/><circle cx="${cx + s / 6}" cy="${cy}" r="${s / 3}" fill="none" stroke="${b}" stroke-width="${f(s / 10)}"/>`;
}

const software: Shape = (p, m) => {
  const mark = m.sub<Motif>(
    {
      os_windows: ['window'],
      os_linux_other: ['rings', 'window'],
      office_microsoft: ['page'],
      office_other: ['page'],
      antivirus_basic: ['shield'],
      antivirus_suites: ['shield'],
      creative_design: ['brush'],
      creative_video_audio: ['film'],
    },
    ['window', 'page', 'shield', 'brush', 'film', 'rings'],
  );
  const form = m.pick(['box', 'card', 'case']);
  if (form === 'card')
    return (
      box(-210, -130, 420, 260, 22, p.body, sw(p)) +
      box(-210, -80, 420, 44, 0, p.stroke, 'opacity="0.85"') +
      motif(mark, -130, 50, 90, m.accent, p.body === '#ffffff' ? toHex(INK) : '#ffffff') +
      m.plate(-50, 10, 220, 44, 'band') +
      box(-50, 74, 220, 18, 6, p.shade)
    );
  if (form === 'case')
    return (
      `<g transform="translate(90 -10) scale(0.55)">${discShape(p, m.accent)}</g>` +
      box(-190, -200, 260, 380, 14, p.body, sw(p)) +
      box(-170, -180, 220, 220, 8, p.shade) +
      motif(mark, -60, -70, 130, m.accent, p.body) +
      m.plate(-170, 70, 220, 44, 'band') +
      box(-170, 134, 150, 14, 7, p.shade)
    );
  return (
    `<path d="M-160 -200 L120 -200 L180 -240 L-100 -240Z" fill="${p.shade}" ${sw(p, 5)}/>` +
    `<path d="M120 -200 L180 -240 L180 170 L120 210Z" fill="${p.stroke}" opacity="0.9" ${sw(p, 5)}/>` +
    box(-160, -200, 280, 410, 10, p.body, sw(p)) +
    box(-160, -200, 280, 60, 10, m.accent) +
    motif(mark, -20, -30, 150, m.accent, p.body) +
    m.plate(-140, 90, 240, 50, 'sticker') +
    box(-140, 160, 120, 14, 7, p.shade)
  );
};

/**
 * Shape per level-2 slug (level-1 slugs get a representative one; level-3 slugs use their parent's). A shape
 * may ignore the Look and draw one fixed silhouette: it is still tinted by colour and placed per variant.
 */
const SHAPES: Record<string, Shape> = {
  keyboards: keyboard,
  mice: mouse,
  monitors: monitor,
  headphones,
  microphones: microphone,
  webcams: webcam,
  speakers: speaker,
  processors: cpu,
  graphics_cards: gpu,
  motherboards: motherboard,
  ram,
  power_supplies: psu,
  cases: pcCase,
  cooling: cooler,
  hard_drives: hdd,
  ssd_drives: ssd,
  usb_drives: usbStick,
  sd_cards: sdCard,
  optical_drives: opticalDrive,
  caddies_adapters: caddy,
  cables: cable,
  adapters: adapter,
  stands: stand,
  mousepads: mousepad,
  cleaning_maintenance: cleaningKit,
  cable_organizers: cableOrganizer,
  consoles: gameConsole,
  controllers: gamepad,
  gaming_chairs: chair,
  simulators: simulator,
  operating_systems: software,
  office_suites: software,
  antivirus: software,
  creative_software: software,
  men: keyboard,
  women: cpu,
  home_furniture: hdd,
  electronics: cable,
  kids: gamepad,
  beauty: disc,
};

function shapeFor(categorySlug: string): Shape | undefined {
  const direct = SHAPES[categorySlug];
  if (direct) return direct;
  const cat = findCategory(categorySlug);
  if (cat?.level === 3 && cat.parentCategoryId) return SHAPES[cat.parentCategoryId];
  return undefined;
}

interface ParsedKey {
  category: string;
  shape: Shape;
  hex: string;
  variant: number;
  brand: string;
  /** The model code to print, empty for a first-format key. */
  label: string;
  seed: number;
}

function parseKey(key: string): ParsedKey | undefined {
  const m = DEMO_IMAGE_KEY_RE.exec(key);
  if (m) {
    const [, category, brand, label, hash, colour, variant] = m as unknown as string[];
    const shape = shapeFor(category!);
    const hex = COLOR_BY_SLUG.get(colour!);
    if (!shape || !hex) return undefined;
    const seed = fnv1a(`${category}/${brand}/${label}/${hash}`);
    return { category: category!, shape, hex, variant: Number(variant), brand: brand!, label: label!, seed };
  }
  const legacy = LEGACY_DEMO_IMAGE_KEY_RE.exec(key);
  if (legacy) {
    const [, category, colour, variant] = legacy as unknown as string[];
    const shape = shapeFor(category!);
    const hex = COLOR_BY_SLUG.get(colour!);
    if (!shape || !hex) return undefined;
    return {
      category: category!,
      shape,
      hex,
      variant: Number(variant),
      brand: 'generico',
      label: '',
      seed: fnv1a(category!),
    };
  }
  return undefined;
}

/** Whether a key (either format) names a drawable image, without rendering it. */
export function isValidDemoImageKey(key: string): boolean {
  return parseKey(key) !== undefined;
}

/** A faint ornament in the brand colour behind the product, one of several per model, so a grid of pictures varies. */
function backdrop(seed: number, accent: string): string {
  const [cx, cy] = (
    [
      [90, 90],
      [510, 90],
      [510, 500],
    ] as const
  )[(seed >>> 11) % 3]!;
  const kind = (seed >>> 3) % 5;
  let out = '';
  if (kind === 0)
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 5; c++) out += `<circle cx="${cx - 56 + c * 28}" cy="${cy - 56 + r * 28}" r="5"/>`;
  if (kind === 1)
    for (let r = 30; r <= 90; r += 30)
      out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${accent}" stroke-width="8"/>`;
  if (kind === 2)
    for (let i = 0; i < 4; i++)
      out += `<path d="M${cx - 80 + i * 34} ${cy + 70} L${cx - 10 + i * 34} ${cy - 70}" stroke="${accent}" stroke-width="12" stroke-linecap="round"/>`;
  if (kind === 3)
    out += `<path d="M-40 ${cy < 300 ? 200 : 420} Q 300 ${cy < 300 ? -40 : 640} 640 ${cy < 300 ? 160 : 460}" fill="none" stroke="${accent}" stroke-width="26"/>`;
  if (kind === 4)
    for (const [dx, dy] of [
      [-50, -30],
      [30, -60],
      [50, 40],
      [-30, 60],
    ] as const)
      out += `<path d="M${cx + dx - 12} ${cy + dy} h24 M${cx + dx} ${cy + dy - 12} v24" stroke="${accent}" stroke-width="7" stroke-linecap="round"/>`;
  return `<g fill="${accent}" opacity="0.16">${out}</g>`;
}

/** A tag in the picture's corner with the model code, for shapes that have no room to print it. */
function cornerTag(look: Look): string {
  const text = look.label.toUpperCase();
  const h = 22;
  const w = (text.length * ADVANCE - 1.4) * (h / 6) + 46;
  return (
    `<g transform="translate(28 ${DEMO_IMAGE_SIZE - 64})">` +
    `<rect width="${f(w)}" height="40" rx="12" fill="#ffffff" opacity="0.85"/>` +
    `<rect x="8" y="8" width="8" height="24" rx="3" fill="${look.accent}"/>` +
    glyphText(text, 26 + (w - 36) / 2, 20, h, toHex(INK)) +
    '</g>'
  );
}

/** The SVG source for a key; throws DemoImageNotFoundError for an unknown key. */
export function buildDemoSvg(key: string): string {
  const parsed = parseKey(key);
  if (!parsed) throw new DemoImageNotFoundError(key);
  const p = paletteFor(parsed.hex);
  const { accent, ink } = accentFor(parsed.brand, parsed.label, parsed.seed, parseHex(parsed.hex));
  const look = new Look(parsed.category, parsed.label, accent, ink, p, parsed.seed);
  const body = parsed.shape(p, look);
  const v = parsed.variant % 4;
  // Composition per variant (tilt, size, position, gradient direction, background ornaments), nudged per model.
  const jitter = parsed.label ? ((parsed.seed >>> 8) % 9) - 4 : 0;
  const angle = [-8, 12, -18, 4][v]! + jitter;
  const scale = [0.95, 1.08, 0.78, 0.88][v]!;
  const dx = [0, 12, -20, 30][v]!;
  const dy = [8, 0, -10, 14][v]!;
  const grad = [
    ['0', '0', '1', '1'],
    ['1', '0', '0', '1'],
    ['0', '1', '1', '0'],
    ['0.5', '0', '0.5', '1'],
  ][v]!;
  const blobs = [
    [480, 110, 150],
    [110, 130, 170],
    [470, 470, 190],
    [120, 480, 160],
  ];
  const blob = blobs[v]!;
  const blob2 = blobs[(v + 2) % 4]!;
  // Variant 2 (and 6) adds a faded second copy behind the product.
  const ghost =
    v === 2
      ? `<g transform="translate(${300 + 95} ${300 - 85}) rotate(${angle + 20}) scale(${scale * 0.72})" opacity="0.28">${body}</g>`
      : '';
  const size = DEMO_IMAGE_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<defs><linearGradient id="bg" x1="${grad[0]}" y1="${grad[1]}" x2="${grad[2]}" y2="${grad[3]}">` +
    `<stop offset="0" stop-color="${p.bgFrom}"/><stop offset="1" stop-color="${p.bgTo}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    `<circle cx="${blob[0]}" cy="${blob[1]}" r="${blob[2]}" fill="#ffffff" opacity="0.35"/>` +
    `<circle cx="${blob2[0]}" cy="${blob2[1]}" r="${blob2[2]! * 0.6}" fill="${parsed.label ? accent : p.body}" opacity="0.08"/>` +
    `<circle cx="300" cy="300" r="250" fill="url(#glow)"/>` +
    (parsed.label ? backdrop(parsed.seed, accent) : '') +
    `<ellipse cx="${300 + dx}" cy="${520}" rx="${190 * scale}" ry="22" fill="#000000" opacity="0.12"/>` +
    ghost +
    `<g transform="translate(${300 + dx} ${300 + dy}) rotate(${angle}) scale(${scale})">${body}</g>` +
    (parsed.label && !look.plated ? cornerTag(look) : '') +
    '</svg>'
  );
}

/** Renders a 600 × 600 WebP for a key; throws DemoImageNotFoundError for an unknown key. */
export async function renderDemoImage(key: string): Promise<Buffer> {
  const svg = buildDemoSvg(key);
  return sharp(Buffer.from(svg)).resize(DEMO_IMAGE_SIZE, DEMO_IMAGE_SIZE).webp({ quality: 82 }).toBuffer();
}

/** Every level-2 slug that has a dedicated shape (used by tests and the seed). */
export const DEMO_IMAGE_CATEGORIES: readonly string[] = CATEGORIES.filter((c) => c.level === 2).map(
  (c) => c.categoryId,
);
