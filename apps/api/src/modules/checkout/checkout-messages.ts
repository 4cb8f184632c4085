/** What the buyer reads when paying goes wrong, or is already done (Spanish, shown as the error's message). */
export const CHECKOUT_MESSAGES = {
  totalChanged: 'El total de tu carrito cambió. Revísalo e inténtalo de nuevo.',
  unavailable: (title: string) =>
    `"${title}" ya no está disponible en la cantidad que pediste. Revisa tu carrito.`,
  notFound: 'Pago no encontrado',
  notApproved: 'El pago aún no fue aprobado en PayPal.',
  declined: 'PayPal rechazó el pago. Intenta con otro medio de pago.',
  providerDown: 'No pudimos comunicarnos con PayPal. Inténtalo de nuevo en unos minutos.',
  amountMismatch: 'El monto cobrado no coincide con tu pedido. Te devolvimos el dinero.',
  soldOut: (title: string) => `Lo sentimos: "${title}" se agotó mientras pagabas. Te devolvimos el dinero.`,
  couponUsed: 'Ya usaste este cupón en otra compra. Te devolvimos el dinero; vuelve a pagar sin el cupón.',
  notPending: 'Este pago ya no está pendiente.',
  expired: 'Este pago venció sin completarse. Vuelve a pagar desde tu carrito.',
  alreadyPaid: 'Ya pagaste estos productos: mira tus pedidos.',
  paidTwice: 'Ya habías pagado estos productos en otra compra. Te devolvimos este pago.',
  replaced: 'Este pago se reemplazó por uno más reciente desde tu carrito; no se te cobró.',
  cancelled: 'Cancelaste este pago; no se te cobró.',
  cannotCancel: 'Este pago ya se está cobrando y no se puede cancelar. Revisa tus pedidos en unos minutos.',
};
