/** The comprobante de venta of one seller order, as a PDF: who sold, who bought, the lines, IVA and total. */
import { MARGIN, PAGE_WIDTH, PdfDocument, PdfFlow } from '../../lib/documents/pdf-writer.ts';
import { fit, pesos, shortDate } from './document-format.ts';

export interface ReceiptData {
  orderId: number;
  date: Date;
  timeZone: string;
  seller: { legalName: string; taxId: string; vatResponsible: boolean | null; businessName: string };
  buyer: { name: string; address: string };
  lines: { name: string; quantity: number; unitCents: number; vatPercent: number }[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  vat: { percent: number; baseCents: number; vatCents: number }[];
  /** Cancelled orders keep their receipt, marked: the money went back to the buyer. */
  cancelled: boolean;
  /**
   * The electronic invoice: null with EINVOICE_PROVIDER=none (the receipt says it is not one), 'PENDING'
   * while the provider has not issued it yet, else its number and CUFE.
   */
  invoice: { number: string; cufe: string } | 'PENDING' | null;
}

export const NOT_AN_INVOICE =
  'Este documento es un comprobante de venta; no es una factura electrónica de venta.';
export const INVOICE_PENDING =
  'La factura electrónica de venta de este pedido está en trámite; la recibirás por correo.';

const RIGHT = PAGE_WIDTH - MARGIN;
// Columns: product, quantity, unit price, IVA rate, line total (right ends for the numbers).
const COL = { qty: 350, unit: 430, vat: 470, total: RIGHT };

function regime(vatResponsible: boolean | null): string {
  if (vatResponsible === null) return 'Régimen de IVA no indicado';
  return vatResponsible ? 'Responsable de IVA' : 'No responsable de IVA';
}

export function receiptPdf(r: ReceiptData): Buffer {
  const doc = new PdfDocument(`Comprobante de venta ${r.orderId}`);
  const flow = new PdfFlow(doc);
  doc.text(MARGIN, flow.next(18), 'Comprobante de venta', { size: 18, bold: true });
  doc.text(RIGHT, flow.y, `Pedido No. ${r.orderId}`, { size: 11, bold: true, align: 'right' });
  doc.text(RIGHT, flow.next(16), `Fecha: ${shortDate(r.date, r.timeZone)}`, { align: 'right' });

  if (r.cancelled)
    doc.text(MARGIN, flow.next(20), 'Pedido cancelado: el pago se reembolsa al comprador.', {
      size: 11,
      bold: true,
    });
  doc.text(MARGIN, flow.next(24), 'Vendedor', { bold: true });
  doc.text(MARGIN, flow.next(), r.seller.legalName || r.seller.businessName);
  doc.text(
    MARGIN,
    flow.next(),
    `${r.seller.taxId || 'Documento sin validar'} · ${regime(r.seller.vatResponsible)}`,
  );
  doc.text(MARGIN, flow.next(), `Tienda: ${r.seller.businessName}`);

  doc.text(MARGIN, flow.next(22), 'Comprador', { bold: true });
  doc.text(MARGIN, flow.next(), r.buyer.name);
  doc.text(MARGIN, flow.next(), fit(r.buyer.address, RIGHT - MARGIN, 10));

  doc.text(MARGIN, flow.next(26), 'Producto', { bold: true });
  doc.text(COL.qty, flow.y, 'Cant.', { bold: true, align: 'right' });
  doc.text(COL.unit, flow.y, 'Precio unit.', { bold: true, align: 'right' });
  doc.text(COL.vat, flow.y, 'IVA', { bold: true, align: 'right' });
  doc.text(COL.total, flow.y, 'Total', { bold: true, align: 'right' });
  doc.rule(MARGIN, RIGHT, flow.y - 4);
  for (const line of r.lines) {
    const y = flow.next(16);
    doc.text(MARGIN, y, fit(line.name, COL.qty - MARGIN - 40, 10));
    doc.text(COL.qty, y, String(line.quantity), { align: 'right' });
    doc.text(COL.unit, y, pesos(line.unitCents), { align: 'right' });
    doc.text(COL.vat, y, `${line.vatPercent} %`, { align: 'right' });
    doc.text(COL.total, y, pesos(line.unitCents * line.quantity), { align: 'right' });
  }
  doc.rule(MARGIN, RIGHT, flow.y - 6);

  const sum = (label: string, amount: number | string, bold = false) => {
    const y = flow.next(16);
    doc.text(COL.vat, y, label, { bold, align: 'right' });
    doc.text(COL.total, y, typeof amount === 'string' ? amount : pesos(amount), { bold, align: 'right' });
  };
  flow.next(4);
  sum('Subtotal', r.subtotalCents);
  if (r.discountCents > 0) sum('Descuento', -r.discountCents);
  sum('Envío', r.shippingCents > 0 ? r.shippingCents : 'Gratis');
  sum('Total (IVA incluido)', r.totalCents, true);

  doc.text(MARGIN, flow.next(26), 'IVA incluido por tarifa', { bold: true });
  for (const v of r.vat)
    doc.text(MARGIN, flow.next(), `IVA ${v.percent} %: base ${pesos(v.baseCents)}, IVA ${pesos(v.vatCents)}`);

  doc.text(MARGIN, flow.next(26), 'Precios en pesos colombianos (COP), IVA incluido.', { size: 9 });
  if (r.invoice === null) doc.text(MARGIN, flow.next(), NOT_AN_INVOICE, { size: 9 });
  else if (r.invoice === 'PENDING') doc.text(MARGIN, flow.next(), INVOICE_PENDING, { size: 9 });
  else {
    doc.text(MARGIN, flow.next(), `Factura electrónica de venta No. ${r.invoice.number}`, { size: 9 });
    doc.text(MARGIN, flow.next(), `CUFE: ${r.invoice.cufe}`, { size: 7 });
  }
  return doc.toBuffer();
}
