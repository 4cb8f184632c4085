/**
 * Test support only: PayPal Payouts v1 for the fake PayPal server (fake-paypal-server.ts), with PayPal's
 * JSON shapes. A batch of one item is PENDING when made; the test settles it (`settle`), as PayPal does
 * later. A repeated PayPal-Request-Id replays the first answer; a repeated sender_batch_id under another
 * request id is refused with a link to the first batch, as PayPal does for 30 days.
 */
import { randomBytes } from 'node:crypto';

export type FakePayoutItemStatus = 'PENDING' | 'UNCLAIMED' | 'SUCCESS' | 'FAILED' | 'RETURNED';

export interface FakePayoutBatch {
  id: string;
  senderBatchId: string;
  receiver: string;
  amount: { currency: string; value: string };
  note: string;
  itemStatus: FakePayoutItemStatus;
  error: { name: string; message: string } | null;
}

type Reply = [number, unknown];

const batchId = () =>
  Array.from(randomBytes(13), (b) => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[b % 36]).join('');
const error = (name: string, message: string, details?: unknown[]) => ({
  name,
  message,
  debug_id: randomBytes(6).toString('hex'),
  ...(details && { details }),
  links: [],
});

export function createFakePayouts(baseUrl: () => string) {
  /** Every batch made, in order (a second one for a payout would be a second transfer). */
  const batches: FakePayoutBatch[] = [];
  const replies = new Map<string, Reply>();

  const header = (b: FakePayoutBatch) => ({
    payout_batch_id: b.id,
    // PayPal calls a batch SUCCESS once its items finished, failed ones included: the item tells.
    batch_status: b.itemStatus === 'PENDING' || b.itemStatus === 'UNCLAIMED' ? 'PROCESSING' : 'SUCCESS',
    sender_batch_header: { sender_batch_id: b.senderBatchId, recipient_type: 'EMAIL' },
  });
  const self = (b: FakePayoutBatch) => ({
    href: `${baseUrl()}/v1/payments/payouts/${b.id}`,
    rel: 'self',
    method: 'GET',
  });

  function create(body: unknown, requestId?: string): Reply {
    const replayed = requestId && replies.get(requestId);
    if (replayed) return replayed;
    const b = (body ?? {}) as {
      sender_batch_header?: { sender_batch_id?: string };
      items?: { amount?: { currency?: string; value?: string }; receiver?: string; note?: string }[];
    };
    const senderBatchId = b.sender_batch_header?.sender_batch_id;
    const item = b.items?.[0];
    if (
      !senderBatchId ||
      !item?.receiver ||
      !item.amount?.currency ||
      !/^\d+(\.\d{1,2})?$/.test(item.amount.value ?? '')
    )
      return [400, error('VALIDATION_ERROR', 'Invalid request - see details', [{ issue: 'Invalid item' }])];
    const first = batches.find((x) => x.senderBatchId === senderBatchId);
    if (first) {
      return [
        400,
        error('USER_BUSINESS_ERROR', 'User business error.', [
          {
            field: 'SENDER_BATCH_ID',
            location: 'body',
            issue: `Batch with given sender_batch_id already exists`,
            link: [self(first)],
          },
        ]),
      ];
    }
    const batch: FakePayoutBatch = {
      id: batchId(),
      senderBatchId,
      receiver: item.receiver,
      amount: { currency: item.amount.currency, value: item.amount.value! },
      note: item.note ?? '',
      itemStatus: 'PENDING',
      error: null,
    };
    batches.push(batch);
    const reply: Reply = [
      201,
      { batch_header: { ...header(batch), batch_status: 'PENDING' }, links: [self(batch)] },
    ];
    if (requestId) replies.set(requestId, reply);
    return reply;
  }

  function read(id: string): Reply {
    const b = batches.find((x) => x.id === id);
    if (!b) return [404, error('RESOURCE_NOT_FOUND', 'The specified resource does not exist.')];
    return [
      200,
      {
        batch_header: header(b),
        items: [
          {
            payout_item_id: `${b.id}-1`,
            transaction_status: b.itemStatus,
            payout_batch_id: b.id,
            payout_item: { recipient_type: 'EMAIL', amount: b.amount, note: b.note, receiver: b.receiver },
            ...(b.error && { errors: b.error }),
          },
        ],
        links: [self(b)],
      },
    ];
  }

  return {
    batches,
    /** PayPal's answer to a payouts call, or null when the path is not one. */
    route(method: string, path: string, body: unknown, requestId?: string): Reply | null {
      if (method === 'POST' && path === '/v1/payments/payouts') return create(body, requestId);
      const m = /^\/v1\/payments\/payouts\/([^/]+)$/.exec(path);
      if (method === 'GET' && m) return read(decodeURIComponent(m[1]!));
      return null;
    },
    /** PayPal finishes a batch's item: paid, or refused with PayPal's error. */
    settle(id: string, status: FakePayoutItemStatus, err?: { name: string; message: string }) {
      const b = batches.find((x) => x.id === id);
      if (!b) throw new Error(`fake PayPal: no payout batch ${id}`);
      b.itemStatus = status;
      b.error = err ?? null;
    },
  };
}
export type FakePayouts = ReturnType<typeof createFakePayouts>;
