import type { SellerStatus } from '@tecnobazar/shared';

/**
 * The six account statuses (product.md#admin-area) as the admin reads them; the same words as the seller's
 * account page.
 */
export const SELLER_STATUS_LABELS: Record<SellerStatus, string> = {
  PENDING_VERIFICATION: 'Pendiente de verificación',
  ACTIVE: 'Activa',
  SUSPENDED: 'Suspendida',
  DEACTIVATED: 'Desactivada',
  BANNED: 'Bloqueada',
  CLOSED: 'Cerrada',
};
