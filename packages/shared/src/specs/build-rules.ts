/**
 * The rules about a build as a whole (issue 34): the power it draws against the supply, a display output,
 * and the drives against the board's M.2 and SATA ports and the case's bays. Each gives a warning, or a
 * 'No pudimos comprobar …' note when a part lacks the data it needs.
 */
import {
  type Checked,
  missingKeys,
  type CompatibilityPart as Part,
  uncheckedNote,
  units,
} from './compatibility-core.ts';

export interface BuildRule {
  id: string;
  /** What it checks: 'el consumo del equipo'. */
  label: string;
  /** The spec keys `run` may read of a part, by its level-2 category (see compatibilityKeys). */
  reads: Readonly<Record<string, readonly string[]>>;
  run: (parts: readonly Part[]) => Checked[];
}

/** Base draw of the board, memory, USB and fans not counted apart, in watts. */
export const BASE_DRAW_W = 50;
/** Draw of each drive and of each case fan, in watts. */
export const DRIVE_DRAW_W = 10;
export const FAN_DRAW_W = 5;
/** The margin a supply should have over the estimate: 30 %, rounded up to the next 50 W. */
export const PSU_HEADROOM = 1.3;

const of = (parts: readonly Part[], level2: string) => parts.filter((p) => p.level2 === level2);
const count = (parts: readonly Part[]) => parts.reduce((n, p) => n + units(p), 0);
const sum = (parts: readonly Part[], key: string) =>
  parts.reduce((n, p) => n + Number(p.specs[key]) * units(p), 0);
const ids = (...groups: (readonly Part[])[]) => groups.flat().map((p) => p.id);

/** Notes for the parts that lack `keys`, about `what`; empty when every part has them. */
function lacking(
  ruleId: string,
  what: string,
  involved: readonly Part[],
  parts: readonly Part[],
  keys: string[],
) {
  const missing = parts
    .map((part) => ({ part, keys: missingKeys(part, keys) }))
    .filter((m) => m.keys.length > 0);
  return missing.length > 0 ? [uncheckedNote(ruleId, what, involved, missing)] : [];
}

/** What `drives` reads to tell a drive's kind. */
const DRIVE_KEYS = {
  hard_drives: ['placement', 'formFactor', 'interface'],
  ssd_drives: ['formFactor', 'interface'],
  optical_drives: ['connection'],
} as const;

/** Internal drives, each as a SATA, M.2 or other device, when their data says which. */
function drives(parts: readonly Part[]) {
  const internalHdd = of(parts, 'hard_drives').filter((p) => p.specs.placement !== 'Externo');
  const ssds = of(parts, 'ssd_drives').filter((p) => p.specs.formFactor !== 'Externo');
  const optical = of(parts, 'optical_drives').filter((p) => p.specs.connection !== 'USB');
  return {
    all: [...internalHdd, ...ssds, ...optical],
    m2: ssds.filter((p) => p.specs.formFactor === 'M.2 2280'),
    sata: [
      ...internalHdd.filter((p) => p.specs.interface === 'SATA III'),
      ...ssds.filter((p) => p.specs.interface === 'SATA III'),
      ...optical,
    ],
    bay35: internalHdd.filter((p) => p.specs.formFactor === '3,5"'),
    bay25: [...internalHdd, ...ssds].filter((p) => p.specs.formFactor === '2,5"'),
    /** Drives whose kind cannot be told without their format. */
    unknown: [...internalHdd, ...ssds].filter((p) => p.specs.formFactor === undefined),
  };
}

/** Watts rounded up to the next 50. */
const roundUp50 = (watts: number) => Math.ceil(watts / 50) * 50;

/**
 * What the build draws, in watts (processors' TDP, graphics cards' board power, the base, drives and case
 * fans), and the supply it wants: the estimate with the margin, rounded up to the next 50 W.
 */
export function powerEstimate(parts: readonly Part[]) {
  const fans = of(parts, 'cooling').filter((p) => p.specs.type === 'Ventilador de gabinete');
  const estimate =
    sum(of(parts, 'processors'), 'tdpW') +
    sum(of(parts, 'graphics_cards'), 'boardPowerW') +
    BASE_DRAW_W +
    DRIVE_DRAW_W * count(drives(parts).all) +
    FAN_DRAW_W * count(fans);
  return { estimate, wanted: roundUp50(estimate * PSU_HEADROOM) };
}

export const BUILD_RULES: readonly BuildRule[] = [
  {
    id: 'system-wattage',
    label: 'el consumo del equipo',
    reads: {
      ...DRIVE_KEYS,
      power_supplies: ['wattage'],
      processors: ['tdpW'],
      graphics_cards: ['boardPowerW'],
      cooling: ['type'],
    },
    run: (parts) => {
      const psus = of(parts, 'power_supplies');
      const cpus = of(parts, 'processors');
      const gpus = of(parts, 'graphics_cards');
      if (psus.length === 0 || cpus.length + gpus.length === 0) return [];
      const involved = [...cpus, ...gpus];
      const notes = [
        ...lacking('system-wattage', 'el consumo del equipo', [...involved, ...psus], cpus, ['tdpW']),
        ...lacking('system-wattage', 'el consumo del equipo', [...involved, ...psus], gpus, ['boardPowerW']),
      ];
      if (notes.length > 0) return notes;
      const { estimate, wanted } = powerEstimate(parts);
      return psus.map((psu): Checked => {
        if (psu.specs.wattage === undefined)
          return uncheckedNote(
            'system-wattage',
            'el consumo del equipo',
            [...involved, psu],
            [{ part: psu, keys: ['wattage'] }],
          );
        const short = wanted - Number(psu.specs.wattage);
        return {
          ruleId: 'system-wattage',
          productIds: ids(involved, [psu]),
          message:
            short > 0
              ? `La fuente «${psu.title}» (${psu.specs.wattage} W) se queda corta por ${short} W: el equipo consume unos ${estimate} W y con un margen del 30 % conviene una de ${wanted} W.`
              : null,
        };
      });
    },
  },
  {
    id: 'display-output',
    label: 'la salida de video',
    reads: { processors: ['integratedGraphics'] },
    // Only a build (a processor on a board) needs a picture; a processor bought alone is nobody's concern.
    run: (parts) => {
      const cpus = of(parts, 'processors');
      const boards = of(parts, 'motherboards');
      if (cpus.length === 0 || boards.length === 0 || of(parts, 'graphics_cards').length > 0) return [];
      return cpus.map((cpu): Checked => {
        if (cpu.specs.integratedGraphics === undefined)
          return uncheckedNote(
            'display-output',
            'la salida de video',
            [cpu, ...boards],
            [{ part: cpu, keys: ['integratedGraphics'] }],
          );
        return {
          ruleId: 'display-output',
          productIds: ids([cpu], boards),
          message:
            cpu.specs.integratedGraphics === false
              ? `El procesador «${cpu.title}» no tiene gráficos integrados y el armado no lleva tarjeta gráfica: el equipo no dará imagen.`
              : null,
        };
      });
    },
  },
  {
    id: 'm2-slots',
    label: 'las ranuras M.2',
    reads: { ...DRIVE_KEYS, motherboards: ['m2Slots'] },
    run: (parts) => {
      const { m2, unknown } = drives(parts);
      return of(parts, 'motherboards').flatMap((board): Checked[] => {
        if (m2.length + unknown.length === 0) return [];
        const what = `las ranuras M.2 de «${board.title}»`;
        const notes = [
          ...lacking('m2-slots', what, [...m2, ...unknown, board], unknown, ['formFactor']),
          ...(m2.length > 0 ? lacking('m2-slots', what, [...m2, board], [board], ['m2Slots']) : []),
        ];
        if (notes.length > 0 || m2.length === 0) return notes;
        const used = count(m2);
        const slots = Number(board.specs.m2Slots);
        return [
          {
            ruleId: 'm2-slots',
            productIds: ids(m2, [board]),
            message:
              used > slots
                ? `Las unidades M.2 suman ${used} y la placa base «${board.title}» tiene ${slots} ${slots === 1 ? 'ranura M.2' : 'ranuras M.2'}.`
                : null,
          },
        ];
      });
    },
  },
  {
    id: 'sata-ports',
    label: 'los puertos SATA',
    reads: { ...DRIVE_KEYS, motherboards: ['sataPorts', 'sataPortsSharedWithM2'] },
    run: (parts) => {
      const { sata, m2 } = drives(parts);
      if (sata.length === 0) return [];
      return of(parts, 'motherboards').map((board): Checked => {
        const keys = m2.length > 0 ? ['sataPorts', 'sataPortsSharedWithM2'] : ['sataPorts'];
        const missing = missingKeys(board, keys);
        if (missing.length > 0)
          return uncheckedNote(
            'sata-ports',
            `los puertos SATA de «${board.title}»`,
            [...sata, board],
            [{ part: board, keys: missing }],
          );
        const ports = Number(board.specs.sataPorts);
        // Lanes a used M.2 slot takes from the SATA ports, as the board's manual says.
        const shared = m2.length > 0 ? Number(board.specs.sataPortsSharedWithM2) : 0;
        const free = Math.max(0, ports - shared);
        const used = count(sata);
        const why = shared > 0 ? ` (${ports}, menos ${shared} que se desactivan al usar M.2)` : '';
        return {
          ruleId: 'sata-ports',
          productIds: ids(sata, [board]),
          message:
            used > free
              ? `Los dispositivos SATA suman ${used} y la placa base «${board.title}» tiene ${free} ${free === 1 ? 'puerto SATA libre' : 'puertos SATA libres'}${why}.`
              : null,
        };
      });
    },
  },
  {
    id: 'drive-bays',
    label: 'las bahías del gabinete',
    reads: { ...DRIVE_KEYS, cases: ['bays35', 'bays25'] },
    run: (parts) => {
      const { bay35, bay25 } = drives(parts);
      if (bay35.length + bay25.length === 0) return [];
      return of(parts, 'cases').map((pcCase): Checked => {
        const missing = missingKeys(pcCase, ['bays35', 'bays25']);
        if (missing.length > 0)
          return uncheckedNote(
            'drive-bays',
            `las bahías de «${pcCase.title}»`,
            [...bay35, ...bay25, pcCase],
            [{ part: pcCase, keys: missing }],
          );
        const big = count(bay35);
        const small = count(bay25);
        const bays35 = Number(pcCase.specs.bays35);
        // A 2,5" drive also fits a free 3,5" bay.
        const bays25 = Number(pcCase.specs.bays25) + Math.max(0, bays35 - big);
        let message: string | null = null;
        if (big > bays35)
          message = `Los discos de 3,5" suman ${big} y el gabinete «${pcCase.title}» tiene ${bays35} ${bays35 === 1 ? 'bahía' : 'bahías'} de 3,5".`;
        else if (small > bays25)
          message = `Las unidades de 2,5" suman ${small} y el gabinete «${pcCase.title}» tiene sitio para ${bays25}.`;
        return { ruleId: 'drive-bays', productIds: ids(bay35, bay25, [pcCase]), message };
      });
    },
  },
];
