/**
 * "Arma tu PC" (issue 34): a build is a list of parts, each a product in a slot of the builder. It is saved
 * to the shopper's account, or by a visitor as a link anyone can open and copy (`/armados/{id}`).
 */
import { z } from 'zod';
import { MAX_BUILD_PARTS } from '../constants/limits.ts';
import {
  type CompatibilityPart,
  type CompatibilityStatus,
  compatibilityKeys,
  compatibilityWith,
} from '../specs/compatibility.ts';
import { ProductResponse } from './catalog.ts';
import { text } from './common.ts';

/**
 * The builder's slots, in the order it shows them. Each picks from one level-2 category (the cooler and the
 * fans both from cooling, by type); `multiple` slots take several products (disks), the others one, whose
 * units `maxQuantity` bounds (two memory kits, four fans).
 */
export const BUILD_SLOTS = [
  { slot: 'cpu', label: 'Procesador', level2: 'processors', multiple: false, maxQuantity: 1 },
  { slot: 'motherboard', label: 'Placa base', level2: 'motherboards', multiple: false, maxQuantity: 1 },
  { slot: 'ram', label: 'Memoria RAM', level2: 'ram', multiple: false, maxQuantity: 4 },
  { slot: 'gpu', label: 'Tarjeta gráfica', level2: 'graphics_cards', multiple: false, maxQuantity: 1 },
  { slot: 'ssd', label: 'Unidad SSD', level2: 'ssd_drives', multiple: true, maxQuantity: 4 },
  { slot: 'hdd', label: 'Disco duro', level2: 'hard_drives', multiple: true, maxQuantity: 4 },
  { slot: 'psu', label: 'Fuente de poder', level2: 'power_supplies', multiple: false, maxQuantity: 1 },
  { slot: 'case', label: 'Gabinete', level2: 'cases', multiple: false, maxQuantity: 1 },
  {
    slot: 'cooler',
    label: 'Refrigeración del procesador',
    level2: 'cooling',
    types: ['Disipador por aire', 'Refrigeración líquida'],
    multiple: false,
    maxQuantity: 1,
  },
  {
    slot: 'fans',
    label: 'Ventiladores',
    level2: 'cooling',
    types: ['Ventilador de gabinete'],
    multiple: false,
    maxQuantity: 8,
  },
] as const satisfies readonly BuildSlot[];

export interface BuildSlot {
  slot: string;
  label: string;
  level2: string;
  /** The cooling types the slot takes (`specs.type`), when its category holds more than it. */
  types?: readonly string[];
  multiple: boolean;
  maxQuantity: number;
}

export type BuildSlotId = (typeof BUILD_SLOTS)[number]['slot'];
const SLOT_IDS = BUILD_SLOTS.map((s) => s.slot) as [BuildSlotId, ...BuildSlotId[]];
export const slotOf = (id: string): BuildSlot | undefined => BUILD_SLOTS.find((s) => s.slot === id);

/** The slot a product fits, by its category and type: where "Agregar a mi armado" puts it. */
export const slotFor = (level2: string, type?: unknown): BuildSlot | undefined =>
  (BUILD_SLOTS as readonly BuildSlot[]).find(
    (s) => s.level2 === level2 && (!s.types || s.types.includes(String(type))),
  );

export { MAX_BUILD_PARTS };
export const BUILD_NAME_MAX = 80;

export const BUILD_MESSAGES = {
  nameRequired: 'Ponle un nombre a tu armado',
  nameTooLong: `El nombre puede tener hasta ${BUILD_NAME_MAX} caracteres`,
  noParts: 'Agrega al menos una parte a tu armado',
  tooManyParts: `Un armado puede tener hasta ${MAX_BUILD_PARTS} partes`,
  badSlot: 'Ranura de armado no válida',
  oneInSlot: (label: string) => `${label} admite una sola parte`,
  tooManyUnits: (label: string, max: number) => `${label} admite hasta ${max} unidades`,
  wrongSlot: (title: string, label: string) => `«${title}» no va en la ranura ${label}`,
  repeated: 'Una parte está repetida en el armado',
  notFound: 'Armado no encontrado',
  productGone: 'Una de las partes ya no está a la venta',
  saved: 'Armado guardado',
  deleted: 'Armado eliminado',
};

export const BuildPart = z.object({
  slot: z.enum(SLOT_IDS, { error: BUILD_MESSAGES.badSlot }),
  productId: z.number({ error: 'Producto no encontrado' }).int().positive('Producto no encontrado'),
  quantity: z
    .number({ error: 'La cantidad debe ser un número' })
    .int('La cantidad debe ser un número entero')
    .min(1, 'La cantidad debe ser al menos 1')
    .max(8, 'La cantidad puede ser hasta 8')
    .default(1),
});
export type BuildPart = z.infer<typeof BuildPart>;

/** `POST /builds`, `PUT /api/builds/{id}`: the whole build; a slot that takes one part holds at most one. */
export const SaveBuildBody = z.object({
  name: text(BUILD_MESSAGES.nameRequired)
    .min(1, BUILD_MESSAGES.nameRequired)
    .max(BUILD_NAME_MAX, BUILD_MESSAGES.nameTooLong),
  parts: z
    .array(BuildPart, { error: BUILD_MESSAGES.noParts })
    .min(1, BUILD_MESSAGES.noParts)
    .max(MAX_BUILD_PARTS, BUILD_MESSAGES.tooManyParts)
    .superRefine((parts, ctx) => {
      for (const slot of BUILD_SLOTS) {
        const inSlot = parts.filter((p) => p.slot === slot.slot);
        if (!slot.multiple && inSlot.length > 1)
          ctx.addIssue({ code: 'custom', message: BUILD_MESSAGES.oneInSlot(slot.label) });
        if (inSlot.some((p) => p.quantity > slot.maxQuantity))
          ctx.addIssue({
            code: 'custom',
            message: BUILD_MESSAGES.tooManyUnits(slot.label, slot.maxQuantity),
          });
      }
      if (new Set(parts.map((p) => p.productId)).size < parts.length)
        ctx.addIssue({ code: 'custom', message: BUILD_MESSAGES.repeated });
    }),
});
export type SaveBuildBody = z.infer<typeof SaveBuildBody>;

export const BuildIdParams = z.object({
  id: text(BUILD_MESSAGES.notFound).regex(/^[A-Za-z0-9_-]{8,24}$/, BUILD_MESSAGES.notFound),
});

/**
 * A saved build: its parts, and the products they are as the catalogue shows them now (a part whose product
 * is no longer sold is left out of `products`; the builder says so). `mine`: the caller may change it.
 */
export const BuildResponse = z.object({
  id: z.string(),
  name: z.string(),
  parts: z.array(BuildPart),
  products: z.array(ProductResponse),
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BuildResponse = z.infer<typeof BuildResponse>;

export const BuildListResponse = z.array(BuildResponse);
export type BuildListResponse = z.infer<typeof BuildListResponse>;

/** A build's total in cents: each part's shown price × its units (parts no longer sold count nothing). */
export function buildTotalCents(
  parts: readonly Pick<BuildPart, 'productId' | 'quantity'>[],
  products: readonly Pick<ProductResponse, 'id' | 'sellingPrice'>[],
): number {
  const price = new Map(products.map((p) => [p.id, Math.round(p.sellingPrice * 100)]));
  return parts.reduce((sum, part) => sum + (price.get(part.productId) ?? 0) * part.quantity, 0);
}

/**
 * A candidate's keys that decide how it fits a build: what the rules read (compatibilityKeys) and, where a
 * category fills several slots (cooling), the `type` that picks its slot.
 */
export function fitKeys(level2: string): string[] {
  const bySlot = (BUILD_SLOTS as readonly BuildSlot[]).some((s) => s.level2 === level2 && s.types);
  return [...new Set([...compatibilityKeys(level2), ...(bySlot ? ['type'] : [])])].sort();
}

/**
 * The build with the candidate in its slot, as "Agregar a mi armado" puts it: it replaces the part of a slot
 * that takes one (a board replaces the build's board), joins the parts of a slot that takes several (a
 * second disk) or of no slot; a candidate already in the build leaves it as it is.
 */
export function buildWith(
  build: readonly CompatibilityPart[],
  candidate: CompatibilityPart,
): CompatibilityPart[] {
  if (build.some((p) => p.id === candidate.id)) return [...build];
  const slot = slotFor(candidate.level2, candidate.specs.type);
  const kept =
    slot && !slot.multiple ? build.filter((p) => slotFor(p.level2, p.specs.type)?.slot !== slot.slot) : build;
  return [...kept, candidate];
}

/** How a candidate fits the build once in it (buildWith): the listing's "Compatible con tu armado". */
export const fitWithBuild = (
  candidate: CompatibilityPart,
  build: readonly CompatibilityPart[],
): CompatibilityStatus => compatibilityWith(candidate, buildWith(build, candidate)).status;
