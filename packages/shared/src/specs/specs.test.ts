import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../constants/categories.ts';
import { SPEC_ATTRIBUTES } from './attributes.ts';
import { formatSpecValue, specRows, specsSchemaFor } from './specs.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('specification sets', () => {
  it('exist for every level-2 category of the hardware tree, with unique keys and a brand', () => {
    const level2 = CATEGORIES.filter((c) => c.level === 2).map((c) => c.categoryId);
    for (const id of level2) {
      const attributes = SPEC_ATTRIBUTES[id];
      expect(attributes, id).toBeDefined();
      const keys = attributes!.map((a) => a.key);
      expect(new Set(keys).size, id).toBe(keys.length);
      expect(keys, id).toContain('brand');
    }
    expect(Object.keys(SPEC_ATTRIBUTES).filter((id) => !level2.includes(id))).toEqual([]);
  });

  it('accept a processor as sold, and keep only what was given', () => {
    const specs = {
      brand: 'AMD',
      socket: 'AM5',
      cores: 6,
      threads: 12,
      baseGhz: 4.7,
      boostGhz: 5.3,
      tdpW: 105,
    };
    expect(specsSchemaFor('processors').parse(specs)).toEqual(specs);
    expect(specsSchemaFor('processors').parse({})).toEqual({});
  });

  it('refuse unknown keys, wrong options, wrong types and out-of-range numbers, by label', () => {
    const ram = specsSchemaFor('ram');
    expect(messages(ram.safeParse({ socket: 'AM5' }))).toEqual([
      'Especificación desconocida para esta categoría: socket',
    ]);
    expect(messages(ram.safeParse({ memoryType: 'DDR9' }))).toEqual([
      'Tipo: elige una de las opciones (DDR3, DDR4, DDR5)',
    ]);
    expect(messages(ram.safeParse({ capacityGb: '16' }))).toEqual(['Capacidad total debe ser un número']);
    expect(messages(ram.safeParse({ capacityGb: 16.5 }))).toEqual([
      'Capacidad total debe ser un número entero',
    ]);
    expect(messages(ram.safeParse({ speedMhz: 100 }))).toEqual(['Velocidad debe ser al menos 800 MHz']);
    expect(messages(ram.safeParse({ rgb: 'sí' }))).toEqual(['RGB debe ser sí o no']);
    expect(messages(specsSchemaFor('processors').safeParse({ baseGhz: 3.855 }))).toEqual([
      'Frecuencia base admite como máximo dos decimales',
    ]);
    expect(messages(specsSchemaFor('processors').safeParse({ brand: '   ' }))).toEqual([
      'Marca no puede estar vacío',
    ]);
  });

  it('show values with their units, in Spanish', () => {
    const [monitorSize] = SPEC_ATTRIBUTES.monitors!.filter((a) => a.key === 'sizeIn');
    expect(formatSpecValue(monitorSize!, 27)).toBe('27"');
    expect(
      specRows('processors', { boostGhz: 5.3, socket: 'AM5', integratedGraphics: true, brand: 'AMD' }),
    ).toEqual([
      { label: 'Marca', value: 'AMD' },
      { label: 'Socket', value: 'AM5' },
      { label: 'Frecuencia turbo', value: '5,3 GHz' },
      { label: 'Gráficos integrados', value: 'Sí' },
    ]);
  });
});
