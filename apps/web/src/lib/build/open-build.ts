import type { BuildPart, ProductResponse } from '@tecnobazar/shared';
// A path import: the package's index would bring every schema, and zod, to every store page.
import {
  BUILD_SLOTS,
  type BuildSlot,
  type BuildSlotId,
  slotFor,
  slotOf,
} from '@tecnobazar/shared/specs/build-slots';
import { useSyncExternalStore } from 'react';

/**
 * The PC build the shopper has open (issue 34), kept in the browser so a visitor keeps it too: the
 * builder edits it, and the listings and product pages check parts against it. `id` is the saved build
 * it came from; `mine` says whether saving changes that build (a shopper's own) or saves a new one.
 */
export interface OpenBuild {
  id?: string;
  mine?: boolean;
  name: string;
  parts: BuildPart[];
  /** The name and parts as last saved (features/builds snapshot), to tell whether it changed since. */
  savedAs?: string;
}

export const DEFAULT_BUILD_NAME = 'Mi armado';
const STORAGE_KEY = 'tb.openBuild';
const EMPTY: OpenBuild = { name: DEFAULT_BUILD_NAME, parts: [] };

/** The slot a product goes in, by its category (its leaf's parent) and, for cooling, its type. */
export const slotOfProduct = (product: ProductResponse): BuildSlot | undefined =>
  slotFor(product.category.parentCategoryId ?? '', product.specs.type);

/**
 * The build with the product put in its slot: it replaces the slot's part when the slot takes one, joins
 * it when it takes several (a second disk); a product already there keeps its place.
 */
export function withProduct(build: OpenBuild, slot: BuildSlotId, productId: number): OpenBuild {
  if (build.parts.some((p) => p.productId === productId)) return build;
  const part: BuildPart = { slot, productId, quantity: 1 };
  const multiple = slotOf(slot)?.multiple ?? false;
  const parts = multiple ? [...build.parts, part] : [...build.parts.filter((p) => p.slot !== slot), part];
  return { ...build, parts: inSlotOrder(parts) };
}

/** The build with `replaceId` swapped for `productId` in the same slot and units (a fix). */
export function withSwap(build: OpenBuild, replaceId: number, productId: number): OpenBuild {
  if (build.parts.some((p) => p.productId === productId)) return withoutProduct(build, replaceId);
  return {
    ...build,
    parts: build.parts.map((p) => (p.productId === replaceId ? { ...p, productId } : p)),
  };
}

export const withoutProduct = (build: OpenBuild, productId: number): OpenBuild => ({
  ...build,
  parts: build.parts.filter((p) => p.productId !== productId),
});

export function withQuantity(build: OpenBuild, productId: number, quantity: number): OpenBuild {
  return {
    ...build,
    parts: build.parts.map((p) => {
      const max = slotOf(p.slot)?.maxQuantity ?? 1;
      return p.productId === productId ? { ...p, quantity: Math.min(Math.max(1, quantity), max) } : p;
    }),
  };
}

const order = new Map(BUILD_SLOTS.map((s, i) => [s.slot as string, i]));
const inSlotOrder = (parts: BuildPart[]) =>
  [...parts].sort((a, b) => (order.get(a.slot) ?? 0) - (order.get(b.slot) ?? 0));

// ---------------------------------------------------------------------------------------------- the store

const listeners = new Set<() => void>();
let cached: { raw: string | null; build: OpenBuild } = { raw: null, build: EMPTY };

function read(): OpenBuild {
  const raw = globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  if (raw === cached.raw) return cached.build;
  let build = EMPTY;
  try {
    const stored = raw ? (JSON.parse(raw) as Partial<OpenBuild>) : undefined;
    if (stored && Array.isArray(stored.parts))
      build = {
        ...(typeof stored.id === 'string' && { id: stored.id, mine: stored.mine === true }),
        ...(typeof stored.savedAs === 'string' && { savedAs: stored.savedAs }),
        name: typeof stored.name === 'string' && stored.name.trim() ? stored.name : DEFAULT_BUILD_NAME,
        parts: stored.parts.filter((p) => slotOf(p?.slot) && Number.isInteger(p.productId)),
      };
  } catch {
    // A damaged entry is an empty build.
  }
  cached = { raw, build };
  return build;
}

/** Keeps the build (a new empty one is forgotten) and tells every page that shows it. */
export function saveOpenBuild(build: OpenBuild): void {
  if (build.parts.length === 0 && !build.id && build.name === DEFAULT_BUILD_NAME)
    localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(build));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change counts too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The open build, and a setter that keeps it; the server draws every page without one. */
export function useOpenBuild(): [OpenBuild, (next: OpenBuild) => void] {
  const build = useSyncExternalStore(subscribe, read, () => EMPTY);
  return [build, saveOpenBuild];
}
