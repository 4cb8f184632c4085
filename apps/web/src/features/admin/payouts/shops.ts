import type { AdminLedgerEntryResponse, LedgerEntryResponse, PayoutResponse } from '@tecnobazar/shared';
import { formatPrice } from '@/lib/format-price';

export interface Shop {
  id: number;
  name: string;
}

/**
 * The shops to filter the ledger by: those its rows name, by name. The table filters the rows it has (the
 * latest 500), so a shop with none among them would only filter down to nothing; and the rows already carry
 * the names, so no list of every seller is loaded for it.
 */
export function shopOptions(entries: readonly AdminLedgerEntryResponse[]): Shop[] {
  const names = new Map(entries.map((entry) => [entry.sellerId, entry.shopName]));
  return [...names]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.id - b.id);
}

/** Money that can be negative (a refund, a payout), `-$12.500` rather than `$-12.500`. */
export const formatSigned = (amount: number) =>
  amount < 0 ? `-${formatPrice(-amount)}` : formatPrice(amount);

export const PAYOUT_STATUS_LABEL: Record<PayoutResponse['status'], string> = {
  PENDING: 'Pendiente',
  SUCCESS: 'Pagado',
  REJECTED: 'Rechazado',
};

/** An approved payout's transfer through PayPal, which says more than its status (PENDING while it is sent). */
export const TRANSFER_STATUS_LABEL: Record<NonNullable<PayoutResponse['transferStatus']>, string> = {
  SENDING: 'Enviando',
  PAID: 'Pagado',
  FAILED: 'Falló',
};

/** The label a payout shows: its transfer's once approved, else its status's. */
export const payoutLabel = (p: Pick<PayoutResponse, 'status' | 'transferStatus'>) =>
  p.transferStatus ? TRANSFER_STATUS_LABEL[p.transferStatus] : PAYOUT_STATUS_LABEL[p.status];

export const ENTRY_TYPE_LABEL: Record<LedgerEntryResponse['type'], string> = {
  SALE: 'Venta',
  REFUND: 'Reembolso',
  PAYOUT: 'Pago',
};
