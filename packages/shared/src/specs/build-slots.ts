/**
 * The PC builder's slots and how a part takes its place in a build (issue 34), without zod: the store's pages
 * load it beside the compatibility rules. The saved build's schemas are schemas/builds.ts.
 */
import {
  type CompatibilityPart,
  type CompatibilityStatus,
  compatibilityKeys,
  compatibilityWith,
} from './compatibility.ts';

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
export const SLOT_IDS = BUILD_SLOTS.map((s) => s.slot) as [BuildSlotId, ...BuildSlotId[]];
export const slotOf = (id: string): BuildSlot | undefined => BUILD_SLOTS.find((s) => s.slot === id);

/** The slot a product fits, by its category and type: where "Agregar a mi armado" puts it. */
export const slotFor = (level2: string, type?: unknown): BuildSlot | undefined =>
  (BUILD_SLOTS as readonly BuildSlot[]).find(
    (s) => s.level2 === level2 && (!s.types || s.types.includes(String(type))),
  );

/** A build's total in cents: each part's shown price × its units (parts no longer sold count nothing). */
export function buildTotalCents(
  parts: readonly { productId: number; quantity: number }[],
  products: readonly { id: number; sellingPrice: number }[],
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
