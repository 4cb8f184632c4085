import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { readOfferFile } from './offer-files.ts';
import { checkLine, readPesos } from './offer-lines.ts';

const HEADER =
  'producto_id;numero_de_modelo;condicion;precio_sugerido;precio_venta;cantidad;garantia_meses;en_existencia';
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n'), 'utf8');
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? [err.statusCode, err.message] : err;
  }
  return 'accepted';
};

describe('offer files: a line read as a Colombian spreadsheet writes it', () => {
  it('reads pesos with thousands dots and cents after a comma, and refuses what could be either', () => {
    expect(readPesos('1250000', 'precio_venta', 'csv')).toBe(1_250_000);
    expect(readPesos('1.250.000', 'precio_venta', 'csv')).toBe(1_250_000);
    expect(readPesos('$ 1.250.000,5', 'precio_venta', 'csv')).toBe(1_250_000.5);
    expect(readPesos('99990,99', 'precio_venta', 'csv')).toBe(99_990.99);
    expect(readPesos('1250000.5', 'precio_venta', 'xlsx')).toBe(1_250_000.5);
    expect(() => readPesos('1.5', 'precio_venta', 'csv')).toThrow('precio_venta «1.5» es ambiguo');
    expect(() => readPesos('12,345', 'precio_venta', 'csv')).toThrow('no es un precio en pesos');
    expect(() => readPesos('1.25.000', 'precio_venta', 'csv')).toThrow('no es un precio en pesos');
    expect(() => readPesos('', 'precio_sugerido', 'csv')).toThrow('falta precio_sugerido');
  });

  it('checks each line with the offer rules, in the report’s words', () => {
    const [ok, above, badCondition, noProduct, negative, tooLong] = readOfferFile(
      csv(
        '41;;Reacondicionado;1.000.000;899.900,50;3;6;Sí',
        ';rtx-4060;nuevo;100000;120000;1;;',
        '41;;roto;100000;90000;1;;',
        ';;nuevo;100000;90000;1;;',
        '41;;usado;100000;0;-1;;',
        '41;;usado;100000;90000;2;121;no',
      ),
      'csv',
    ).map((line) => checkLine(line, 'csv'));
    expect(ok).toEqual({
      ok: true,
      line: {
        lineNo: 2,
        product: { productId: 41 },
        condition: 'REACONDICIONADO',
        mrpPriceCents: 100_000_000,
        sellingPriceCents: 89_990_050,
        quantity: 3,
        warrantyMonths: 6,
        inStock: true,
      },
    });
    expect(above).toEqual({ ok: false, lineNo: 3, message: 'el precio de venta supera el precio sugerido' });
    expect(badCondition).toMatchObject({ lineNo: 4, message: expect.stringContaining('condicion «roto»') });
    expect(noProduct).toMatchObject({ lineNo: 5, message: 'falta producto_id o numero_de_modelo' });
    expect(negative).toMatchObject({ message: 'cantidad «-1» no es un número entero' });
    expect(tooLong).toMatchObject({ message: expect.stringMatching(/^garantia_meses: la garantía/) });
  });

  it('takes the model number in upper case, a missing condition as new and missing warranty as 12 months', () => {
    const [line] = readOfferFile(csv(';rtx-4060;;100000;90000;1;;'), 'csv').map((l) => checkLine(l, 'csv'));
    expect(line).toMatchObject({
      ok: true,
      line: { product: { modelNumber: 'RTX-4060' }, condition: 'NUEVO', warrantyMonths: 12, inStock: true },
    });
  });

  it('finds the separator, skips blank lines, keeps file line numbers and reads Windows-1252', () => {
    const commas = Buffer.from(
      'producto_id,precio_sugerido,precio_venta,cantidad,en_existencia\n\n7,"1.000,50",900,2,Sí\n',
      'latin1', // Excel's "CSV" on Windows: 'í' is one byte, not UTF-8
    );
    const [line] = readOfferFile(commas, 'csv');
    expect(line).toEqual({
      lineNo: 3,
      cells: {
        producto_id: '7',
        precio_sugerido: '1.000,50',
        precio_venta: '900',
        cantidad: '2',
        en_existencia: 'Sí',
      },
    });
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv('7;;;100;90;1;;')]);
    expect(readOfferFile(bom, 'csv')[0]!.cells.producto_id).toBe('7');
  });

  it('refuses a file it cannot read at all, with what is wrong', () => {
    expect(refusal(() => readOfferFile(Buffer.from(''), 'csv'))).toEqual([
      400,
      'El archivo está vacío: la primera línea debe nombrar las columnas',
    ]);
    expect(refusal(() => readOfferFile(Buffer.from('producto_id;cantidad\n1;2'), 'csv'))).toEqual([
      400,
      'Faltan columnas: precio_sugerido, precio_venta',
    ]);
    expect(
      refusal(() =>
        readOfferFile(Buffer.from('titulo;precio_sugerido;precio_venta;cantidad\nx;1;1;1'), 'csv'),
      ),
    ).toEqual([400, 'Faltan columnas: producto_id o numero_de_modelo']);
    expect(refusal(() => readOfferFile(csv(), 'csv'))).toEqual([
      400,
      'El archivo no tiene publicaciones debajo de la línea de columnas',
    ]);
    const tooMany = csv(...Array.from({ length: 10_001 }, (_, i) => `${i + 1};;;100;90;1;;`));
    expect(refusal(() => readOfferFile(tooMany, 'csv'))).toEqual([
      400,
      'El archivo tiene más de 10.000 líneas de publicaciones',
    ]);
  });
});
