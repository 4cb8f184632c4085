import { describe, expect, it } from 'vitest';
import {
  COMPATIBILITY_RULES,
  type CompatibilityPart,
  checkCompatibility,
  compatibilityReport,
  compatibilityWith,
} from './compatibility.ts';

let nextId = 1;
const part = (level2: string, title: string, specs: CompatibilityPart['specs'], quantity?: number) => ({
  id: nextId++,
  title,
  level2,
  specs,
  quantity,
});

const cpu = (socket: string) => part('processors', 'Ryzen 5 7600X', { socket });
const board = (specs: CompatibilityPart['specs']) => part('motherboards', 'ASUS TUF B650-PLUS', specs);
const ram = (specs: CompatibilityPart['specs'], quantity?: number) =>
  part('ram', 'Kingston Fury Beast 16 GB', specs, quantity);
const gpu = (specs: CompatibilityPart['specs']) => part('graphics_cards', 'RTX 4070 Ti', specs);
const psu = (wattage: number) => part('power_supplies', 'Corsair CV650', { wattage });
const pcCase = (specs: CompatibilityPart['specs']) => part('cases', 'NZXT H5 Flow', specs);

const messages = (parts: CompatibilityPart[]) => checkCompatibility(parts).map((w) => w.message);

describe('compatibility rules', () => {
  it('are a table of unique ids between two different categories', () => {
    const ids = COMPATIBILITY_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of COMPATIBILITY_RULES) expect(rule.between[0]).not.toBe(rule.between[1]);
  });

  it('warn when the CPU socket differs from the board, naming both with their sockets', () => {
    const [a, b] = [cpu('AM5'), part('motherboards', 'MSI PRO B760M-A', { socket: 'LGA1700' })];
    expect(checkCompatibility([a, b])).toEqual([
      {
        ruleId: 'cpu-socket',
        message:
          'El procesador «Ryzen 5 7600X» (AM5) no encaja en la placa base «MSI PRO B760M-A» (LGA1700).',
        productIds: [a.id, b.id],
      },
    ]);
    expect(checkCompatibility([cpu('AM5'), board({ socket: 'AM5' })])).toEqual([]);
  });

  it('warn when the memory type differs from the board', () => {
    expect(messages([board({ memoryType: 'DDR5' }), ram({ memoryType: 'DDR4' })])).toEqual([
      'La memoria DDR4 de «Kingston Fury Beast 16 GB» no es compatible con la placa base «ASUS TUF B650-PLUS» (DDR5).',
    ]);
    expect(messages([board({ memoryType: 'DDR5' }), ram({ memoryType: 'DDR5' })])).toEqual([]);
  });

  it('count the modules of every RAM kit in the cart, times its quantity, against the slots', () => {
    const slots4 = board({ memorySlots: 4 });
    const pair = ram({ modules: 2 }, 2);
    const single = part('ram', 'Corsair Vengeance 8 GB', { modules: 1 });
    expect(checkCompatibility([pair, slots4, single])).toEqual([
      {
        ruleId: 'ram-slots',
        message:
          'Las memorias «Kingston Fury Beast 16 GB» (×2) y «Corsair Vengeance 8 GB» suman 5 módulos, pero la placa base «ASUS TUF B650-PLUS» solo tiene 4 ranuras.',
        productIds: [pair.id, single.id, slots4.id],
      },
    ]);
    expect(messages([pair, slots4])).toEqual([]);
    expect(messages([ram({ modules: 2 }), board({ memorySlots: 1 })])).toEqual([
      'La memoria «Kingston Fury Beast 16 GB» suma 2 módulos, pero la placa base «ASUS TUF B650-PLUS» solo tiene 1 ranura.',
    ]);
  });

  it('warn about laptop (SO-DIMM) memory with a desktop board', () => {
    expect(messages([ram({ formFactor: 'SO-DIMM' }), board({})])).toEqual([
      'La memoria «Kingston Fury Beast 16 GB» es SO-DIMM (para portátiles) y no encaja en la placa base de escritorio «ASUS TUF B650-PLUS».',
    ]);
    expect(messages([ram({ formFactor: 'DIMM' }), board({})])).toEqual([]);
  });

  it('warn when the power supply is below what the graphics card recommends', () => {
    expect(messages([gpu({ recommendedPsuW: 700 }), psu(650)])).toEqual([
      'La fuente «Corsair CV650» (650 W) no llega a los 700 W que recomienda la tarjeta gráfica «RTX 4070 Ti».',
    ]);
    expect(messages([gpu({ recommendedPsuW: 650 }), psu(650)])).toEqual([]);
  });

  it('warn when the board is larger than the case takes, and accept it and every smaller one', () => {
    expect(messages([pcCase({ formFactor: 'Micro-ATX' }), board({ formFactor: 'ATX' })])).toEqual([
      'La placa base «ASUS TUF B650-PLUS» (ATX) no cabe en el gabinete «NZXT H5 Flow», que admite hasta Micro-ATX.',
    ]);
    for (const formFactor of ['Mini-ITX', 'Micro-ATX', 'ATX'])
      expect(messages([pcCase({ formFactor: 'ATX' }), board({ formFactor })])).toEqual([]);
  });

  it('warn when the graphics card is longer than the case takes', () => {
    expect(messages([gpu({ lengthMm: 336 }), pcCase({ maxGpuLengthMm: 300 })])).toEqual([
      'La tarjeta gráfica «RTX 4070 Ti» (336 mm) no cabe en el gabinete «NZXT H5 Flow», que admite hasta 300 mm.',
    ]);
    expect(messages([gpu({ lengthMm: 300 }), pcCase({ maxGpuLengthMm: 300 })])).toEqual([]);
  });

  it('never warn on missing specs', () => {
    const bare = [
      part('processors', 'CPU', {}),
      part('motherboards', 'Placa', {}),
      part('ram', 'RAM', {}),
      part('graphics_cards', 'GPU', {}),
      part('power_supplies', 'Fuente', {}),
      part('cases', 'Gabinete', {}),
    ];
    expect(checkCompatibility(bare)).toEqual([]);
    // Each side given alone still leaves the other one missing.
    expect(messages([cpu('AM5'), board({}), ram({ memoryType: 'DDR4', modules: 4 }), psu(300)])).toEqual([]);
    expect(messages([gpu({}), psu(300), pcCase({ formFactor: 'Mini-ITX' }), board({})])).toEqual([]);
  });

  it('give one warning per rule and products, in rule then cart order', () => {
    const a = cpu('AM5');
    const b = board({ socket: 'LGA1700', memoryType: 'DDR5' });
    const kit = ram({ memoryType: 'DDR4' });
    // The same CPU on two cart lines (two sellers) clashes once.
    const warnings = checkCompatibility([kit, a, b, { ...a, quantity: 3 }]);
    expect(warnings.map((w) => [w.ruleId, w.productIds])).toEqual([
      ['cpu-socket', [a.id, b.id]],
      ['ram-type', [kit.id, b.id]],
    ]);
  });
});

describe('compatibilityWith', () => {
  const fullBoard = () =>
    board({
      socket: 'AM5',
      launchYear: 2022,
      memoryType: 'DDR5',
      memorySlots: 2,
      maxMemoryGb: 128,
      maxMemoryMhz: 6400,
    });
  const fullKit = () =>
    ram({ memoryType: 'DDR5', modules: 2, capacityGb: 32, speedMhz: 6000, formFactor: 'DIMM' });
  const fullCpu = () =>
    part('processors', 'Ryzen 5 7600X', { socket: 'AM5', launchYear: 2022, integratedGraphics: true });
  const cart = [fullBoard(), fullKit()];

  it('is compatible only when every check that relates the product to the cart ran and passed', () => {
    expect(compatibilityWith(fullCpu(), cart)).toEqual({ status: 'compatible', warnings: [], unchecked: [] });
  });

  it('warns with only the clashes the product takes part in', () => {
    const kit = ram({ modules: 1, memoryType: 'DDR4', capacityGb: 8, speedMhz: 3200, formFactor: 'DIMM' });
    const { status, warnings } = compatibilityWith(kit, [...cart, cpu('LGA1700')]);
    expect(status).toBe('warning');
    expect(warnings.map((w) => w.ruleId)).toEqual(['ram-type', 'ram-slots']);
  });

  it('says what it could not check instead of calling a product without data compatible', () => {
    const bare = part('processors', 'CPU sin datos', {});
    const result = compatibilityWith(bare, cart);
    expect(result.status).toBe('unchecked');
    expect(result.unchecked.map((n) => n.message)).toEqual([
      `No pudimos comprobar el socket: «CPU sin datos» no indica «Socket».`,
      `No pudimos comprobar si la placa reconoce el procesador sin actualizar la BIOS: «CPU sin datos» no indica «Año de lanzamiento».`,
      `No pudimos comprobar la salida de video: «CPU sin datos» no indica «Gráficos integrados».`,
    ]);
  });

  it('is unrelated when no rule relates it to the cart', () => {
    expect(compatibilityWith(part('keyboards', 'Teclado', {}), cart)).toEqual({
      status: 'unrelated',
      warnings: [],
      unchecked: [],
    });
    expect(compatibilityWith(fullCpu(), []).status).toBe('unrelated');
  });

  it('does not count a product already in the cart twice', () => {
    const withCpu = [...cart, fullCpu()];
    expect(compatibilityWith(withCpu[2]!, withCpu).status).toBe('compatible');
  });
});

describe('notes on checks that could not run', () => {
  it('say a part’s missing field once, however many parts it meets', () => {
    const bareBoard = part('motherboards', 'Placa sin ficha', {});
    const cpus = [cpu('AM5'), cpu('AM5'), cpu('AM5')];
    const socketNotes = compatibilityReport([...cpus, bareBoard]).unchecked.filter(
      (n) => n.ruleId === 'cpu-socket',
    );
    expect(socketNotes.map((n) => n.message)).toEqual([
      'No pudimos comprobar el socket: «Placa sin ficha» no indica «Socket».',
    ]);
  });
});
