/**
 * A seller's file of offers read into lines of named cells (decision 0028, section 6): CSV in UTF-8 (with
 * or without BOM) or, when that does not decode, Windows-1252 as Excel writes it, separated by `;` or `,`;
 * or the first sheet of an XLSX. Nothing here touches the database.
 */
import { OFFER_IMPORT_COLUMNS, OFFER_IMPORT_MAX_LINES, type OfferFileFormat } from '@tecnobazar/shared';
import { parse } from 'csv-parse/sync';
import { badRequest } from '../../lib/errors.ts';
import { readXlsxRows, XlsxError } from '../../lib/spreadsheets/xlsx.ts';

export type OfferColumn = (typeof OFFER_IMPORT_COLUMNS)[number];
/** One line of the file: its number (the header is line 1) and its cells by column. */
export interface FileLine {
  lineNo: number;
  cells: Partial<Record<OfferColumn, string>>;
}

export const FILE_MESSAGES = {
  format: 'El archivo debe ser un CSV o un XLSX',
  empty: 'El archivo está vacío: la primera línea debe nombrar las columnas',
  tooManyLines: `El archivo tiene más de ${OFFER_IMPORT_MAX_LINES.toLocaleString('es-CO')} líneas de publicaciones`,
  noLines: 'El archivo no tiene publicaciones debajo de la línea de columnas',
  unreadableCsv: 'No pudimos leer el CSV: revisa las comillas de sus celdas',
  missing: (columns: string[]) => `Faltan columnas: ${columns.join(', ')}`,
} as const;

const REQUIRED: OfferColumn[] = ['precio_sugerido', 'precio_venta', 'cantidad'];
const XLSX_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // a zip archive

/** The format by the file's first bytes (an XLSX is a zip), else by its name. */
export function fileFormat(file: Buffer, fileName: string): OfferFileFormat {
  if (XLSX_MAGIC.every((byte, i) => file[i] === byte)) return 'xlsx';
  if (/\.xlsx$/i.test(fileName)) throw badRequest('El archivo XLSX no es válido');
  if (/\.(xls|ods|numbers|pdf|docx?)$/i.test(fileName)) throw badRequest(FILE_MESSAGES.format);
  return 'csv';
}

/** The file's lines under its header, by column; a file that cannot be read at all is refused whole. */
export function readOfferFile(file: Buffer, format: OfferFileFormat): FileLine[] {
  const rows = format === 'xlsx' ? xlsxRows(file) : csvRows(file);
  const [header, ...body] = rows;
  if (!header || header.every((cell) => cell.trim() === '')) throw badRequest(FILE_MESSAGES.empty);
  const columns = header.map((cell) => cell.trim().toLowerCase());
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (!columns.includes('producto_id') && !columns.includes('numero_de_modelo'))
    missing.unshift('producto_id o numero_de_modelo' as OfferColumn);
  if (missing.length > 0) throw badRequest(FILE_MESSAGES.missing(missing));
  const known = new Set<string>(OFFER_IMPORT_COLUMNS);
  const lines: FileLine[] = [];
  for (const { lineNo, cells } of body) {
    if (cells.every((cell) => cell.trim() === '')) continue; // a blank line is not an offer
    const named: FileLine['cells'] = {};
    columns.forEach((column, i) => {
      if (known.has(column)) named[column as OfferColumn] = (cells[i] ?? '').trim();
    });
    lines.push({ lineNo, cells: named });
  }
  if (lines.length > OFFER_IMPORT_MAX_LINES) throw badRequest(FILE_MESSAGES.tooManyLines);
  if (lines.length === 0) throw badRequest(FILE_MESSAGES.noLines);
  return lines;
}

type NumberedRow = { lineNo: number; cells: string[] };
const headerThen = (rows: NumberedRow[]): [string[], ...NumberedRow[]] | [] =>
  rows.length === 0 ? [] : [rows[0]!.cells, ...rows.slice(1)];

function xlsxRows(file: Buffer) {
  try {
    // One row more than allowed, for the header; a longer sheet is refused before it is all read.
    const rows = readXlsxRows(file, { maxRows: OFFER_IMPORT_MAX_LINES + 1 });
    return headerThen(rows.map((cells, i) => ({ lineNo: i + 1, cells })));
  } catch (err) {
    if (err instanceof XlsxError) throw badRequest(err.message);
    throw err;
  }
}

function csvRows(file: Buffer) {
  const text = decode(file);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // Excel in Spanish writes `;` (the comma is the decimal mark); other programs write `,`.
  const delimiter = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch {
    throw badRequest(FILE_MESSAGES.unreadableCsv);
  }
  if (records.length > OFFER_IMPORT_MAX_LINES + 1) throw badRequest(FILE_MESSAGES.tooManyLines);
  return headerThen(records.map(({ record, info }) => ({ lineNo: info.lines, cells: record })));
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** UTF-8 (a BOM is dropped), else Windows-1252: what Excel saves as "CSV" on Windows. */
function decode(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return new TextDecoder('windows-1252').decode(file);
  }
}
