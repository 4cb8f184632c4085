/**
 * A small PDF 1.4 writer for the store's documents (receipts, statements): A4 pages of text lines and
 * rules in the standard Helvetica fonts, WinAnsiEncoding (so á é í ó ú ñ ¿ ¡ render), content streams left
 * uncompressed so the text stays readable by any tool and by our tests. No dependency: a document here is
 * a few pages of plain lines, and a PDF library would be most of the API's bundle.
 */

export const PAGE_WIDTH = 595;
export const PAGE_HEIGHT = 842;
export const MARGIN = 48;

export interface TextOptions {
  size?: number;
  bold?: boolean;
  /** Where `x` is: the text's left end (default) or its right end (amounts in columns). */
  align?: 'left' | 'right';
}

// Helvetica's widths (1/1000 em) for the printable ASCII range; other characters count as 556.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** The width of `text` in points at `size` (bold is counted 5 % wider: close enough to align columns). */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    units += code >= 32 && code <= 126 ? HELVETICA_WIDTHS[code - 32]! : 556;
  }
  return (units * size * (bold ? 1.05 : 1)) / 1000;
}

// WinAnsiEncoding's characters above 0x7F that differ from Latin-1 (the rest of 0xA0–0xFF is Latin-1).
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** `text` as a PDF literal string in WinAnsiEncoding; a character it lacks becomes '?'. */
function literal(text: string): string {
  let out = '(';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const byte = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : (WIN_ANSI_EXTRA[ch] ?? 0x3f);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** A document being written: pages of drawing operators, turned into bytes by `toBuffer`. */
export class PdfDocument {
  private readonly pages: string[][] = [];

  constructor(private readonly title: string) {
    this.addPage();
  }

  /** Starts a new page; drawing goes to it from then on. */
  addPage(): void {
    this.pages.push([]);
  }

  private get ops(): string[] {
    return this.pages[this.pages.length - 1]!;
  }

  /** Writes `text` on one line with its baseline at `y` (points from the page's bottom). */
  text(
    x: number,
    y: number,
    text: string,
    { size = 10, bold = false, align = 'left' }: TextOptions = {},
  ): void {
    const left = align === 'right' ? x - textWidth(text, size, bold) : x;
    this.ops.push(
      `BT /${bold ? 'F2' : 'F1'} ${num(size)} Tf ${num(left)} ${num(y)} Td ${literal(text)} Tj ET`,
    );
  }

  /** A horizontal rule from x1 to x2 at y. */
  rule(x1: number, x2: number, y: number, width = 0.5): void {
    this.ops.push(`${num(width)} w ${num(x1)} ${num(y)} m ${num(x2)} ${num(y)} l S`);
  }

  /** The PDF file: catalog, pages, two fonts, one uncompressed content stream per page, info and xref. */
  toBuffer(): Buffer {
    const objects: string[] = [];
    const font = (name: string) =>
      `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
    // 1 catalog, 2 pages, 3 and 4 fonts, 5 info; then per page: the page and its content.
    const kids = this.pages.map((_, i) => `${6 + i * 2} 0 R`).join(' ');
    objects.push('<< /Type /Catalog /Pages 2 0 R >>');
    objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${this.pages.length} >>`);
    objects.push(font('Helvetica'), font('Helvetica-Bold'));
    objects.push(`<< /Title ${literal(this.title)} /Producer (TecnoBazar) >>`);
    this.pages.forEach((ops, i) => {
      const content = ops.join('\n');
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
          `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + i * 2} 0 R >>`,
      );
      objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    });
    let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    objects.forEach((o, i) => {
      offsets.push(Buffer.byteLength(body, 'latin1'));
      body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    });
    const xref = Buffer.byteLength(body, 'latin1');
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  }
}

/**
 * Lays lines down a page from the top, starting a new page when one is full: the documents write rows
 * without counting space themselves.
 */
export class PdfFlow {
  y = PAGE_HEIGHT - MARGIN;

  /** `onNewPage` draws what every following page starts with (a table's column headings). */
  constructor(
    readonly doc: PdfDocument,
    public onNewPage?: () => void,
  ) {}

  /** Moves down `height` points for the next line, on a new page when this one has no room left. */
  next(height = 14): number {
    if (this.y - height < MARGIN) {
      this.doc.addPage();
      this.y = PAGE_HEIGHT - MARGIN;
      this.onNewPage?.();
    }
    this.y -= height;
    return this.y;
  }
}
