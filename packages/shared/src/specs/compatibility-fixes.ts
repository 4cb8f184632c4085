/**
 * One-click fixes (issue 34): for a warning, the part to swap out and where the parts that fit are, as a
 * listing query (a level-2 category and the specification values that fit), cheapest first. The store shows
 * the first few in stock with 'Cambiar'.
 */
import { BOARD_FORM_FACTORS } from './attributes.ts';
import { powerEstimate } from './build-rules.ts';
import type { CompatibilityPart, CompatibilityWarning } from './compatibility-core.ts';

export interface CompatibilityFix {
  /** The part the fix swaps out. */
  replaceId: number;
  /** The level-2 category the parts that fit are in. */
  category: string;
  /** Specification key → the values any of which fits. */
  specs: Record<string, string[]>;
  /** What fits, said to the buyer: 'Tu placa base es DDR4: estas memorias DDR4 de 32 GB caben'. */
  text: string;
}

/** Power supply sizes sold, in watts: those at or above what is needed are the ones that fit. */
export const PSU_WATTAGES = [450, 500, 550, 600, 650, 700, 750, 800, 850, 1000, 1200, 1300, 1500, 1600];

const psuOf = (needed: number, psu: CompatibilityPart): CompatibilityFix => ({
  replaceId: psu.id,
  category: 'power_supplies',
  specs: { wattage: PSU_WATTAGES.filter((w) => w >= needed).map(String) },
  text: `Tu equipo pide una fuente de ${needed} W o más: estas caben`,
});

type FixRule = (
  involved: Record<string, CompatibilityPart>,
  parts: readonly CompatibilityPart[],
) => CompatibilityFix | null;

/** By rule id: the fix of a warning, from its parts by level-2 category. */
const FIXES: Record<string, FixRule> = {
  'cpu-socket': ({ processors: cpu, motherboards: board }) =>
    cpu && board
      ? {
          replaceId: board.id,
          category: 'motherboards',
          specs: { socket: [String(cpu.specs.socket)] },
          text: `Tu procesador es ${cpu.specs.socket}: estas placas base ${cpu.specs.socket} le sirven`,
        }
      : null,
  'ram-type': ({ ram, motherboards: board }) => {
    if (!ram || !board) return null;
    const type = String(board.specs.memoryType);
    const capacity = ram.specs.capacityGb;
    return {
      replaceId: ram.id,
      category: 'ram',
      specs: {
        memoryType: [type],
        ...(capacity === undefined ? {} : { capacityGb: [String(capacity)] }),
        formFactor: ['DIMM'],
      },
      text: `Tu placa base es ${type}: estas memorias ${type}${capacity === undefined ? '' : ` de ${capacity} GB`} caben`,
    };
  },
  'ram-form-factor': ({ ram, motherboards: board }) =>
    ram && board
      ? {
          replaceId: ram.id,
          category: 'ram',
          specs: {
            formFactor: ['DIMM'],
            ...(board.specs.memoryType === undefined ? {} : { memoryType: [String(board.specs.memoryType)] }),
          },
          text: 'Tu placa base es de escritorio: estas memorias DIMM caben',
        }
      : null,
  'case-board-size': ({ cases: pcCase, motherboards: board }) => {
    if (!pcCase || !board) return null;
    const from = (BOARD_FORM_FACTORS as readonly unknown[]).indexOf(board.specs.formFactor);
    if (from < 0) return null;
    return {
      replaceId: pcCase.id,
      category: 'cases',
      specs: { formFactor: BOARD_FORM_FACTORS.slice(from) },
      text: `Tu placa base es ${board.specs.formFactor}: estos gabinetes la reciben`,
    };
  },
  'case-psu-size': ({ power_supplies: psu }) =>
    psu
      ? {
          replaceId: psu.id,
          category: 'power_supplies',
          specs: { formFactor: ['SFX'] },
          text: 'Tu gabinete solo recibe fuentes SFX: estas caben',
        }
      : null,
  'gpu-psu': ({ graphics_cards: gpu, power_supplies: psu }) =>
    gpu && psu ? psuOf(Number(gpu.specs.recommendedPsuW), psu) : null,
  'system-wattage': ({ power_supplies: psu }, parts) =>
    psu ? psuOf(powerEstimate(parts).wanted, psu) : null,
};

/** The fix for a warning among these parts, or null when the rule has none. */
export function fixFor(
  warning: CompatibilityWarning,
  parts: readonly CompatibilityPart[],
): CompatibilityFix | null {
  const rule = FIXES[warning.ruleId];
  if (!rule) return null;
  const byCategory: Record<string, CompatibilityPart> = {};
  for (const id of warning.productIds) {
    const part = parts.find((p) => p.id === id);
    if (part && !byCategory[part.level2]) byCategory[part.level2] = part;
  }
  return rule(byCategory, parts);
}
