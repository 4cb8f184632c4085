/**
 * Electronic invoicing (factura electrónica de venta) goes to DIAN through an authorised provider
 * (proveedor tecnológico: Facture, Siigo, Alegra…), which signs the XML (UBL 2.1) with the issuer's
 * certificate, computes the CUFE, sends it to DIAN and answers the number it used from the issuer's
 * authorised range. This is the store's side of that: one call, `issue`, behind which a provider sits.
 *
 * EINVOICE_PROVIDER=none (default): nothing is issued, and the receipts say they are a comprobante de venta,
 * not a factura electrónica. EINVOICE_PROVIDER=dev: the HTTP client a real provider's would look like, sent
 * to EINVOICE_API_BASE, where tests run a fake on loopback (test/fake-einvoice-server.ts).
 */

/** What an invoice carries, amounts in cents, IVA included in every price. */
export interface EinvoiceDocument {
  /** Our reference: the provider issues one invoice per reference, so asking again answers the same one. */
  reference: string;
  issuedAt: Date;
  seller: { legalName: string; taxId: string; vatResponsible: boolean | null };
  buyer: { name: string; email: string };
  lines: { description: string; quantity: number; unitPriceCents: number; vatPercent: number }[];
  discountCents: number;
  shippingCents: number;
  vat: { percent: number; baseCents: number; vatCents: number }[];
  totalCents: number;
}

export interface EinvoiceResult {
  /** Código Único de Factura Electrónica: the SHA-384 DIAN validates. */
  cufe: string;
  /** Prefix and number from the authorised range, e.g. 'SETP990000001'. */
  number: string;
  status: 'ACCEPTED' | 'REJECTED';
}

export interface EinvoiceProvider {
  /** False for `none`: no invoice is issued and documents are comprobantes. */
  readonly enabled: boolean;
  issue(document: EinvoiceDocument): Promise<EinvoiceResult>;
}

export const noEinvoices: EinvoiceProvider = {
  enabled: false,
  issue: () => Promise.reject(new Error('EINVOICE_PROVIDER=none issues no electronic invoices')),
};

/** A provider's REST API at `baseUrl`: POST /invoices with the document, the result back. */
export function createHttpEinvoiceProvider({
  baseUrl,
  apiKey,
  timeoutMs = 10_000,
}: {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}): EinvoiceProvider {
  return {
    enabled: true,
    async issue(document) {
      const res = await fetch(new URL('invoices', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ ...document, issuedAt: document.issuedAt.toISOString() }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`The e-invoicing provider answered ${res.status}`);
      const body = (await res.json()) as EinvoiceResult;
      return { cufe: String(body.cufe), number: String(body.number), status: body.status };
    },
  };
}
