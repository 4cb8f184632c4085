/** What the payouts module answers a refused call with (Spanish, shown as is by the web app). */
export const PAYOUT_MESSAGES = {
  notFound: 'Pago no encontrado',
  belowMinimum: (minimum: string) =>
    `Tu saldo disponible debe ser de al menos ${minimum} para solicitar un pago.`,
  alreadyPending: 'Ya tienes una solicitud de pago pendiente: espera a que TecnoBazar la procese.',
  alreadyDone: 'Este pago ya fue procesado.',
  sending: 'Este pago ya se está enviando: espera la confirmación de PayPal.',
  notSending: 'Este pago no se está enviando: no hay transferencia que reintentar.',
  bankDetailsMissing:
    'Para solicitar un pago completa tus datos bancarios (titular, banco, tipo de cuenta y número de cuenta) en Cuenta.',
  payeeIncomplete:
    'El vendedor no tiene datos bancarios completos: no hay a qué cuenta enviar el dinero. Recházalo para que los complete y vuelva a solicitarlo.',
  stillHeld:
    'Este pago incluye ventas que el comprador todavía puede cancelar o devolver. Recházalo: el vendedor podrá pedirlas cuando se liberen.',
  refundedSince: (owed: string) =>
    `Desde que se pidió este pago se reembolsaron ventas: pagarlo dejaría al vendedor debiendo ${owed}. Recházalo; el vendedor puede pedir de nuevo su saldo.`,
};
