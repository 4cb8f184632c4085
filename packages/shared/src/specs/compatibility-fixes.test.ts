import { describe, expect, it } from 'vitest';
import { type CompatibilityPart, checkCompatibility } from './compatibility.ts';
import { fixFor } from './compatibility-fixes.ts';

let nextId = 1;
const p = (level2: string, title: string, specs: CompatibilityPart['specs']): CompatibilityPart => ({
  id: nextId++,
  title,
  level2,
  specs,
});

/** The fix of the first warning of `ruleId` among the parts. */
function fixOf(ruleId: string, parts: CompatibilityPart[]) {
  const warning = checkCompatibility(parts).find((w) => w.ruleId === ruleId);
  expect(warning, ruleId).toBeDefined();
  return fixFor(warning!, parts);
}

describe('one-click fixes', () => {
  it('offers boards with the processor’s socket in place of the board that clashes', () => {
    const cpu = p('processors', 'Ryzen 5 7600X', { socket: 'AM5' });
    const board = p('motherboards', 'Z790', { socket: 'LGA1700' });
    expect(fixOf('cpu-socket', [cpu, board])).toEqual({
      replaceId: board.id,
      category: 'motherboards',
      specs: { socket: ['AM5'] },
      text: 'Tu procesador es AM5: estas placas base AM5 le sirven',
    });
  });

  it('offers memory of the board’s type and the same capacity in place of the kit', () => {
    const kit = p('ram', 'Fury DDR5 32 GB', { memoryType: 'DDR5', capacityGb: 32 });
    const board = p('motherboards', 'B760M DDR4', { memoryType: 'DDR4' });
    expect(fixOf('ram-type', [kit, board])).toEqual({
      replaceId: kit.id,
      category: 'ram',
      specs: { memoryType: ['DDR4'], capacityGb: ['32'], formFactor: ['DIMM'] },
      text: 'Tu placa base es DDR4: estas memorias DDR4 de 32 GB caben',
    });
  });

  it('offers cases that take the board’s size or a larger one', () => {
    const pcCase = p('cases', 'NR200P', { formFactor: 'Mini-ITX' });
    const board = p('motherboards', 'B650M', { formFactor: 'Micro-ATX' });
    expect(fixOf('case-board-size', [pcCase, board])).toMatchObject({
      replaceId: pcCase.id,
      specs: { formFactor: ['Micro-ATX', 'ATX', 'E-ATX'] },
    });
  });

  it('offers supplies of the wattage the build wants, from the estimate with its margin', () => {
    const cpu = p('processors', 'Ryzen 9 7950X', { tdpW: 170 });
    const gpu = p('graphics_cards', 'RX 7900 XTX', { boardPowerW: 355 });
    const psu = p('power_supplies', 'CV550', { wattage: 550 });
    // 170 + 355 + 50 = 575 W, ×1,3 = 747,5 → 750 W.
    expect(fixOf('system-wattage', [cpu, gpu, psu])).toEqual({
      replaceId: psu.id,
      category: 'power_supplies',
      specs: { wattage: ['750', '800', '850', '1000', '1200', '1300', '1500', '1600'] },
      text: 'Tu equipo pide una fuente de 750 W o más: estas caben',
    });
    const card = p('graphics_cards', 'RTX 4070', { recommendedPsuW: 650 });
    expect(fixOf('gpu-psu', [card, psu])?.specs.wattage?.[0]).toBe('650');
  });

  it('has none for a clash no swap of one listing fixes', () => {
    const kit = p('ram', 'Kit ×4', { modules: 4 });
    const board = p('motherboards', 'ITX', { memorySlots: 2 });
    expect(fixOf('ram-slots', [kit, board])).toBeNull();
  });
});
