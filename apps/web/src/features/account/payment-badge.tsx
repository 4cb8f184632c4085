import Chip from '@mui/material/Chip';

/** What the buyer's money is: the order's `paymentStatus`, or a purchase's refund state (PurchaseResponse). */
export type PaymentState = 'PAID' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'PENDING';

/**
 * 'Pagado' in green, 'Reembolsado' or 'Reembolso parcial' where that is true, and 'Pendiente'
 * only while unpaid (the spec's "anything else Pendiente" called refunded money pending;
 * product.md#where-we-differ).
 */
const BADGES: Record<PaymentState, { label: string; color: 'success' | 'info' | 'warning' }> = {
  PAID: { label: 'Pagado', color: 'success' },
  PARTIALLY_REFUNDED: { label: 'Reembolso parcial', color: 'info' },
  REFUNDED: { label: 'Reembolsado', color: 'info' },
  PENDING: { label: 'Pendiente', color: 'warning' },
};

/** A status the badge does not know (FAILED) is not paid: 'Pendiente'. */
export function paymentBadge(status: string) {
  return BADGES[status as PaymentState] ?? BADGES.PENDING;
}

export function PaymentBadge({ status }: { status: string }) {
  const { label, color } = paymentBadge(status);
  return <Chip label={label} color={color} size="small" sx={{ fontWeight: 600 }} />;
}
