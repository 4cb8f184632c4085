/**
 * The smallest XLSX reader and writer sellers' offer files need (decision 0028, section 6): the first
 * worksheet's cells as text, and one worksheet written back. An XLSX is a zip of XML parts; fflate unzips
 * and zips, and the few elements read here are found with regular expressions, not an XML library.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

/** A file that is not a readable XLSX; its message is for the seller. */
export class XlsxError extends Error {}

const NOT_XLSX = 'El archivo no es un XLSX válido';
/** What the parts read may unpack to, in all: a small file must not unpack into gigabytes. */
const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(
          e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)),
        )
      : ENTITIES[e.toLowerCase()]!,
  );
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
/** The text of every `<t>` inside an element: a rich-text string is several runs. */
const texts = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>/g)].map((m) => decodeXml(m[1]!)).join('');

/** The parts the reader needs, unpacked, refusing an archive that would unpack past the limit. */
function unzipParts(file: Uint8Array, maxBytes: number): Record<string, Uint8Array> {
  let declared = 0;
  try {
    return unzipSync(file, {
      filter: (entry) => {
        if (
          !/^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels|sharedStrings\.xml|worksheets\/[^/]+\.xml)$/.test(
            entry.name,
          )
        )
          return false;
        declared += entry.originalSize;
        if (declared > maxBytes) throw new XlsxError('El archivo XLSX es demasiado grande al descomprimirlo');
        return true;
      },
    });
  } catch (err) {
    if (err instanceof XlsxError) throw err;
    throw new XlsxError(NOT_XLSX);
  }
}

/** The first sheet's part: the workbook's first `<sheet>`, through the workbook's relationships. */
function firstSheetPath(parts: Record<string, Uint8Array>): string {
  const workbook = parts['xl/workbook.xml'];
  if (!workbook) throw new XlsxError(NOT_XLSX);
  const sheet = /<sheet\s[^>]*>/.exec(strFromU8(workbook))?.[0];
  const relId = sheet && (attribute(sheet, 'r:id') ?? /\s[\w]+:id="([^"]*)"/.exec(sheet)?.[1]);
  const rels = parts['xl/_rels/workbook.xml.rels'];
  const rel =
    relId &&
    rels &&
    [...strFromU8(rels).matchAll(/<Relationship\s[^>]*>/g)].find((m) => attribute(m[0], 'Id') === relId);
  const target = rel && attribute(rel[0], 'Target');
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

/** Column letters to a 0-based index: A → 0, Z → 25, AA → 26. */
const columnIndex = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;

function cellText(type: string | undefined, body: string, shared: string[]): string {
  const value = /<v>([^<]*)<\/v>/.exec(body)?.[1];
  if (type === 's') return shared[Number(value)] ?? '';
  if (type === 'inlineStr') return texts(body);
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  if (value === undefined) return '';
  if (type === 'str' || type === 'e') return decodeXml(value);
  const n = Number(value);
  return Number.isFinite(n) ? String(n) : decodeXml(value);
}

/** The first worksheet's rows as strings, top to bottom; empty trailing cells and rows trimmed. */
export function readXlsxRows(
  file: Uint8Array,
  opts: { maxRows?: number; maxUnzippedBytes?: number } = {},
): string[][] {
  const parts = unzipParts(file, opts.maxUnzippedBytes ?? MAX_UNZIPPED_BYTES);
  const sheet = parts[firstSheetPath(parts)];
  if (!sheet) throw new XlsxError(NOT_XLSX);
  const sharedXml = parts['xl/sharedStrings.xml'];
  const shared = sharedXml
    ? [...strFromU8(sharedXml).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => texts(m[1]!))
    : [];
  const rows: string[][] = [];
  for (const row of strFromU8(sheet).matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const rowNo = Number(attribute(row[0], 'r') ?? rows.length + 1);
    if (opts.maxRows !== undefined && rowNo > opts.maxRows)
      throw new XlsxError(`El archivo tiene más de ${opts.maxRows} filas`);
    const cells: string[] = [];
    for (const cell of (row[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const ref = attribute(cell[0], 'r');
      const at = ref ? columnIndex(/^[A-Z]+/.exec(ref)![0]) : cells.length;
      while (cells.length < at) cells.push('');
      cells[at] = cellText(attribute(cell[1]!, 't'), cell[2] ?? '', shared);
    }
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    while (rows.length < rowNo - 1) rows.push([]);
    rows[rowNo - 1] = cells;
  }
  while (rows.length > 0 && rows[rows.length - 1]!.length === 0) rows.pop();
  return rows;
}

/** Whether XML 1.0 allows the character: tab, line ends and the printable ranges. */
const xmlAllowed = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
};
/** Characters XML 1.0 forbids are dropped; the rest escaped. */
const escapeXml = (text: string) =>
  [...text]
    .filter(xmlAllowed)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
const columnLetters = (index: number): string =>
  (index >= 26 ? columnLetters(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

function sheetXml(rows: (string | number | null)[][]): string {
  const body = rows
    .map((row, r) => {
      const cells = row
        .map((value, c) => {
          if (value === null || value === '') return '';
          const ref = `${columnLetters(c)}${r + 1}`;
          return typeof value === 'number'
            ? `<c r="${ref}"><v>${value}</v></c>`
            : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN_NS}"><sheetData>${body}</sheetData></worksheet>`;
}

/** One worksheet named `sheetName` with these rows: numbers as number cells, text as inline strings. */
export function writeXlsx(rows: (string | number | null)[][], sheetName = 'Hoja1'): Uint8Array {
  const xml = (s: string) => strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${s}`);
  const pkg = 'http://schemas.openxmlformats.org/package/2006';
  return zipSync({
    '[Content_Types].xml': xml(
      `<Types xmlns="${pkg}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    '_rels/.rels': xml(
      `<Relationships xmlns="${pkg}/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': xml(
      `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${escapeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': xml(
      `<Relationships xmlns="${pkg}/relationships"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(sheetXml(rows)),
  });
}
