import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readXlsxRows, writeXlsx, XlsxError } from './xlsx.ts';

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook laid out as a spreadsheet program saves one: shared strings, a second sheet listed first. */
function savedBySpreadsheet() {
  return zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'xl/workbook.xml': strToU8(
      `<workbook ${MAIN} xmlns:r="${REL}"><sheets><sheet name="Ofertas" sheetId="2" r:id="rId7"/><sheet name="Otra" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId7" Type="${REL}/worksheet" Target="worksheets/sheet2.xml"/></Relationships>`,
    ),
    'xl/sharedStrings.xml': strToU8(
      `<sst ${MAIN} count="3"><si><t>producto_id</t></si><si><r><rPr><b/></rPr><t>precio</t></r><r><t xml:space="preserve">_venta</t></r></si><si><t>Teclado &amp; ratón</t></si></sst>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<worksheet ${MAIN}><sheetData><row r="1"><c r="A1" t="s"><v>2</v></c></row></sheetData></worksheet>`,
    ),
    'xl/worksheets/sheet2.xml': strToU8(
      `<worksheet ${MAIN}><dimension ref="A1:C4"/><sheetData>` +
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
        '<row r="2"><c r="A2"><v>41</v></c><c r="C2" t="b"><v>1</v></c></row>' +
        '<row r="4" spans="1:3"><c r="A4" s="1"><v>1250000.5</v></c><c r="B4" t="s"><v>2</v></c><c r="C4"/></row>' +
        '</sheetData></worksheet>',
    ),
  });
}

const refusal = (fn: () => unknown) => {
  try {
    fn();
    return 'read';
  } catch (err) {
    return err instanceof XlsxError ? err.message : err;
  }
};

describe('XLSX', () => {
  it('writes a sheet it reads back: accents, symbols, numbers, empty cells in the middle', () => {
    const rows = [
      ['oferta_id', 'titulo', 'precio_venta'],
      [7, 'Teclado <mecánico> & "ratón"', 1_250_000.5],
      [0, null, ''],
      [12, 'Ñandú', 99],
    ];
    expect(readXlsxRows(writeXlsx(rows, 'Publicaciones'))).toEqual([
      ['oferta_id', 'titulo', 'precio_venta'],
      ['7', 'Teclado <mecánico> & "ratón"', '1250000.5'],
      ['0'],
      ['12', 'Ñandú', '99'],
    ]);
  });

  it('reads a spreadsheet program’s file: shared and rich strings, skipped cells and rows, its first sheet', () => {
    expect(readXlsxRows(savedBySpreadsheet())).toEqual([
      ['producto_id', 'precio_venta'],
      ['41', '', 'TRUE'],
      [],
      ['1250000.5', 'Teclado & ratón'],
    ]);
  });

  it('refuses what is not an XLSX, a sheet past the row limit and an archive that unpacks too big', () => {
    expect(refusal(() => readXlsxRows(strToU8('producto_id;precio')))).toBe(
      'El archivo no es un XLSX válido',
    );
    expect(refusal(() => readXlsxRows(zipSync({ 'hola.txt': strToU8('hola') })))).toBe(
      'El archivo no es un XLSX válido',
    );
    expect(refusal(() => readXlsxRows(savedBySpreadsheet(), { maxRows: 3 }))).toBe(
      'El archivo tiene más de 3 filas',
    );
    const big = writeXlsx(Array.from({ length: 2_000 }, (_, i) => [i, 'una celda de texto bastante larga']));
    expect(refusal(() => readXlsxRows(big, { maxUnzippedBytes: 10_000 }))).toBe(
      'El archivo XLSX es demasiado grande al descomprimirlo',
    );
  });
});
