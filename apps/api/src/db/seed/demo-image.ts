/**
 * Locally generated demo product images (no network, no fonts): a soft gradient background derived from
 * the product colour and a flat vector silhouette of the product type, rendered to WebP with sharp.
 *
 * Key format: `{categorySlug}-{colourSlug}-{variant}` e.g. `keyboards-negro-1`, `graphics_cards-azul_marino-2`.
 * The category is any slug of the tree (level 2 normally; level 1 and 3 map to a related shape), the colour a
 * slug of a COLORS name (accents folded, spaces as `_`) and the variant a digit that changes the composition.
 */

import { COLORS } from '@tecnobazar/shared/constants/catalog';
import { CATEGORIES, findCategory } from '@tecnobazar/shared/constants/categories';
import sharp from 'sharp';

export const DEMO_IMAGE_SIZE = 600;
export const DEMO_IMAGE_KEY_RE = /^([a-z0-9_]{1,40})-([a-z0-9_]{1,40})-([0-9])$/;

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

/** Public URL of a demo image (the API mounts the media routes under `/v1`). */
export function demoImageUrl(categorySlug: string, colorName: string, variant: number): string {
  return `/v1/media/demo/${categorySlug}-${colorSlug(colorName)}-${variant}.webp`;
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

// ----------------------------------------------------------------------------------------------- shapes
// Every shape is drawn centred on (0, 0) inside roughly a 440 × 440 box.

type Shape = (p: Palette) => string;

const sw = (p: Palette, w = 6) => `stroke="${p.stroke}" stroke-width="${w}" stroke-linejoin="round"`;

function grid(
  x0: number,
  y0: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
  fill: string,
): string {
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out += `<rect x="${x0 + c * (w + gap)}" y="${y0 + r * (h + gap)}" width="${w}" height="${h}" rx="4" fill="${fill}"/>`;
    }
  }
  return out;
}

function fan(cx: number, cy: number, r: number, p: Palette): string {
  let blades = '';
  for (let i = 0; i < 7; i++) {
    const a = (i * 360) / 7;
    blades += `<path d="M0 0 Q ${r * 0.3} ${-r * 0.45} ${r * 0.08} ${-r * 0.92} Q ${-r * 0.25} ${-r * 0.5} 0 0Z" fill="${p.detail}" transform="rotate(${a})"/>`;
  }
  return `<g transform="translate(${cx} ${cy})"><circle r="${r}" fill="${p.shade}" ${sw(p, 4)}/>${blades}<circle r="${r * 0.22}" fill="${p.metal}"/></g>`;
}

const keyboard: Shape = (p) =>
  `<rect x="-215" y="-85" width="430" height="170" rx="22" fill="${p.body}" ${sw(p)}/>` +
  grid(-192, -64, 13, 4, 24, 24, 6, p.detail) +
  `<rect x="-102" y="58" width="204" height="16" rx="5" fill="${p.detail}"/>`;

const mouse: Shape = (p) =>
  `<path d="M0 -170 C 105 -170 120 -60 120 20 C 120 120 70 170 0 170 C -70 170 -120 120 -120 20 C -120 -60 -105 -170 0 -170Z" fill="${p.body}" ${sw(p)}/>` +
  `<path d="M0 -168 L0 -40" stroke="${p.detail}" stroke-width="6"/>` +
  `<rect x="-12" y="-130" width="24" height="52" rx="12" fill="${p.detail}"/>` +
  `<path d="M-118 0 C -60 20 60 20 118 0" stroke="${p.shade}" stroke-width="8" fill="none"/>`;

const monitor: Shape = (p) =>
  `<rect x="-40" y="90" width="80" height="90" fill="${p.metal}"/>` +
  `<rect x="-120" y="170" width="240" height="26" rx="12" fill="${p.metal}"/>` +
  `<rect x="-220" y="-170" width="440" height="270" rx="16" fill="${p.body}" ${sw(p)}/>` +
  `<rect x="-200" y="-150" width="400" height="220" rx="6" fill="${p.stroke}"/>` +
  `<path d="M-200 40 L-60 -80 L40 0 L110 -60 L200 20 L200 70 L-200 70Z" fill="${p.detail}" opacity="0.55"/>`;

const headphones: Shape = (p) =>
  `<path d="M-150 40 C -150 -200 150 -200 150 40" fill="none" stroke="${p.stroke}" stroke-width="40" stroke-linecap="round"/>` +
  `<path d="M-150 40 C -150 -200 150 -200 150 40" fill="none" stroke="${p.body}" stroke-width="26" stroke-linecap="round"/>` +
  `<rect x="-200" y="0" width="90" height="160" rx="40" fill="${p.body}" ${sw(p)}/>` +
  `<rect x="110" y="0" width="90" height="160" rx="40" fill="${p.body}" ${sw(p)}/>` +
  `<rect x="-130" y="25" width="22" height="110" rx="10" fill="${p.detail}"/>` +
  `<rect x="108" y="25" width="22" height="110" rx="10" fill="${p.detail}"/>`;

const microphone: Shape = (p) => {
  let grille = '';
  for (let y = -160; y <= -30; y += 22) {
    grille += `<path d="M-58 ${y} L58 ${y}" stroke="${p.detail}" stroke-width="6"/>`;
  }
  return (
    `<path d="M-100 -40 C -100 80 100 80 100 -40" fill="none" stroke="${p.metal}" stroke-width="16"/>` +
    `<rect x="-10" y="60" width="20" height="110" fill="${p.metal}"/>` +
    `<rect x="-100" y="160" width="200" height="28" rx="14" fill="${p.metal}"/>` +
    `<rect x="-70" y="-200" width="140" height="210" rx="70" fill="${p.body}" ${sw(p)}/>` +
    grille
  );
};

const webcam: Shape = (p) =>
  `<path d="M-40 60 L-70 170 L70 170 L40 60Z" fill="${p.metal}"/>` +
  `<rect x="-190" y="-90" width="380" height="160" rx="80" fill="${p.body}" ${sw(p)}/>` +
  `<circle cx="0" cy="-10" r="62" fill="${p.stroke}"/>` +
  `<circle cx="0" cy="-10" r="38" fill="${p.detail}"/>` +
  `<circle cx="-14" cy="-24" r="12" fill="#ffffff" opacity="0.8"/>` +
  `<circle cx="120" cy="-10" r="10" fill="${p.detail}"/>`;

const speaker: Shape = (p) => {
  const box = (x: number) =>
    `<rect x="${x - 75}" y="-170" width="150" height="320" rx="18" fill="${p.body}" ${sw(p)}/>` +
    `<circle cx="${x}" cy="-95" r="34" fill="${p.detail}"/><circle cx="${x}" cy="-95" r="12" fill="${p.stroke}"/>` +
    `<circle cx="${x}" cy="55" r="58" fill="${p.detail}"/><circle cx="${x}" cy="55" r="22" fill="${p.stroke}"/>`;
  return box(-105) + box(105);
};

const cpu: Shape = (p) => {
  let pins = '';
  for (let i = -5; i <= 5; i++) {
    const o = i * 26;
    pins += `<rect x="${o - 5}" y="-190" width="10" height="30" fill="${p.metal}"/><rect x="${o - 5}" y="160" width="10" height="30" fill="${p.metal}"/>`;
    pins += `<rect x="-190" y="${o - 5}" width="30" height="10" fill="${p.metal}"/><rect x="160" y="${o - 5}" width="30" height="10" fill="${p.metal}"/>`;
  }
  return (
    pins +
    `<rect x="-165" y="-165" width="330" height="330" rx="18" fill="${p.shade}" ${sw(p)}/>` +
    `<rect x="-110" y="-110" width="220" height="220" rx="12" fill="${p.body}" ${sw(p, 4)}/>` +
    `<path d="M-110 -60 L-60 -110" stroke="${p.detail}" stroke-width="8"/>` +
    `<circle cx="-135" cy="135" r="10" fill="${p.detail}"/>`
  );
};

const gpu: Shape = (p) =>
  `<rect x="-230" y="-110" width="22" height="230" fill="${p.metal}"/>` +
  `<rect x="-160" y="110" width="170" height="22" fill="${p.metal}"/>` +
  `<rect x="-210" y="-120" width="430" height="230" rx="22" fill="${p.body}" ${sw(p)}/>` +
  fan(-95, -5, 84, p) +
  fan(105, -5, 84, p) +
  `<rect x="-190" y="92" width="390" height="8" rx="4" fill="${p.detail}"/>`;

const motherboard: Shape = (p) =>
  `<rect x="-190" y="-200" width="380" height="400" rx="10" fill="${p.body}" ${sw(p)}/>` +
  `<rect x="-120" y="-150" width="110" height="110" rx="6" fill="${p.stroke}"/>` +
  `<rect x="-100" y="-130" width="70" height="70" rx="4" fill="${p.detail}"/>` +
  `<rect x="30" y="-170" width="14" height="170" fill="${p.detail}"/><rect x="58" y="-170" width="14" height="170" fill="${p.detail}"/>` +
  `<rect x="86" y="-170" width="14" height="170" fill="${p.detail}"/><rect x="114" y="-170" width="14" height="170" fill="${p.detail}"/>` +
  `<rect x="-160" y="20" width="290" height="18" fill="${p.stroke}"/><rect x="-160" y="80" width="290" height="18" fill="${p.stroke}"/>` +
  `<rect x="-160" y="130" width="120" height="50" rx="6" fill="${p.shade}"/>` +
  `<circle cx="130" cy="150" r="22" fill="${p.metal}"/>`;

const ram: Shape = (p) => {
  let chips = '';
  for (let i = 0; i < 8; i++)
    chips += `<rect x="${-200 + i * 51}" y="-45" width="38" height="60" rx="4" fill="${p.stroke}"/>`;
  let pins = '';
  for (let i = 0; i < 34; i++) {
    if (i === 15) continue;
    pins += `<rect x="${-214 + i * 12.8}" y="58" width="7" height="22" fill="#d4a72c"/>`;
  }
  return (
    `<path d="M-225 -80 L225 -80 L225 80 L20 80 L20 64 L-4 64 L-4 80 L-225 80Z" fill="${p.body}" ${sw(p)}/>` +
    `<path d="M-225 -80 L-180 -110 L180 -110 L225 -80Z" fill="${p.shade}" ${sw(p, 4)}/>` +
    chips +
    pins
  );
};

const psu: Shape = (p) => {
  let grille = '';
  for (let r = 30; r <= 110; r += 26)
    grille += `<circle r="${r}" fill="none" stroke="${p.detail}" stroke-width="6"/>`;
  return (
    `<rect x="-200" y="-150" width="400" height="300" rx="18" fill="${p.body}" ${sw(p)}/>` +
    `<g transform="translate(-40 0)">${grille}<path d="M-110 0 L110 0 M0 -110 L0 110" stroke="${p.detail}" stroke-width="6"/></g>` +
    `<rect x="110" y="-110" width="60" height="40" rx="6" fill="${p.stroke}"/>` +
    `<rect x="110" y="60" width="60" height="40" rx="6" fill="${p.detail}"/>`
  );
};

const pcCase: Shape = (p) =>
  `<rect x="-140" y="-210" width="280" height="420" rx="20" fill="${p.body}" ${sw(p)}/>` +
  `<rect x="-110" y="-180" width="170" height="360" rx="10" fill="${p.stroke}" opacity="0.85"/>` +
  fan(-25, -80, 52, p) +
  fan(-25, 60, 52, p) +
  `<rect x="80" y="-180" width="34" height="360" rx="8" fill="${p.shade}"/>` +
  `<circle cx="97" cy="-150" r="10" fill="${p.detail}"/>`;

const cooler: Shape = (p) =>
  `<rect x="-180" y="-180" width="360" height="360" rx="36" fill="${p.body}" ${sw(p)}/>` +
  `<circle cx="-150" cy="-150" r="10" fill="${p.stroke}"/><circle cx="150" cy="-150" r="10" fill="${p.stroke}"/>` +
  `<circle cx="-150" cy="150" r="10" fill="${p.stroke}"/><circle cx="150" cy="150" r="10" fill="${p.stroke}"/>` +
  fan(0, 0, 150, p);

const hdd: Shape = (p) =>
  `<rect x="-150" y="-200" width="300" height="400" rx="18" fill="${p.body}" ${sw(p)}/>` +
  `<circle cx="0" cy="-40" r="115" fill="${p.shade}" ${sw(p, 4)}/>` +
  `<circle cx="0" cy="-40" r="22" fill="${p.metal}"/>` +
  `<path d="M110 140 L40 40" stroke="${p.detail}" stroke-width="18" stroke-linecap="round"/>` +
  `<circle cx="110" cy="140" r="20" fill="${p.metal}"/>` +
  `<rect x="-120" y="150" width="120" height="24" rx="6" fill="${p.detail}"/>`;

const ssd: Shape = (p) =>
  `<rect x="-200" y="-130" width="400" height="260" rx="22" fill="${p.body}" ${sw(p)}/>` +
  `<rect x="-170" y="-90" width="210" height="110" rx="10" fill="${p.detail}"/>` +
  `<rect x="-170" y="45" width="340" height="14" rx="7" fill="${p.shade}"/>` +
  `<rect x="-170" y="75" width="240" height="14" rx="7" fill="${p.shade}"/>` +
  `<rect x="70" y="-90" width="100" height="110" rx="10" fill="${p.shade}"/>`;

const usbStick: Shape = (p) =>
  `<rect x="110" y="-45" width="110" height="90" rx="6" fill="#c9ced8" ${sw(p, 4)}/>` +
  `<rect x="140" y="-22" width="22" height="16" fill="${p.metal}"/><rect x="180" y="-22" width="22" height="16" fill="${p.metal}"/>` +
  `<rect x="-210" y="-75" width="330" height="150" rx="40" fill="${p.body}" ${sw(p)}/>` +
  `<circle cx="-165" cy="0" r="18" fill="${p.detail}"/>` +
  `<rect x="-110" y="-30" width="170" height="60" rx="14" fill="${p.shade}"/>`;

const sdCard: Shape = (p) => {
  let contacts = '';
  for (let i = 0; i < 6; i++)
    contacts += `<rect x="${-95 + i * 34}" y="-175" width="20" height="56" rx="3" fill="#d4a72c"/>`;
  return (
    `<path d="M-150 -200 L90 -200 L150 -140 L150 200 L-150 200Z" fill="${p.body}" ${sw(p)}/>` +
    contacts +
    `<rect x="-120" y="-60" width="240" height="200" rx="14" fill="${p.detail}"/>` +
    `<rect x="-150" y="-40" width="16" height="50" fill="${p.stroke}"/>`
  );
};

const disc: Shape = (p) =>
  `<circle r="200" fill="${p.body}" ${sw(p)}/>` +
  `<circle r="165" fill="none" stroke="${p.shade}" stroke-width="10"/>` +
  `<circle r="120" fill="none" stroke="${p.detail}" stroke-width="6" opacity="0.6"/>` +
  `<path d="M-150 -90 A 175 175 0 0 1 -40 -170" stroke="#ffffff" stroke-width="16" fill="none" opacity="0.6" stroke-linecap="round"/>` +
  `<circle r="55" fill="${p.shade}" ${sw(p, 4)}/>` +
  `<circle r="22" fill="${p.stroke}"/>`;

const opticalDrive: Shape = (p) =>
  `<g transform="translate(40 -60) scale(0.6)">${disc(p)}</g>` +
  `<rect x="-210" y="20" width="420" height="150" rx="14" fill="${p.body}" ${sw(p)}/>` +
  `<rect x="-180" y="60" width="300" height="18" rx="9" fill="${p.detail}"/>` +
  `<rect x="140" y="110" width="40" height="18" rx="6" fill="${p.stroke}"/>`;

const caddy: Shape = (p) =>
  `<rect x="-210" y="-130" width="420" height="260" rx="18" fill="${p.body}" ${sw(p)}/>` +
  `<rect x="-170" y="-95" width="290" height="190" rx="10" fill="${p.shade}" ${sw(p, 4)}/>` +
  `<rect x="-140" y="-60" width="150" height="90" rx="8" fill="${p.detail}"/>` +
  `<rect x="140" y="-60" width="40" height="120" rx="6" fill="${p.metal}"/>`;

function plug(x: number, y: number, angle: number, p: Palette): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-32" y="-46" width="64" height="92" rx="12" fill="${p.body}" ${sw(p, 5)}/><rect x="-24" y="-92" width="48" height="50" rx="4" fill="#c9ced8" ${sw(p, 4)}/><rect x="-12" y="-80" width="24" height="14" fill="${p.metal}"/></g>`;
}

const cable: Shape = (p) =>
  `<path d="M-150 110 C -260 -60 -40 -150 10 -10 C 60 130 260 90 160 -110" fill="none" stroke="${p.stroke}" stroke-width="30" stroke-linecap="round"/>` +
  `<path d="M-150 110 C -260 -60 -40 -150 10 -10 C 60 130 260 90 160 -110" fill="none" stroke="${p.body}" stroke-width="18" stroke-linecap="round"/>` +
  plug(-150, 150, 180, p) +
  plug(165, -150, 10, p);

const adapter: Shape = (p) =>
  `<path d="M100 0 C 160 0 170 120 230 120" fill="none" stroke="${p.metal}" stroke-width="22" stroke-linecap="round"/>` +
  `<rect x="-150" y="-95" width="250" height="190" rx="34" fill="${p.body}" ${sw(p)}/>` +
  `<rect x="-120" y="-55" width="70" height="34" rx="6" fill="${p.stroke}"/>` +
  `<rect x="-120" y="15" width="70" height="34" rx="6" fill="${p.stroke}"/>` +
  `<rect x="-25" y="-40" width="90" height="24" rx="12" fill="${p.detail}"/>` +
  `<rect x="-25" y="20" width="90" height="24" rx="6" fill="${p.detail}"/>` +
  `<rect x="210" y="95" width="50" height="50" rx="8" fill="#c9ced8"/>`;

const stand: Shape = (p) =>
  `<path d="M-200 -60 L200 -60 L220 -30 L-220 -30Z" fill="${p.shade}" ${sw(p)}/>` +
  `<path d="M-150 -30 L-110 170 L-70 170 L-100 -30Z" fill="${p.body}" ${sw(p)}/>` +
  `<path d="M150 -30 L110 170 L70 170 L100 -30Z" fill="${p.body}" ${sw(p)}/>` +
  `<rect x="-180" y="-175" width="360" height="110" rx="12" fill="${p.metal}" opacity="0.85"/>` +
  `<rect x="-240" y="160" width="480" height="26" rx="13" fill="${p.body}" ${sw(p, 4)}/>`;

const mousepad: Shape = (p) =>
  `<rect x="-230" y="-160" width="460" height="320" rx="34" fill="${p.body}" ${sw(p)}/>` +
  `<rect x="-212" y="-142" width="424" height="284" rx="26" fill="none" stroke="${p.detail}" stroke-width="5" stroke-dasharray="14 10"/>` +
  `<path d="M-230 60 C -100 0 20 140 230 40 L230 126 Q230 160 196 160 L-196 160 Q-230 160 -230 126Z" fill="${p.shade}"/>` +
  `<path d="M110 -100 C 150 -100 156 -60 156 -40 C 156 0 136 20 110 20 C 84 20 64 0 64 -40 C 64 -60 70 -100 110 -100Z" fill="${p.detail}"/>`;

const cleaningKit: Shape = (p) =>
  `<rect x="-170" y="-110" width="130" height="290" rx="30" fill="${p.body}" ${sw(p)}/>` +
  `<rect x="-150" y="-160" width="90" height="60" rx="10" fill="${p.shade}" ${sw(p, 4)}/>` +
  `<path d="M-60 -145 L10 -160 L10 -120 L-60 -120Z" fill="${p.metal}"/>` +
  `<rect x="-150" y="-20" width="90" height="110" rx="12" fill="${p.detail}"/>` +
  `<rect x="60" y="-40" width="36" height="230" rx="14" fill="${p.metal}"/>` +
  `<path d="M40 -40 L116 -40 L126 -190 L30 -190Z" fill="${p.body}" ${sw(p, 5)}/>` +
  `<path d="M50 -170 L50 -60 M78 -180 L78 -60 M106 -170 L106 -60" stroke="${p.detail}" stroke-width="6"/>`;

const cableOrganizer: Shape = (p) => {
  const ring = (color: string, width: number) => {
    let out = '';
    for (let i = 0; i < 7; i++) {
      out += `<ellipse cx="${-180 + i * 60}" cy="0" rx="34" ry="110" fill="none" stroke="${color}" stroke-width="${width}"/>`;
    }
    return out;
  };
  return (
    `<path d="M-240 -20 L240 -20 M-240 20 L240 20" stroke="${p.metal}" stroke-width="16" stroke-linecap="round"/>` +
    ring(p.stroke, 32) +
    ring(p.body, 20) +
    `<rect x="-60" y="120" width="120" height="46" rx="10" fill="${p.detail}" ${sw(p, 4)}/>`
  );
};

const gamepad: Shape = (p) =>
  `<path d="M-120 -90 L120 -90 C 200 -90 230 20 220 100 C 212 160 160 170 130 120 L90 70 L-90 70 L-130 120 C -160 170 -212 160 -220 100 C -230 20 -200 -90 -120 -90Z" fill="${p.body}" ${sw(p)}/>` +
  `<rect x="-150" y="-30" width="70" height="22" rx="6" fill="${p.detail}"/><rect x="-126" y="-54" width="22" height="70" rx="6" fill="${p.detail}"/>` +
  `<circle cx="110" cy="-40" r="14" fill="${p.detail}"/><circle cx="140" cy="-10" r="14" fill="${p.detail}"/>` +
  `<circle cx="80" cy="-10" r="14" fill="${p.detail}"/><circle cx="110" cy="20" r="14" fill="${p.detail}"/>`;

/** Shape per level-2 slug (level-1 slugs get a representative one). */
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

/** Whether a key names a drawable image (without rendering it). */
export function isValidDemoImageKey(key: string): boolean {
  const m = DEMO_IMAGE_KEY_RE.exec(key);
  return !!m && !!shapeFor(m[1]!) && COLOR_BY_SLUG.has(m[2]!);
}

/** The SVG source for a key; throws DemoImageNotFoundError for an unknown key. */
export function buildDemoSvg(key: string): string {
  const m = DEMO_IMAGE_KEY_RE.exec(key);
  const shape = m ? shapeFor(m[1]!) : undefined;
  const hex = m ? COLOR_BY_SLUG.get(m[2]!) : undefined;
  if (!m || !shape || !hex) throw new DemoImageNotFoundError(key);
  const variant = Number(m[3]);
  const p = paletteFor(hex);
  const v = variant % 4;
  // Composition per variant: tilt, size, position, gradient direction and background ornaments.
  const angle = [-8, 12, -18, 4][v]!;
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
  const body = shape(p);
  // Variants 2 and 6 add a faded second copy behind the product.
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
    `<circle cx="${blob2[0]}" cy="${blob2[1]}" r="${blob2[2]! * 0.6}" fill="${p.body}" opacity="0.08"/>` +
    `<circle cx="300" cy="300" r="250" fill="url(#glow)"/>` +
    `<ellipse cx="${300 + dx}" cy="${520}" rx="${190 * scale}" ry="22" fill="#000000" opacity="0.12"/>` +
    ghost +
    `<g transform="translate(${300 + dx} ${300 + dy}) rotate(${angle}) scale(${scale})">${body}</g>` +
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
