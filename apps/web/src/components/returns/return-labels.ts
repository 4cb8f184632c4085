import type { ChipProps } from '@mui/material/Chip';
import type { ReturnKind, ReturnResponse, ReturnStatus } from '@tecnobazar/shared';

/** Each status as the buyer's, the seller's and the administrators' screens show it. */
export const RETURN_STATUS: Record<ReturnStatus, { label: string; color: ChipProps['color'] }> = {
  REQUESTED: { label: 'Por responder', color: 'warning' },
  ACCEPTED: { label: 'Aceptada', color: 'info' },
  REJECTED: { label: 'Rechazada', color: 'error' },
  ESCALATED: { label: 'En revisión', color: 'secondary' },
  CLOSED: { label: 'Cerrada', color: 'default' },
  SENT: { label: 'En camino', color: 'primary' },
  RECEIVED: { label: 'Recibida', color: 'info' },
  REFUNDED: { label: 'Reembolsada', color: 'success' },
};

export const RETURN_KIND: Record<ReturnKind, string> = { RETURN: 'Devolución', WARRANTY: 'Garantía' };

export const REFUND_STATUS: Record<ReturnResponse['refund']['status'], string | null> = {
  NONE: null,
  PENDING: 'Reembolso en proceso',
  DONE: 'Reembolsado',
};

/** A list filter's choices, plural: 'Todas' first, then the statuses in the order a request moves through them. */
export const RETURN_STATUS_FILTERS: { value: ReturnStatus | 'ALL'; label: string }[] = [
  { value: 'ALL', label: 'Todas' },
  { value: 'REQUESTED', label: 'Por responder' },
  { value: 'ACCEPTED', label: 'Aceptadas' },
  { value: 'SENT', label: 'En camino' },
  { value: 'RECEIVED', label: 'Recibidas' },
  { value: 'REFUNDED', label: 'Reembolsadas' },
  { value: 'REJECTED', label: 'Rechazadas' },
  { value: 'ESCALATED', label: 'En revisión' },
  { value: 'CLOSED', label: 'Cerradas' },
];

/** "2 unidades", "1 unidad". */
export const units = (quantity: number) => (quantity === 1 ? '1 unidad' : `${quantity} unidades`);
