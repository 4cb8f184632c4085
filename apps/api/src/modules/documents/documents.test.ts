import { STATEMENT_MONTH_MESSAGE } from '@tecnobazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDate } from '../../lib/dates.ts';
import { csvCell } from '../../lib/spreadsheets/csv.ts';
import { startFakeEinvoice } from '../../test/fake-einvoice-server.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { productBody, shopName, signUpSeller } from '../../test/seller.ts';
import { createSellingStore, type SellingStore, type Shop } from '../../test/selling.ts';
import { asUser } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, uniqueEmail } from '../../test/test-app.ts';
import { EINVOICES_JOB } from './documents.module.ts';
import { INVOICE_PENDING, NOT_AN_INVOICE } from './receipt-pdf.ts';

let store: SellingStore;
let shop: Shop;
let einvoice: Awaited<ReturnType<typeof startFakeEinvoice>>;
/** The shop of the accents test and its order, for the e-invoicing test. */
let nino: { jwt: string; orderId: number };
const LEGAL_NAME = 'Gómez Hardware y Cía. S.A.S.';

beforeAll(async () => {
  einvoice = await startFakeEinvoice();
  store = await createSellingStore({
    SALE_HOLD_DAYS: '0',
    SHIPPING_FEE: '12000',
    COMMISSION_VAT_PERCENT: '19',
  });
  const email = uniqueEmail('factura');
  shop = await store.newShop({
    taxIdType: 'NIT',
    gstin: '900.123.456-8',
    businessDetails: { businessName: shopName(email), legalName: LEGAL_NAME, vatResponsible: true },
  });
}, 60_000);
afterAll(async () => {
  await store?.ctx.close();
  await einvoice?.close();
});

/** A second product of the shop at $50.000 with IVA 5 %, so an order has two rates. */
async function bookProduct(): Promise<number> {
  const res = await shop.api.post(
    '/sellers/product',
    productBody({
      title: 'Libro de redes y telecomunicaciones',
      description: 'Guía práctica de redes para técnicos, con ejercicios y diagramas a color.',
      mrpPrice: 50000,
      sellingPrice: 50000,
      vatPercent: 5,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const pdfOf = (res: {
  statusCode: number;
  rawPayload: Buffer;
  headers: Record<string, unknown>;
  body: string;
}) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  expect(res.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');
  return pdfText(res.rawPayload);
};

describe('the comprobante de venta of a seller order (issue 32 part 5)', () => {
  it("reads back the seller's legal name and NIT, the lines, IVA per rate, shipping and total; the buyer and seller get it, nobody else", async () => {
    const book = await bookProduct();
    await store.buyer.put('/api/cart/add', { productId: book, size: 'FREE', quantity: 2 });
    const order = await store.sell(shop, { deliver: false });
    expect(order.orderItems).toHaveLength(2);

    const text = pdfOf(await store.buyer.get(`/api/orders/${order.id}/receipt.pdf`));
    expect(text).toContain('Comprobante de venta');
    expect(text).toContain(`Pedido No. ${order.id}`);
    expect(text).toContain(LEGAL_NAME);
    expect(text).toContain('NIT 900.123.456-8 · Responsable de IVA');
    expect(text).toContain('Comprador\nAna María Pérez\nCalle 80 # 12-34, Bogotá, Cundinamarca');
    expect(text).toMatch(/Audífonos inalámbricos Velmora\d+\n1\n\$99\.990\n19 %\n\$99\.990/);
    expect(text).toMatch(/Libro de redes y telecomunicaciones\n2\n\$50\.000\n5 %\n\$100\.000/);
    // 99.990 × 19/119 = 15.964,79…; 100.000 × 5/105 = 4.761,90…
    expect(text).toContain('IVA 19 %: base $84.025,21, IVA $15.964,79');
    expect(text).toContain('IVA 5 %: base $95.238,10, IVA $4.761,90');
    expect(text).toMatch(/Subtotal\n\$199\.990/);
    expect(text).toMatch(/Envío\n\$12\.000/);
    expect(text).toMatch(/Total \(IVA incluido\)\n\$211\.990/);
    expect(text).toContain(NOT_AN_INVOICE);

    const sellerText = pdfOf(await shop.api.get(`/sellers/orders/${order.id}/receipt.pdf`));
    expect(sellerText).toContain(LEGAL_NAME);
    expect(sellerText).toContain('Ana María Pérez');

    const stranger = asUser(store.ctx, (await signUpCustomer(store.ctx, uniqueEmail('otro'))).jwt);
    expect((await stranger.get(`/api/orders/${order.id}/receipt.pdf`)).statusCode).toBe(404);
    const otherShop = await store.newShop();
    const res = await otherShop.api.get(`/sellers/orders/${order.id}/receipt.pdf`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Pedido no encontrado');
    expect((await asUser(store.ctx).get(`/api/orders/${order.id}/receipt.pdf`)).statusCode).toBe(401);
    // A seller's token is not a buyer's, nor the other way round.
    expect((await shop.api.get(`/api/orders/${order.id}/receipt.pdf`)).statusCode).toBe(403);
    expect((await store.buyer.get(`/sellers/orders/${order.id}/receipt.pdf`)).statusCode).toBe(403);
  });

  it('renders accents and ñ (WinAnsiEncoding) and escapes parentheses', async () => {
    const email = uniqueEmail('nino');
    const jwt = await signUpSeller(store.ctx, email, {
      taxIdType: 'CC',
      gstin: '1.020.304.050',
      businessDetails: {
        businessName: `Año Niño ${email.split('@')[0]}`,
        legalName: 'Iñaki Núñez (Peñalosa)',
        vatResponsible: false,
      },
    });
    const id = (await asUser(store.ctx, jwt).get('/sellers/profile')).json().id;
    await store.admin.patch(`/admin/seller/${id}/status/ACTIVE`);
    const api = asUser(store.ctx, jwt);
    const product = await api.post(
      '/sellers/product',
      productBody({
        title: 'Cámara de seguridad WiFi',
        description: 'Cámara de seguridad con visión nocturna, detección de movimiento y audio.',
        mrpPrice: 150000,
        sellingPrice: 150000,
        quantity: 10,
      }),
    );
    // This shop ships for free: the receipt says so rather than '$0'.
    expect((await api.put('/sellers/shipping', { defaultRate: 0 })).statusCode).toBe(200);
    const order = await store.sell({ api, id, email, product: product.json() }, { deliver: false });
    nino = { jwt, orderId: order.id };
    const res = await api.get(`/sellers/orders/${order.id}/receipt.pdf`);
    expect(res.rawPayload.toString('latin1')).toContain('(I\\361aki N\\372\\361ez \\(Pe\\361alosa\\))');
    const text = pdfOf(res);
    expect(text).toContain('Iñaki Núñez (Peñalosa)');
    expect(text).toContain('CC 1.020.304.050 · No responsable de IVA');
    expect(text).toContain('Cámara de seguridad WiFi');
    expect(text).toMatch(/Envío\nGratis/);
  });
});

describe("a seller's monthly statement", () => {
  it('adds up: opening + the month’s entries = closing, with sales, commission and its IVA, refunds and payouts, in PDF and CSV', async () => {
    const month = calendarDate(store.ctx.clock.now(), 'America/Bogota').slice(0, 7);
    const fresh = await store.newShop();
    await store.sell(fresh);
    await store.sell(fresh);
    const cancelled = await store.sell(fresh, { deliver: false });
    expect(
      (await store.buyer.post(`/api/orders/${cancelled.id}/cancel`, { reason: 'Ya no lo necesito' }))
        .statusCode,
    ).toBe(200);
    // A cancelled order keeps its receipt, marked.
    expect(pdfOf(await store.buyer.get(`/api/orders/${cancelled.id}/receipt.pdf`))).toContain(
      'Pedido cancelado: el pago se reembolsa al comprador.',
    );
    const payout = await fresh.api.post('/api/payouts/seller');
    expect(payout.statusCode, payout.body).toBeLessThan(300);
    expect((await store.admin.put(`/api/payouts/${payout.json().id}/status?status=SUCCESS`)).statusCode).toBe(
      200,
    );

    const ledger = await store.ledgerOf(fresh.api);
    const csvRes = await fresh.api.get(`/sellers/statements/${month}.csv`);
    expect(csvRes.statusCode, csvRes.body).toBe(200);
    expect(csvRes.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvRes.headers['content-disposition']).toBe(`attachment; filename="extracto-${month}.csv"`);
    const rows = csvRes.rawPayload
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
      .map((r) => r.split(','));
    expect(rows[0]).toEqual([
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
    ]);
    const entries = rows.slice(2, -2);
    expect(entries.map((r) => r[1]!.split(' ')[0])).toEqual(['Venta', 'Venta', 'Venta', 'Reembolso', 'Pago']);
    const cents = (s: string) => Math.round(Number(s) * 100);
    const opening = cents(rows[1]![9]!);
    const closing = cents(rows.at(-1)![9]!);
    const totals = rows.at(-2)!;
    expect(opening).toBe(0);
    const net = entries.reduce((s, r) => s + cents(r[8]!), 0);
    expect(cents(totals[8]!)).toBe(net);
    expect(opening + net).toBe(closing);
    expect(closing).toBe(0); // everything earned was paid out, the cancelled sale reversed
    // Each sale: gross (goods and the seller's shipping) = commission + its IVA + net; 10 % of the goods'
    // $99.990 and 19 % IVA on it.
    for (const sale of entries.filter((r) => r[1]!.startsWith('Venta'))) {
      expect(sale.slice(5, 9)).toEqual(['111990.00', '9999.00', '1899.81', '100091.19']);
      expect(sale[4]).toContain('10 %');
    }
    expect(ledger.reduce((s, e) => s + Math.round(e.net * 100), 0)).toBe(closing);

    const text = pdfOf(await fresh.api.get(`/sellers/statements/${month}.pdf`));
    expect(text).toContain('Extracto mensual');
    expect(text).toMatch(/Saldo inicial\n\$0/);
    expect(text).toContain(`Reembolso pedido ${cancelled.id}`);
    expect(text).toMatch(/Comisión\nIVA comisión\nNeto/);
    // Each sale names the rule that set its commission.
    expect(text).toContain('Comisión: Tarifa general: 10 %');
    expect(text).toMatch(/Totales del mes\n\$23\.797,62\n\$19\.998\n\$3\.799,62\n\$0/);
    expect(text).toMatch(/Saldo final\n\$0/);

    const months = (await fresh.api.get('/sellers/statements')).json();
    expect(months).toEqual({ months: [month] });
  });

  it('answers a bad or future month with a 400 in Spanish, and only to sellers', async () => {
    for (const bad of ['2026-13', '26-01', 'noviembre'])
      for (const ext of ['pdf', 'csv']) {
        const res = await shop.api.get(`/sellers/statements/${bad}.${ext}`);
        expect(res.statusCode, `${bad}.${ext}`).toBe(400);
        expect(res.json().message).toBe(STATEMENT_MONTH_MESSAGE);
      }
    const future = await shop.api.get('/sellers/statements/2999-01.pdf');
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('Ese mes aún no tiene extracto: elige un mes pasado o el actual');
    expect((await store.buyer.get('/sellers/statements/2026-01.pdf')).statusCode).toBe(403);
    // An empty past month still adds up.
    const text = pdfOf(await shop.api.get('/sellers/statements/2020-01.pdf'));
    expect(text).toContain('Sin movimientos en el mes');
  });

  it('keeps a spreadsheet from running a cell as a formula, and amounts as numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+57 300')).toBe("'+57 300");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('Venta pedido 12')).toBe('Venta pedido 12');
  });
});

describe('electronic invoicing through a provider (EINVOICE_PROVIDER=dev, a fake on loopback)', () => {
  it('issues each paid order’s invoice from the job, once, and prints its number and CUFE on the receipt', async () => {
    // The provider is down from the start (on PostgreSQL the job queue also runs every job once at start).
    einvoice.state.down = true;
    const withInvoices = await createTestApp(
      { EINVOICE_PROVIDER: 'dev', EINVOICE_API_BASE: einvoice.url, RATE_LIMIT_PER_MINUTE: '0' },
      { database: store.ctx.database },
    );
    try {
      const seller = asUser(withInvoices, nino.jwt);
      const receipt = `/sellers/orders/${nino.orderId}/receipt.pdf`;
      // A round stops at the provider's error and records nothing; the receipt still downloads, says the
      // invoice is on its way, and never calls the provider itself.
      await expect(withInvoices.app.runJob(EINVOICES_JOB)).rejects.toThrow(/503/);
      const calls = einvoice.state.calls;
      expect(pdfOf(await seller.get(receipt))).toContain(INVOICE_PENDING);
      expect(einvoice.state.calls).toBe(calls);
      expect(einvoice.issued.size).toBe(0);
      einvoice.state.down = false;

      // Back up: rounds of 20, oldest first, until every paid order has its invoice.
      let rounds = 0;
      while ((await withInvoices.app.runJob(EINVOICES_JOB)) !== 0) rounds++;
      expect(rounds).toBeGreaterThan(0);
      const invoice = einvoice.issued.get(`pedido-${nino.orderId}`)!;
      expect(invoice.body).toMatchObject({
        seller: { legalName: 'Iñaki Núñez (Peñalosa)', taxId: 'CC 1.020.304.050' },
        lines: [
          {
            description: 'Cámara de seguridad WiFi',
            quantity: 1,
            unitPriceCents: 15_000_000,
            vatPercent: 19,
          },
        ],
        // The shop ships for free (its rates in the test above).
        totalCents: 15_000_000,
      });
      const first = pdfOf(await seller.get(receipt));
      expect(first).toContain(`Factura electrónica de venta No. ${invoice.number}`);
      expect(first).toContain(`CUFE: ${invoice.cufe}`);
      expect(invoice.cufe).toMatch(/^[0-9a-f]{96}$/);
      expect(first).not.toContain(NOT_AN_INVOICE);
      expect(pdfOf(await seller.get(receipt))).toBe(first);
      // Once issued, never asked again.
      const issued = einvoice.issued.size;
      expect(await withInvoices.app.runJob(EINVOICES_JOB)).toBe(0);
      expect(einvoice.issued.size).toBe(issued);
    } finally {
      await withInvoices.close();
    }
  });
});
