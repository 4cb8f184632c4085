import { BOARD_FORM_FACTORS } from './attributes.ts';
import type { ProductSpecs } from './specs.ts';

/** A product as the compatibility check sees it; `quantity` is the units of it in the cart (1 if absent). */
export interface CompatibilityPart {
  id: number;
  title: string;
  level2: string;
  specs: ProductSpecs;
  quantity?: number;
}

/** A clash between parts: a notice for the buyer, never a reason to block anything. */
export interface CompatibilityWarning {
  ruleId: string;
  message: string;
  /** The products involved: those of the rule's first category, then the one of its second. */
  productIds: number[];
}

type Part = CompatibilityPart;
interface RuleBase {
  id: string;
  /** The two level-2 categories the rule relates. */
  between: readonly [string, string];
  /** Spec keys each side must carry; a part missing one is left out, so missing data never warns. */
  needs: readonly [readonly string[], readonly string[]];
}
/**
 * A rule between two categories, checked either for `each` pair of parts or for `all` the parts of its
 * first category together against each part of the second. `check` returns the Spanish warning, or null
 * when they fit.
 */
export type CompatibilityRule = RuleBase &
  (
    | { scope: 'each'; check: (a: Part, b: Part) => string | null }
    | { scope: 'all'; check: (as: readonly Part[], b: Part) => string | null }
  );

const units = (part: Part) => part.quantity ?? 1;
const named = (part: Part) => `«${part.title}»${units(part) > 1 ? ` (×${units(part)})` : ''}`;
const list = new Intl.ListFormat('es', { type: 'conjunction' });
const boardSize = (part: Part) => (BOARD_FORM_FACTORS as readonly unknown[]).indexOf(part.specs.formFactor);

export const COMPATIBILITY_RULES: readonly CompatibilityRule[] = [
  {
    id: 'cpu-socket',
    between: ['processors', 'motherboards'],
    needs: [['socket'], ['socket']],
    scope: 'each',
    check: (cpu, board) =>
      cpu.specs.socket === board.specs.socket
        ? null
        : `El procesador «${cpu.title}» (${cpu.specs.socket}) no encaja en la placa base «${board.title}» (${board.specs.socket}).`,
  },
  {
    id: 'ram-type',
    between: ['ram', 'motherboards'],
    needs: [['memoryType'], ['memoryType']],
    scope: 'each',
    check: (ram, board) =>
      ram.specs.memoryType === board.specs.memoryType
        ? null
        : `La memoria ${ram.specs.memoryType} de «${ram.title}» no es compatible con la placa base «${board.title}» (${board.specs.memoryType}).`,
  },
  {
    id: 'ram-slots',
    between: ['ram', 'motherboards'],
    needs: [['modules'], ['memorySlots']],
    scope: 'all',
    check: (kits, board) => {
      const modules = kits.reduce((sum, kit) => sum + Number(kit.specs.modules) * units(kit), 0);
      const slots = Number(board.specs.memorySlots);
      if (!(modules > slots)) return null;
      const [memory, add] = kits.length === 1 ? ['La memoria', 'suma'] : ['Las memorias', 'suman'];
      return `${memory} ${list.format(kits.map(named))} ${add} ${modules} módulos, pero la placa base «${board.title}» solo tiene ${slots} ${slots === 1 ? 'ranura' : 'ranuras'}.`;
    },
  },
  {
    id: 'ram-form-factor',
    between: ['ram', 'motherboards'],
    // Every motherboard sold here is a desktop one, so the board needs no spec for this.
    needs: [['formFactor'], []],
    scope: 'each',
    check: (ram, board) =>
      ram.specs.formFactor !== 'SO-DIMM'
        ? null
        : `La memoria «${ram.title}» es SO-DIMM (para portátiles) y no encaja en la placa base de escritorio «${board.title}».`,
  },
  {
    id: 'gpu-psu',
    between: ['graphics_cards', 'power_supplies'],
    needs: [['recommendedPsuW'], ['wattage']],
    scope: 'each',
    check: (gpu, psu) =>
      Number(psu.specs.wattage) < Number(gpu.specs.recommendedPsuW)
        ? `La fuente «${psu.title}» (${psu.specs.wattage} W) no llega a los ${gpu.specs.recommendedPsuW} W que recomienda la tarjeta gráfica «${gpu.title}».`
        : null,
  },
  {
    id: 'case-board-size',
    between: ['cases', 'motherboards'],
    needs: [['formFactor'], ['formFactor']],
    scope: 'each',
    check: (pcCase, board) =>
      boardSize(pcCase) >= 0 && boardSize(board) > boardSize(pcCase)
        ? `La placa base «${board.title}» (${board.specs.formFactor}) no cabe en el gabinete «${pcCase.title}», que admite hasta ${pcCase.specs.formFactor}.`
        : null,
  },
  {
    id: 'gpu-length',
    between: ['graphics_cards', 'cases'],
    needs: [['lengthMm'], ['maxGpuLengthMm']],
    scope: 'each',
    check: (gpu, pcCase) =>
      Number(gpu.specs.lengthMm) > Number(pcCase.specs.maxGpuLengthMm)
        ? `La tarjeta gráfica «${gpu.title}» (${gpu.specs.lengthMm} mm) no cabe en el gabinete «${pcCase.title}», que admite hasta ${pcCase.specs.maxGpuLengthMm} mm.`
        : null,
  },
];

interface Checked {
  ruleId: string;
  productIds: number[];
  message: string | null;
}

/** Every check the rules can make on these parts (those with the specs they need), in rule and cart order. */
function* checks(parts: readonly Part[]): Generator<Checked> {
  for (const rule of COMPATIBILITY_RULES) {
    const side = (i: 0 | 1) =>
      parts.filter(
        (p) => p.level2 === rule.between[i] && rule.needs[i].every((k) => p.specs[k] !== undefined),
      );
    const firsts = side(0);
    if (firsts.length === 0) continue;
    for (const b of side(1)) {
      const groups = rule.scope === 'all' ? [firsts] : firsts.map((a) => [a]);
      for (const group of groups) {
        const message = rule.scope === 'all' ? rule.check(group, b) : rule.check(group[0]!, b);
        const productIds = [...new Set([...group.map((p) => p.id), b.id])];
        yield { ruleId: rule.id, productIds, message };
      }
    }
  }
}

// The same product can sit on two cart lines (two sellers): one warning per rule and set of products.
function warningsOf(found: Iterable<Checked>): CompatibilityWarning[] {
  const byKey = new Map<string, CompatibilityWarning>();
  for (const { ruleId, productIds, message } of found) {
    const key = `${ruleId}:${productIds.join(',')}`;
    if (message !== null && !byKey.has(key)) byKey.set(key, { ruleId, message, productIds });
  }
  return [...byKey.values()];
}

/** The clashes among a cart's parts, deduplicated, in rule order then cart order. */
export function checkCompatibility(parts: readonly CompatibilityPart[]): CompatibilityWarning[] {
  return warningsOf(checks(parts));
}

/**
 * How a product fits the cart, for its page: 'unrelated' when no rule can check it against anything in
 * the cart (the page shows nothing), else 'warning' or 'compatible'. The candidate joins the cart unless
 * it is already in it.
 */
export function compatibilityWith(
  candidate: CompatibilityPart,
  cart: readonly CompatibilityPart[],
): { status: 'compatible' | 'warning' | 'unrelated'; warnings: CompatibilityWarning[] } {
  const parts = cart.some((p) => p.id === candidate.id) ? cart : [...cart, candidate];
  const related = [...checks(parts)].filter((c) => c.productIds.includes(candidate.id));
  const warnings = warningsOf(related);
  const status = related.length === 0 ? 'unrelated' : warnings.length > 0 ? 'warning' : 'compatible';
  return { status, warnings };
}
