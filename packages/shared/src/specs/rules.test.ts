/**
 * Every compatibility rule, table-driven (issue 34): parts that fit, parts that clash (with the warning a
 * buyer reads), and a part missing the data the rule needs (a 'No pudimos comprobar …' note, never a pass).
 */
import { describe, expect, it } from 'vitest';
import {
  BUILD_RULES,
  COMPATIBILITY_RULES,
  type CompatibilityPart,
  compatibilityReport,
} from './compatibility.ts';

let nextId = 1;
const p = (
  level2: string,
  title: string,
  specs: CompatibilityPart['specs'],
  quantity?: number,
): CompatibilityPart => ({
  id: nextId++,
  title,
  level2,
  specs,
  ...(quantity === undefined ? {} : { quantity }),
});

const cpu = (specs: CompatibilityPart['specs']) => p('processors', 'Ryzen 7 9700X', specs);
const board = (specs: CompatibilityPart['specs']) => p('motherboards', 'B650M-A', specs);
const ram = (specs: CompatibilityPart['specs'], quantity?: number) =>
  p('ram', 'Fury Beast 32 GB', specs, quantity);
const gpu = (specs: CompatibilityPart['specs']) => p('graphics_cards', 'RTX 4070 SUPER', specs);
const psu = (specs: CompatibilityPart['specs']) => p('power_supplies', 'CV550', specs);
const pcCase = (specs: CompatibilityPart['specs']) => p('cases', 'NR200P', specs);
const cooler = (specs: CompatibilityPart['specs']) => p('cooling', 'Hyper 212', specs);
const ssd = (specs: CompatibilityPart['specs'], quantity?: number) => p('ssd_drives', 'SSD', specs, quantity);
const hdd = (specs: CompatibilityPart['specs'], quantity?: number) =>
  p('hard_drives', 'HDD', specs, quantity);

const M2 = { formFactor: 'M.2 2280', interface: 'NVMe PCIe 4.0' };
const SATA_SSD = { formFactor: '2,5"', interface: 'SATA III' };
const HDD35 = { formFactor: '3,5"', interface: 'SATA III', placement: 'Interno' };

interface Case {
  rule: string;
  /** The parts that fit. */
  pass: CompatibilityPart[];
  /** The parts that clash, and the start of the warning. */
  fail: [CompatibilityPart[], string];
  /** A part lacking data: the note names the missing field by its form label. */
  missing: [CompatibilityPart[], string];
}

const CASES: Case[] = [
  {
    rule: 'cpu-socket',
    pass: [cpu({ socket: 'AM5' }), board({ socket: 'AM5' })],
    fail: [
      [cpu({ socket: 'AM5' }), board({ socket: 'LGA1700' })],
      'El procesador «Ryzen 7 9700X» (AM5) no encaja',
    ],
    missing: [[cpu({}), board({ socket: 'AM5' })], '«Ryzen 7 9700X» no indica «Socket»'],
  },
  {
    rule: 'cpu-bios',
    pass: [cpu({ socket: 'AM5', launchYear: 2022 }), board({ socket: 'AM5', launchYear: 2022 })],
    fail: [
      [cpu({ socket: 'AM5', launchYear: 2024 }), board({ socket: 'AM5', launchYear: 2022 })],
      'El procesador «Ryzen 7 9700X» (2024) es más nuevo que la placa base «B650M-A» (2022): puede que la placa necesite una actualización de BIOS',
    ],
    missing: [[cpu({ launchYear: 2024 }), board({})], '«B650M-A» no indica «Año de lanzamiento»'],
  },
  {
    rule: 'ram-type',
    pass: [ram({ memoryType: 'DDR5' }), board({ memoryType: 'DDR5' })],
    fail: [
      [ram({ memoryType: 'DDR4' }), board({ memoryType: 'DDR5' })],
      'La memoria DDR4 de «Fury Beast 32 GB» no es compatible',
    ],
    missing: [[ram({}), board({ memoryType: 'DDR5' })], '«Fury Beast 32 GB» no indica «Tipo»'],
  },
  {
    rule: 'ram-slots',
    pass: [ram({ modules: 2 }, 2), board({ memorySlots: 4 })],
    fail: [
      [ram({ modules: 2 }, 3), board({ memorySlots: 4 })],
      'La memoria «Fury Beast 32 GB» (×3) suma 6 módulos',
    ],
    missing: [[ram({ modules: 2 }), board({})], '«B650M-A» no indica «Ranuras de memoria»'],
  },
  {
    rule: 'ram-capacity',
    pass: [ram({ capacityGb: 32 }, 2), board({ maxMemoryGb: 64 })],
    fail: [
      [ram({ capacityGb: 32 }, 3), board({ maxMemoryGb: 64 })],
      'La memoria suma 96 GB, pero la placa base «B650M-A» admite hasta 64 GB.',
    ],
    missing: [[ram({ capacityGb: 32 }), board({})], '«B650M-A» no indica «Memoria máxima»'],
  },
  {
    rule: 'ram-speed',
    pass: [ram({ speedMhz: 6000 }), board({ maxMemoryMhz: 6400 })],
    fail: [
      [ram({ speedMhz: 7200 }), board({ maxMemoryMhz: 6400 })],
      'La memoria «Fury Beast 32 GB» (7200 MHz) funcionará a 6400 MHz',
    ],
    missing: [[ram({ speedMhz: 6000 }), board({})], '«B650M-A» no indica «Velocidad máxima de memoria»'],
  },
  {
    rule: 'ram-form-factor',
    pass: [ram({ formFactor: 'DIMM' }), board({})],
    fail: [[ram({ formFactor: 'SO-DIMM' }), board({})], 'La memoria «Fury Beast 32 GB» es SO-DIMM'],
    missing: [[ram({}), board({})], '«Fury Beast 32 GB» no indica «Formato»'],
  },
  {
    rule: 'gpu-psu',
    pass: [gpu({ recommendedPsuW: 650 }), psu({ wattage: 650 })],
    fail: [
      [gpu({ recommendedPsuW: 650 }), psu({ wattage: 550 })],
      'La fuente «CV550» (550 W) no llega a los 650 W',
    ],
    missing: [[gpu({}), psu({ wattage: 550 })], '«RTX 4070 SUPER» no indica «Fuente recomendada»'],
  },
  {
    rule: 'gpu-power-connectors',
    pass: [gpu({ powerConnector: '16 pines (12VHPWR)' }), psu({ pcie8PinConnectors: 2, pcie16Pin: true })],
    fail: [
      [gpu({ powerConnector: '2× 8 pines' }), psu({ pcie8PinConnectors: 1 })],
      'La tarjeta gráfica «RTX 4070 SUPER» necesita 2 cables PCIe de 8 pines y la fuente «CV550» trae 1.',
    ],
    missing: [
      [gpu({ powerConnector: '1× 8 pines' }), psu({})],
      '«CV550» no indica «Conectores PCIe de 8 pines»',
    ],
  },
  {
    rule: 'cpu-power-connectors',
    pass: [board({ cpuPowerPins: 8 }), psu({ cpu8PinConnectors: 1 })],
    fail: [
      [board({ cpuPowerPins: 16 }), psu({ cpu8PinConnectors: 1 })],
      'La placa base «B650M-A» lleva 16 pines de alimentación de CPU (2 cables de 8 pines)',
    ],
    missing: [
      [board({}), psu({ cpu8PinConnectors: 1 })],
      '«B650M-A» no indica «Conector de alimentación de CPU»',
    ],
  },
  {
    rule: 'case-board-size',
    pass: [pcCase({ formFactor: 'ATX' }), board({ formFactor: 'Micro-ATX' })],
    fail: [
      [pcCase({ formFactor: 'Mini-ITX' }), board({ formFactor: 'ATX' })],
      'La placa base «B650M-A» (ATX) no cabe en el gabinete «NR200P»',
    ],
    missing: [[pcCase({}), board({ formFactor: 'ATX' })], '«NR200P» no indica «Placa base más grande»'],
  },
  {
    rule: 'case-psu-size',
    pass: [psu({ formFactor: 'SFX' }), pcCase({ psuFormFactor: 'ATX' })],
    fail: [
      [psu({ formFactor: 'ATX' }), pcCase({ psuFormFactor: 'SFX' })],
      'La fuente «CV550» es ATX y el gabinete «NR200P» solo admite fuentes SFX.',
    ],
    missing: [[psu({ formFactor: 'ATX' }), pcCase({})], '«NR200P» no indica «Formato de fuente»'],
  },
  {
    rule: 'gpu-length',
    pass: [gpu({ lengthMm: 300 }), pcCase({ maxGpuLengthMm: 330 })],
    fail: [
      [gpu({ lengthMm: 340 }), pcCase({ maxGpuLengthMm: 330 })],
      'La tarjeta gráfica «RTX 4070 SUPER» (340 mm) no cabe',
    ],
    missing: [[gpu({}), pcCase({ maxGpuLengthMm: 330 })], '«RTX 4070 SUPER» no indica «Largo»'],
  },
  {
    rule: 'gpu-slots',
    pass: [gpu({ slotWidth: 2.5 }), pcCase({ maxGpuSlots: 3 })],
    fail: [
      [gpu({ slotWidth: 3.5 }), pcCase({ maxGpuSlots: 3 })],
      'La tarjeta gráfica «RTX 4070 SUPER» ocupa 3,5 ranuras',
    ],
    missing: [[gpu({ slotWidth: 2 }), pcCase({})], '«NR200P» no indica «Ancho máximo de tarjeta gráfica»'],
  },
  {
    rule: 'cooler-socket',
    pass: [cooler({ type: 'Disipador por aire', sockets: 'AM4, AM5, LGA1700' }), cpu({ socket: 'AM5' })],
    fail: [
      [cooler({ type: 'Disipador por aire', sockets: 'LGA1700' }), cpu({ socket: 'AM5' })],
      'El disipador «Hyper 212» no trae montaje para el socket AM5',
    ],
    missing: [
      [cooler({ type: 'Refrigeración líquida' }), cpu({ socket: 'AM5' })],
      '«Hyper 212» no indica «Sockets compatibles»',
    ],
  },
  {
    rule: 'cooler-height',
    pass: [cooler({ type: 'Disipador por aire', heightMm: 155 }), pcCase({ maxCoolerHeightMm: 155 })],
    fail: [
      [cooler({ type: 'Disipador por aire', heightMm: 165 }), pcCase({ maxCoolerHeightMm: 155 })],
      'El disipador «Hyper 212» (165 mm de alto) no cabe',
    ],
    missing: [
      [cooler({ type: 'Disipador por aire' }), pcCase({ maxCoolerHeightMm: 155 })],
      '«Hyper 212» no indica «Altura»',
    ],
  },
  {
    rule: 'cooler-radiator',
    pass: [cooler({ type: 'Refrigeración líquida', radiatorMm: '240 mm' }), pcCase({ maxRadiatorMm: 280 })],
    fail: [
      [cooler({ type: 'Refrigeración líquida', radiatorMm: '360 mm' }), pcCase({ maxRadiatorMm: 280 })],
      'El radiador de 360 mm de «Hyper 212» no cabe',
    ],
    missing: [
      [cooler({ type: 'Refrigeración líquida', radiatorMm: '360 mm' }), pcCase({})],
      '«NR200P» no indica «Radiador más grande»',
    ],
  },
  {
    rule: 'system-wattage',
    // 120 + 220 + 50 + 10 = 400 W, ×1,3 = 520 → 550 W.
    pass: [cpu({ tdpW: 120 }), gpu({ boardPowerW: 220 }), ssd(M2), psu({ wattage: 550 })],
    fail: [
      [cpu({ tdpW: 170 }), gpu({ boardPowerW: 320 }), psu({ wattage: 550 })],
      'La fuente «CV550» (550 W) se queda corta por 200 W: el equipo consume unos 540 W y con un margen del 30 % conviene una de 750 W.',
    ],
    missing: [[cpu({ tdpW: 120 }), gpu({}), psu({ wattage: 550 })], '«RTX 4070 SUPER» no indica «Consumo»'],
  },
  {
    rule: 'display-output',
    pass: [cpu({ integratedGraphics: true }), board({})],
    fail: [
      [cpu({ integratedGraphics: false }), board({})],
      'El procesador «Ryzen 7 9700X» no tiene gráficos integrados y el armado no lleva tarjeta gráfica',
    ],
    missing: [[cpu({}), board({})], '«Ryzen 7 9700X» no indica «Gráficos integrados»'],
  },
  {
    rule: 'm2-slots',
    pass: [ssd(M2, 2), board({ m2Slots: 2 })],
    fail: [
      [ssd(M2, 3), board({ m2Slots: 2 })],
      'Las unidades M.2 suman 3 y la placa base «B650M-A» tiene 2 ranuras M.2.',
    ],
    missing: [[ssd(M2), board({})], '«B650M-A» no indica «Ranuras M.2»'],
  },
  {
    rule: 'sata-ports',
    pass: [hdd(HDD35, 2), ssd(SATA_SSD), board({ sataPorts: 4 })],
    fail: [
      [hdd(HDD35, 2), ssd(SATA_SSD), ssd(M2), board({ sataPorts: 4, sataPortsSharedWithM2: 2 })],
      'Los dispositivos SATA suman 3 y la placa base «B650M-A» tiene 2 puertos SATA libres (4, menos 2 que se desactivan al usar M.2).',
    ],
    missing: [
      [hdd(HDD35), ssd(M2), board({ sataPorts: 4 })],
      '«B650M-A» no indica «Puertos SATA que se desactivan al usar M.2»',
    ],
  },
  {
    rule: 'drive-bays',
    // Two 2,5" drives: one in the 2,5" bay, one in the free 3,5" bay.
    pass: [ssd(SATA_SSD, 2), hdd(HDD35), pcCase({ bays35: 2, bays25: 1 })],
    fail: [
      [hdd(HDD35, 3), pcCase({ bays35: 2, bays25: 2 })],
      'Los discos de 3,5" suman 3 y el gabinete «NR200P» tiene 2 bahías de 3,5".',
    ],
    missing: [[hdd(HDD35), pcCase({ bays25: 2 })], '«NR200P» no indica «Bahías de 3,5"»'],
  },
];

describe('every compatibility rule', () => {
  it('has a table of cases, and every case names a rule that exists', () => {
    const ids = [...COMPATIBILITY_RULES, ...BUILD_RULES].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(CASES.map((c) => c.rule).sort()).toEqual([...ids].sort());
  });

  describe.each(CASES)('$rule', ({ rule, pass, fail, missing }) => {
    const of = (parts: CompatibilityPart[]) => {
      const report = compatibilityReport(parts);
      return {
        warnings: report.warnings.filter((w) => w.ruleId === rule).map((w) => w.message),
        unchecked: report.unchecked.filter((w) => w.ruleId === rule).map((w) => w.message),
      };
    };

    it('passes parts that fit, with nothing left unchecked', () => {
      expect(of(pass)).toEqual({ warnings: [], unchecked: [] });
    });
    it('warns about parts that clash', () => {
      const { warnings, unchecked } = of(fail[0]);
      expect(unchecked).toEqual([]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(fail[1]);
    });
    it('says it could not check a part that lacks the data', () => {
      const { warnings, unchecked } = of(missing[0]);
      expect(warnings).toEqual([]);
      expect(unchecked).toHaveLength(1);
      expect(unchecked[0]).toMatch(/^No pudimos comprobar /);
      expect(unchecked[0]).toContain(missing[1]);
    });
  });
});
