import type { LedgerEntryResponse, PayoutResponse } from '@tecnobazar/shared';
import { useMemo } from 'react';
import { useGetPayoutSellersQuery } from '@/api/admin-payouts';
import { formatPrice } from '@/lib/format-price';

export interface Shop {
  id: number;
  name: string;
}

/**
 * The shops' names by seller id, from every seller whatever their status (a closed shop can still have a
 * payout waiting). Until the list arrives, or for a seller it does not hold, a seller reads "Vendedor #7".
 */
export function useShopNames() {
  const { data: sellers } = useGetPayoutSellersQuery();
  return useMemo(() => {
    const names = new Map(
      (sellers ?? []).map((seller) => [
        seller.id,
        seller.businessDetails.businessName.trim() || seller.sellerName,
      ]),
    );
    const nameOf = (sellerId: number) => names.get(sellerId) ?? `Vendedor #${sellerId}`;
    return { nameOf, names };
  }, [sellers]);
}

/** The shops to filter by: those the list names plus any seller the ledger mentions, by name. */
export function shopOptions(
  names: ReadonlyMap<number, string>,
  entries: readonly LedgerEntryResponse[],
): Shop[] {
  const ids = new Set([...names.keys(), ...entries.map((entry) => entry.sellerId)]);
  return [...ids]
    .map((id) => ({ id, name: names.get(id) ?? `Vendedor #${id}` }))
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

export const ENTRY_TYPE_LABEL: Record<LedgerEntryResponse['type'], string> = {
  SALE: 'Venta',
  REFUND: 'Reembolso',
  PAYOUT: 'Pago',
};
