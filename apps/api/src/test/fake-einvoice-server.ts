import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support only: a fake e-invoicing provider on loopback, behind the client of lib/einvoice. It issues
 * one invoice per reference (asking again answers the same), numbered from a test range with prefix SETP,
 * and a CUFE made like DIAN's: a SHA-384 of the invoice's number, date, amounts and parties.
 */
export async function startFakeEinvoice() {
  const issued = new Map<string, { cufe: string; number: string; status: 'ACCEPTED'; body: unknown }>();
  let next = 990_000_001;
  const state = { down: false, calls: 0 };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/invoices' || req.headers.authorization !== 'Bearer dev') {
        res.writeHead(404).end();
        return;
      }
      state.calls++;
      if (state.down) {
        res.writeHead(503).end();
        return;
      }
      const doc = JSON.parse(raw) as {
        reference: string;
        issuedAt: string;
        totalCents: number;
        seller: { taxId: string };
      };
      let invoice = issued.get(doc.reference);
      if (!invoice) {
        const number = `SETP${next++}`;
        const cufe = createHash('sha384')
          .update([number, doc.issuedAt, doc.totalCents, doc.seller.taxId, 'fake-technical-key'].join(''))
          .digest('hex');
        invoice = { cufe, number, status: 'ACCEPTED', body: doc };
        issued.set(doc.reference, invoice);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(invoice));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    issued,
    /** While `down` the provider answers 503, as when it is down; `calls` counts the invoices asked for. */
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
