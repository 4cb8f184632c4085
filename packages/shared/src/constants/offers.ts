/**
 * An offer's condition (decision 0028) and how screens name it. Apart from the offer schemas (zod), so that
 * the product page and the cart load none of them.
 */
export const OFFER_CONDITIONS = ['NUEVO', 'REACONDICIONADO', 'USADO'] as const;

export const OFFER_CONDITION_LABELS: Record<(typeof OFFER_CONDITIONS)[number], string> = {
  NUEVO: 'Nuevo',
  REACONDICIONADO: 'Reacondicionado',
  USADO: 'Usado',
};
