/**
 * A payment provider with PayPal Orders v2 semantics. Two implementations: the dev simulator (default)
 * and the real PayPal REST client (PAYMENT_PROVIDER=paypal). Amounts are integer minor units.
 */
export interface PaymentOrderRequest {
  /** Our checkout id; sent as PayPal-Request-Id so a retried create is not a second order. */
  checkoutId: number;
  amountCents: number;
  currency: string;
  description: string;
  /**
   * The amount as the store priced it, before conversion to `currency` at `exchangeRate` store units per
   * payment unit. Only the simulator shows it; PayPal is never told.
   */
  storeAmount?: { amountCents: number; currency: string; exchangeRate: number };
  /** Where the buyer returns: PayPal appends ?token={orderId}&PayerID=... */
  returnUrl: string;
  cancelUrl: string;
}

export interface PaymentOrder {
  /** The provider's order id (PayPal's `token` on the return URL). */
  id: string;
  /** Where to send the buyer to approve the payment. */
  approveUrl: string;
}

export type CaptureStatus = 'COMPLETED' | 'DECLINED' | 'PENDING' | 'FAILED';

/** Where a provider order stands: waiting for the buyer, approved by them, paid (captured), or dropped. */
export type OrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED' | 'CANCELLED';

export interface PaymentCapture {
  status: CaptureStatus;
  captureId: string | null;
  amountCents: number;
  currency: string;
}

export interface WebhookEvent {
  eventType: string;
  /** The provider order id the event is about, when it is about one. */
  orderId: string | null;
}

/** Sending a seller's payout (PayPal Payouts: one batch of one item). Amounts are integer minor units. */
export interface PayoutRequest {
  /** Our payout id: PayPal's sender_batch_id and PayPal-Request-Id, so a retried send is never a second transfer. */
  payoutId: number;
  amountCents: number;
  currency: string;
  /** The receiver's PayPal e-mail. */
  receiver: string;
  /** Shown to the receiver; carries the bank account the seller gave (PayPal cannot pay Colombian banks). */
  note: string;
}

/** Where a transfer stands: still moving, in the receiver's hands, or refused (and why). */
export type PayoutTransferStatus = 'PENDING' | 'SUCCESS' | 'FAILED';

export interface PayoutTransfer {
  /** The provider's batch id (PayPal's payout_batch_id), to ask about it later. */
  batchId: string;
  status: PayoutTransferStatus;
  /** The provider's reason when FAILED. */
  reason: string | null;
}

export interface PaymentProvider {
  readonly name: 'dev' | 'paypal';
  createOrder(request: PaymentOrderRequest): Promise<PaymentOrder>;
  /** Captures an approved order; capturing an already captured order answers the same capture. */
  captureOrder(orderId: string): Promise<PaymentCapture>;
  /** Reads the order's status and changes nothing: reconciliation asks before it captures. */
  orderStatus(orderId: string): Promise<OrderStatus>;
  /**
   * Refunds part or all of a capture. `requestId` names this refund: a retry with the same id is the same
   * refund, never a second one (PayPal-Request-Id).
   */
  refundCapture(captureId: string, amountCents: number, currency: string, requestId?: string): Promise<void>;
  /**
   * Sends a payout. Sending the same `payoutId` again answers the first transfer, never a second one;
   * an outright refusal (bad receiver, no funds) throws INVALID, an unreachable provider UNAVAILABLE.
   */
  sendPayout(request: PayoutRequest): Promise<PayoutTransfer>;
  /** Reads a sent payout's status and changes nothing (reconciliation after a crash asks this). */
  payoutStatus(batchId: string): Promise<PayoutTransfer>;
  /** Verifies the signature (PayPal's verify-webhook-signature API) and parses the event; null when invalid. */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<WebhookEvent | null>;
}

/** A provider failure a buyer should hear about (declined, unreachable); checkout maps it to a message. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: 'DECLINED' | 'UNAVAILABLE' | 'INVALID' | 'NOT_APPROVED',
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
