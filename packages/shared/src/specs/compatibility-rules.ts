/**
 * The rules between two categories (issue 34), as data: which categories, which specification keys each
 * side needs (a part without them gets 'No pudimos comprobar …', never a silent pass), and the check.
 * docs/compatibility-rules.md tells sellers which data each rule reads.
 */
import { BOARD_FORM_FACTORS, type GPU_POWER_CONNECTORS } from './attributes.ts';
import { list, named, type CompatibilityPart as Part, units } from './compatibility-core.ts';

interface RuleBase {
  id: string;
  /** What it checks, as 'No pudimos comprobar {label}: «A» no indica «Socket»' reads: 'el socket'. */
  label: string;
  /** The two level-2 categories the rule relates. */
  between: readonly [string, string];
  /** Spec keys each side must carry for the check to run. */
  needs: readonly [readonly string[], readonly string[]];
  /** Which parts of each side the rule is about (a case fan has no socket to check); all by default. */
  applies?: readonly [((p: Part) => boolean) | undefined, ((p: Part) => boolean) | undefined];
  /**
   * Spec keys each side's `applies` or `check` reads beyond `needs` (compatibilityKeys, the listing's
   * "Compatible con tu armado" facet, groups products by every key a rule may read).
   */
  reads?: readonly [readonly string[], readonly string[]];
}
/**
 * A rule between two categories, checked either for `each` pair of parts or for `all` the parts of its
 * first category together against each part of the second. `check` returns the Spanish warning, or null
 * when they fit.
 */
export type PairRule = RuleBase &
  (
    | { scope: 'each'; check: (a: Part, b: Part) => string | null }
    | { scope: 'all'; check: (as: readonly Part[], b: Part) => string | null }
  );

const boardSize = (part: Part) => (BOARD_FORM_FACTORS as readonly unknown[]).indexOf(part.specs.formFactor);
const num = (part: Part, key: string) => Number(part.specs[key]);
const isCooler = (type: string) => (p: Part) => p.specs.type === type;
/** The eight-pin PCIe cables a card's connector takes, and whether it wants the 16-pin one. */
const GPU_CABLES: Record<(typeof GPU_POWER_CONNECTORS)[number], { eightPin: number; sixteenPin: boolean }> = {
  Ninguno: { eightPin: 0, sixteenPin: false },
  '1× 6 pines': { eightPin: 1, sixteenPin: false },
  '1× 8 pines': { eightPin: 1, sixteenPin: false },
  '2× 8 pines': { eightPin: 2, sixteenPin: false },
  '3× 8 pines': { eightPin: 3, sixteenPin: false },
  '16 pines (12VHPWR)': { eightPin: 0, sixteenPin: true },
};
/** The radiator's size in mm from '240 mm'. */
const radiatorMm = (cooler: Part) => Number.parseInt(String(cooler.specs.radiatorMm), 10);
/** The sockets a cooler lists ('AM4, AM5, LGA1700'), upper-cased. */
const socketsOf = (cooler: Part) =>
  String(cooler.specs.sockets)
    .split(/[,;/]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

export const COMPATIBILITY_RULES: readonly PairRule[] = [
  {
    id: 'cpu-socket',
    label: 'el socket',
    between: ['processors', 'motherboards'],
    needs: [['socket'], ['socket']],
    scope: 'each',
    check: (cpu, board) =>
      cpu.specs.socket === board.specs.socket
        ? null
        : `El procesador «${cpu.title}» (${cpu.specs.socket}) no encaja en la placa base «${board.title}» (${board.specs.socket}).`,
  },
  {
    id: 'cpu-bios',
    label: 'si la placa reconoce el procesador sin actualizar la BIOS',
    between: ['processors', 'motherboards'],
    needs: [['launchYear'], ['launchYear']],
    reads: [['socket'], ['socket']],
    scope: 'each',
    check: (cpu, board) =>
      cpu.specs.socket !== undefined && cpu.specs.socket !== board.specs.socket
        ? null // the socket rule already says they do not fit
        : num(cpu, 'launchYear') > num(board, 'launchYear')
          ? `El procesador «${cpu.title}» (${cpu.specs.launchYear}) es más nuevo que la placa base «${board.title}» (${board.specs.launchYear}): puede que la placa necesite una actualización de BIOS antes de reconocerlo.`
          : null,
  },
  {
    id: 'ram-type',
    label: 'el tipo de memoria',
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
    label: 'las ranuras de memoria',
    between: ['ram', 'motherboards'],
    needs: [['modules'], ['memorySlots']],
    scope: 'all',
    check: (kits, board) => {
      const modules = kits.reduce((sum, kit) => sum + num(kit, 'modules') * units(kit), 0);
      const slots = num(board, 'memorySlots');
      if (!(modules > slots)) return null;
      const [memory, add] = kits.length === 1 ? ['La memoria', 'suma'] : ['Las memorias', 'suman'];
      return `${memory} ${list.format(kits.map(named))} ${add} ${modules} módulos, pero la placa base «${board.title}» solo tiene ${slots} ${slots === 1 ? 'ranura' : 'ranuras'}.`;
    },
  },
  {
    id: 'ram-capacity',
    label: 'la memoria máxima',
    between: ['ram', 'motherboards'],
    needs: [['capacityGb'], ['maxMemoryGb']],
    scope: 'all',
    check: (kits, board) => {
      const total = kits.reduce((sum, kit) => sum + num(kit, 'capacityGb') * units(kit), 0);
      const most = num(board, 'maxMemoryGb');
      return total > most
        ? `La memoria suma ${total} GB, pero la placa base «${board.title}» admite hasta ${most} GB.`
        : null;
    },
  },
  {
    id: 'ram-speed',
    label: 'la velocidad de la memoria',
    between: ['ram', 'motherboards'],
    needs: [['speedMhz'], ['maxMemoryMhz']],
    scope: 'each',
    check: (ram, board) =>
      num(ram, 'speedMhz') > num(board, 'maxMemoryMhz')
        ? `La memoria «${ram.title}» (${ram.specs.speedMhz} MHz) funcionará a ${board.specs.maxMemoryMhz} MHz, lo más rápido que admite la placa base «${board.title}».`
        : null,
  },
  {
    id: 'ram-form-factor',
    label: 'el formato de la memoria',
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
    label: 'la fuente que recomienda la tarjeta gráfica',
    between: ['graphics_cards', 'power_supplies'],
    needs: [['recommendedPsuW'], ['wattage']],
    scope: 'each',
    check: (gpu, psu) =>
      num(psu, 'wattage') < num(gpu, 'recommendedPsuW')
        ? `La fuente «${psu.title}» (${psu.specs.wattage} W) no llega a los ${gpu.specs.recommendedPsuW} W que recomienda la tarjeta gráfica «${gpu.title}».`
        : null,
  },
  {
    id: 'gpu-power-connectors',
    label: 'los conectores de la tarjeta gráfica',
    between: ['graphics_cards', 'power_supplies'],
    needs: [['powerConnector'], ['pcie8PinConnectors']],
    reads: [[], ['pcie16Pin']],
    scope: 'each',
    check: (gpu, psu) => {
      const wants = GPU_CABLES[gpu.specs.powerConnector as keyof typeof GPU_CABLES];
      if (!wants) return null;
      // A 16-pin card also runs on two or three 8-pin cables through the adapter in its box.
      if (wants.sixteenPin)
        return psu.specs.pcie16Pin === true || num(psu, 'pcie8PinConnectors') >= 3
          ? null
          : `La tarjeta gráfica «${gpu.title}» usa un conector de 16 pines (12VHPWR) y la fuente «${psu.title}» no lo tiene ni trae 3 cables PCIe de 8 pines para el adaptador.`;
      const has = num(psu, 'pcie8PinConnectors');
      return has < wants.eightPin
        ? `La tarjeta gráfica «${gpu.title}» necesita ${wants.eightPin} ${wants.eightPin === 1 ? 'cable PCIe' : 'cables PCIe'} de 8 pines y la fuente «${psu.title}» trae ${has}.`
        : null;
    },
  },
  {
    id: 'cpu-power-connectors',
    label: 'el conector de CPU de la placa',
    between: ['motherboards', 'power_supplies'],
    needs: [['cpuPowerPins'], ['cpu8PinConnectors']],
    scope: 'each',
    check: (board, psu) => {
      const wanted = Math.ceil(num(board, 'cpuPowerPins') / 8);
      const has = num(psu, 'cpu8PinConnectors');
      return has < wanted
        ? `La placa base «${board.title}» lleva ${board.specs.cpuPowerPins} pines de alimentación de CPU (${wanted} cables de 8 pines) y la fuente «${psu.title}» trae ${has}.`
        : null;
    },
  },
  {
    id: 'case-board-size',
    label: 'el formato de la placa',
    between: ['cases', 'motherboards'],
    needs: [['formFactor'], ['formFactor']],
    scope: 'each',
    check: (pcCase, board) =>
      boardSize(pcCase) >= 0 && boardSize(board) > boardSize(pcCase)
        ? `La placa base «${board.title}» (${board.specs.formFactor}) no cabe en el gabinete «${pcCase.title}», que admite hasta ${pcCase.specs.formFactor}.`
        : null,
  },
  {
    id: 'case-psu-size',
    label: 'el formato de la fuente',
    between: ['power_supplies', 'cases'],
    needs: [['formFactor'], ['psuFormFactor']],
    scope: 'each',
    // An SFX supply fits an ATX case (with a bracket); an ATX one does not fit an SFX-only case.
    check: (psu, pcCase) =>
      psu.specs.formFactor === 'ATX' && pcCase.specs.psuFormFactor === 'SFX'
        ? `La fuente «${psu.title}» es ATX y el gabinete «${pcCase.title}» solo admite fuentes SFX.`
        : null,
  },
  {
    id: 'gpu-length',
    label: 'el largo de la tarjeta gráfica',
    between: ['graphics_cards', 'cases'],
    needs: [['lengthMm'], ['maxGpuLengthMm']],
    scope: 'each',
    check: (gpu, pcCase) =>
      num(gpu, 'lengthMm') > num(pcCase, 'maxGpuLengthMm')
        ? `La tarjeta gráfica «${gpu.title}» (${gpu.specs.lengthMm} mm) no cabe en el gabinete «${pcCase.title}», que admite hasta ${pcCase.specs.maxGpuLengthMm} mm.`
        : null,
  },
  {
    id: 'gpu-slots',
    label: 'el ancho de la tarjeta gráfica',
    between: ['graphics_cards', 'cases'],
    needs: [['slotWidth'], ['maxGpuSlots']],
    scope: 'each',
    check: (gpu, pcCase) =>
      num(gpu, 'slotWidth') > num(pcCase, 'maxGpuSlots')
        ? `La tarjeta gráfica «${gpu.title}» ocupa ${String(gpu.specs.slotWidth).replace('.', ',')} ranuras y el gabinete «${pcCase.title}» admite tarjetas de hasta ${String(pcCase.specs.maxGpuSlots).replace('.', ',')}.`
        : null,
  },
  {
    id: 'cooler-socket',
    label: 'el socket del disipador',
    between: ['cooling', 'processors'],
    needs: [['sockets'], ['socket']],
    applies: [(p) => isCooler('Disipador por aire')(p) || isCooler('Refrigeración líquida')(p), undefined],
    reads: [['type'], []],
    scope: 'each',
    check: (cooler, cpu) =>
      socketsOf(cooler).includes(String(cpu.specs.socket).toUpperCase())
        ? null
        : `El disipador «${cooler.title}» no trae montaje para el socket ${cpu.specs.socket} del procesador «${cpu.title}» (admite ${socketsOf(cooler).join(', ')}).`,
  },
  {
    id: 'cooler-height',
    label: 'la altura del disipador',
    between: ['cooling', 'cases'],
    needs: [['heightMm'], ['maxCoolerHeightMm']],
    applies: [isCooler('Disipador por aire'), undefined],
    reads: [['type'], []],
    scope: 'each',
    check: (cooler, pcCase) =>
      num(cooler, 'heightMm') > num(pcCase, 'maxCoolerHeightMm')
        ? `El disipador «${cooler.title}» (${cooler.specs.heightMm} mm de alto) no cabe en el gabinete «${pcCase.title}», que admite hasta ${pcCase.specs.maxCoolerHeightMm} mm.`
        : null,
  },
  {
    id: 'cooler-radiator',
    label: 'el radiador',
    between: ['cooling', 'cases'],
    needs: [['radiatorMm'], ['maxRadiatorMm']],
    applies: [isCooler('Refrigeración líquida'), undefined],
    reads: [['type'], []],
    scope: 'each',
    check: (cooler, pcCase) =>
      radiatorMm(cooler) > num(pcCase, 'maxRadiatorMm')
        ? `El radiador de ${radiatorMm(cooler)} mm de «${cooler.title}» no cabe en el gabinete «${pcCase.title}», que admite radiadores de hasta ${pcCase.specs.maxRadiatorMm} mm.`
        : null,
  },
];
