/**
 * One line of an offers file checked on its own (decision 0028, section 6): its cells read as a Colombian
 * spreadsheet writes them, then the shared offer schema, so the file refuses what the form refuses. The
 * messages follow 'línea N: ' in the report, so they start in lower case.
 */
import {
  DEFAULT_WARRANTY_MONTHS,
  type OfferCondition,
  type OfferFileFormat,
  OfferImportLine,
} from '@tecnobazar/shared';
import { toCents } from '../../lib/money.ts';
import type { FileLine } from './offer-files.ts';

/**
 * What names the product: its id, the maker's model number (upper-cased, as the catalogue matches it), or
 * both, as the export writes them. Only a variant's model number names a variant.
 */
export type ProductRef = { productId?: number; modelNumber?: string };

export interface CheckedLine {
  lineNo: number;
  product: ProductRef;
  condition: OfferCondition;
  mrpPriceCents: number;
  sellingPriceCents: number;
  quantity: number;
  warrantyMonths: number;
  inStock: boolean;
}
export type LineCheck = { ok: true; line: CheckedLine } | { ok: false; lineNo: number; message: string };

const CONDITIONS: Record<string, OfferCondition> = {
  nuevo: 'NUEVO',
  reacondicionado: 'REACONDICIONADO',
  usado: 'USADO',
};
const YES_NO: Record<string, boolean> = {
  si: true,
  no: false,
  true: true,
  false: false,
  '1': true,
  '0': false,
};

class CellError extends Error {}

/** Lower case without accents: 'Sí' and 'SI' are 'si'. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Pesos as people type them: `1250000`, `1.250.000`, `1.250.000,50`, `1250000,5`. A dot followed by one
 * or two digits (`1.5`) could be either mark, so it is refused rather than guessed. An XLSX number cell
 * arrives as JavaScript writes numbers (`1250000.5`), which is not ambiguous.
 */
export function readPesos(cell: string, column: string, format: OfferFileFormat): number {
  const text = cell.replace(/[\s$]/g, '');
  if (text === '') throw new CellError(`falta ${column}`);
  if (format === 'xlsx' && /^\d+(\.\d+)?$/.test(text)) return Number(text);
  if (/^\d+\.\d{1,2}$/.test(text))
    throw new CellError(
      `${column} «${cell}» es ambiguo: escribe los centavos con coma (1.250,50) o sin punto`,
    );
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(text);
  if (!match) throw new CellError(`${column} «${cell}» no es un precio en pesos`);
  return Number(`${match[1]!.replaceAll('.', '')}.${match[2] ?? '0'}`);
}

function readWhole(cell: string | undefined, column: string, fallback?: number): number {
  const text = (cell ?? '').replace(/\s/g, '');
  if (text === '') {
    if (fallback === undefined) throw new CellError(`falta ${column}`);
    return fallback;
  }
  if (!/^(\d{1,3}(?:\.\d{3})+|\d+)$/.test(text))
    throw new CellError(`${column} «${cell}» no es un número entero`);
  return Number(text.replaceAll('.', ''));
}

function readProduct(cells: FileLine['cells']): ProductRef {
  const id = cells.producto_id ?? '';
  const model = cells.numero_de_modelo ?? '';
  if (id === '' && model === '') throw new CellError('falta producto_id o numero_de_modelo');
  if (id !== '' && !/^\d{1,15}$/.test(id))
    throw new CellError(`producto_id «${id}» no es un número de producto`);
  if (model.length > 60) throw new CellError('numero_de_modelo tiene más de 60 caracteres');
  return {
    ...(id !== '' && { productId: Number(id) }),
    ...(model !== '' && { modelNumber: model.toUpperCase() }),
  };
}

function readCondition(cell: string | undefined): OfferCondition {
  if (!cell) return 'NUEVO';
  const condition = CONDITIONS[fold(cell)];
  if (!condition) throw new CellError(`condicion «${cell}» debe ser nuevo, reacondicionado o usado`);
  return condition;
}

function readYesNo(cell: string | undefined): boolean {
  if (!cell) return true;
  const value = YES_NO[fold(cell)];
  if (value === undefined) throw new CellError(`en_existencia «${cell}» debe ser si o no`);
  return value;
}

const COLUMN_OF: Record<string, string> = {
  mrpPrice: 'precio_sugerido',
  sellingPrice: 'precio_venta',
  quantity: 'cantidad',
  warrantyMonths: 'garantia_meses',
};

/** The schema's message in the report's words: 'precio_venta: el precio …', or as it is for two columns. */
function schemaMessage(issue: { message: string; path: PropertyKey[] }, sellingAboveMrp: boolean): string {
  const message = issue.message.charAt(0).toLowerCase() + issue.message.slice(1);
  if (sellingAboveMrp) return message;
  const column = COLUMN_OF[String(issue.path[0])];
  return column ? `${column}: ${message}` : message;
}

/** Reads and checks one line; the first problem found is its message. */
export function checkLine({ lineNo, cells }: FileLine, format: OfferFileFormat): LineCheck {
  try {
    const product = readProduct(cells);
    const values = {
      condition: readCondition(cells.condicion),
      mrpPrice: readPesos(cells.precio_sugerido ?? '', 'precio_sugerido', format),
      sellingPrice: readPesos(cells.precio_venta ?? '', 'precio_venta', format),
      quantity: readWhole(cells.cantidad, 'cantidad'),
      warrantyMonths: readWhole(cells.garantia_meses, 'garantia_meses', DEFAULT_WARRANTY_MONTHS),
      inStock: readYesNo(cells.en_existencia),
    };
    const parsed = OfferImportLine.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return { ok: false, lineNo, message: schemaMessage(issue, issue.code === 'custom') };
    }
    const v = parsed.data;
    return {
      ok: true,
      line: {
        lineNo,
        product,
        condition: v.condition,
        mrpPriceCents: toCents(v.mrpPrice),
        sellingPriceCents: toCents(v.sellingPrice),
        quantity: v.quantity,
        warrantyMonths: v.warrantyMonths,
        inStock: v.inStock,
      },
    };
  } catch (err) {
    if (err instanceof CellError) return { ok: false, lineNo, message: err.message };
    throw err;
  }
}
