/** A seller's monthly statement as a PDF and as a CSV for the accountant: the same rows and totals. */

import { MARGIN, PAGE_WIDTH, PdfDocument, PdfFlow } from '../../lib/documents/pdf-writer.ts';
import { csvFile } from '../../lib/spreadsheets/csv.ts';
import type { FiscalProfile } from '../sellers/sellers.service.ts';
import type { LedgerStatement, StatementEntry } from '../transactions/transactions.service.ts';
import { fit, monthName, pesos, shortDate } from './document-format.ts';

export interface StatementData {
  month: string;
  timeZone: string;
  seller: FiscalProfile;
  ledger: LedgerStatement;
}

/** What a ledger entry is, in the seller's words. */
export function movement(e: StatementEntry): string {
  if (e.type === 'SALE') return `Venta pedido ${e.orderId}`;
  if (e.type === 'PAYOUT') return `Pago ${e.payoutId}`;
  return e.returnId ? `Devolución pedido ${e.orderId}` : `Reembolso pedido ${e.orderId}`;
}

/** The month's sums of each column. */
export function statementTotals(entries: StatementEntry[]) {
  const total = (k: 'grossCents' | 'commissionCents' | 'commissionVatCents' | 'netCents') =>
    entries.reduce((s, e) => s + e[k], 0);
  return {
    grossCents: total('grossCents'),
    commissionCents: total('commissionCents'),
    commissionVatCents: total('commissionVatCents'),
    netCents: total('netCents'),
  };
}

const RIGHT = PAGE_WIDTH - MARGIN;
// Right ends of the amount columns: gross, commission, its IVA, net.
const AMOUNTS = [345, 410, 475, RIGHT] as const;

export function statementPdf(s: StatementData): Buffer {
  const doc = new PdfDocument(`Extracto ${s.month}`);
  const flow = new PdfFlow(doc);
  const seller = s.seller;
  doc.text(MARGIN, flow.next(18), 'Extracto mensual', { size: 18, bold: true });
  doc.text(RIGHT, flow.y, monthName(s.month), { size: 11, bold: true, align: 'right' });
  doc.text(MARGIN, flow.next(22), seller.legalName || seller.businessName, { bold: true });
  doc.text(
    MARGIN,
    flow.next(),
    `${seller.taxId || 'Documento sin validar'} · Tienda: ${seller.businessName}`,
  );

  const row = (cells: [string, string, ...number[]], bold = false) => {
    const y = flow.next(15);
    doc.text(MARGIN, y, cells[0], { size: 8, bold });
    doc.text(MARGIN + 55, y, fit(cells[1], 210, 8), { size: 8, bold });
    cells.slice(2).forEach((c, i) => {
      doc.text(AMOUNTS[i]!, y, pesos(c as number), { size: 8, bold, align: 'right' });
    });
  };
  const balance = (label: string, cents: number) => {
    const y = flow.next(18);
    doc.text(MARGIN, y, label, { bold: true });
    doc.text(RIGHT, y, pesos(cents), { bold: true, align: 'right' });
  };

  const headings = (gap: number) => {
    const y = flow.next(gap);
    doc.text(MARGIN, y, 'Fecha', { size: 8, bold: true });
    doc.text(MARGIN + 55, y, 'Movimiento', { size: 8, bold: true });
    ['Bruto', 'Comisión', 'IVA comisión', 'Neto'].forEach((h, i) => {
      doc.text(AMOUNTS[i]!, y, h, { size: 8, bold: true, align: 'right' });
    });
    doc.rule(MARGIN, RIGHT, y - 4);
  };

  balance('Saldo inicial', s.ledger.openingCents);
  headings(22);
  flow.onNewPage = () => headings(10);
  for (const e of s.ledger.entries) {
    row([
      shortDate(e.date, s.timeZone),
      movement(e),
      e.grossCents,
      e.commissionCents,
      e.commissionVatCents,
      e.netCents,
    ]);
    // The rule that set a sale's commission, under it: what the seller checks the percentage against.
    if (e.commissionRule) {
      doc.text(MARGIN + 55, flow.next(10), fit(`Comisión: ${e.commissionRule}`, 270, 7), { size: 7 });
    }
  }
  if (s.ledger.entries.length === 0) row(['', 'Sin movimientos en el mes']);
  flow.onNewPage = undefined;
  doc.rule(MARGIN, RIGHT, flow.y - 5);
  const t = statementTotals(s.ledger.entries);
  row(['', 'Totales del mes', t.grossCents, t.commissionCents, t.commissionVatCents, t.netCents], true);
  balance('Saldo final', s.ledger.closingCents);
  doc.text(
    MARGIN,
    flow.next(26),
    'Saldo: lo que la tienda tiene a su favor, incluidas las ventas aún retenidas. Valores en COP.',
    { size: 8 },
  );
  return doc.toBuffer();
}

const amount = (cents: number) => (cents / 100).toFixed(2);

/** The CSV: UTF-8 with a BOM (spreadsheets read the accents), a header, the balances and a running balance. */
export function statementCsv(s: StatementData): Buffer {
  const header = [
    'fecha',
    'movimiento',
    'pedido',
    'pago',
    'regla_comision',
    'bruto',
    'comision',
    'iva_comision',
    'neto',
    'saldo',
  ];
  const rows: (string | number)[][] = [header];
  let running = s.ledger.openingCents;
  rows.push(['', 'Saldo inicial', '', '', '', '', '', '', '', amount(running)]);
  for (const e of s.ledger.entries) {
    running += e.netCents;
    rows.push([
      shortDate(e.date, s.timeZone),
      movement(e),
      e.orderId ?? '',
      e.payoutId ?? '',
      e.commissionRule ?? '',
      amount(e.grossCents),
      amount(e.commissionCents),
      amount(e.commissionVatCents),
      amount(e.netCents),
      amount(running),
    ]);
  }
  const t = statementTotals(s.ledger.entries);
  rows.push([
    '',
    'Totales del mes',
    '',
    '',
    '',
    amount(t.grossCents),
    amount(t.commissionCents),
    amount(t.commissionVatCents),
    amount(t.netCents),
    '',
  ]);
  rows.push(['', 'Saldo final', '', '', '', '', '', '', '', amount(s.ledger.closingCents)]);
  return csvFile(rows);
}
