import type { ReturnResponse } from '@tecnobazar/shared';

/** A return request of 1 of order #12's keyboards, just asked for; `overrides` move it on. */
export function makeReturnRequest(overrides: Partial<ReturnResponse> = {}): ReturnResponse {
  return {
    id: 5,
    orderId: 12,
    shop: { id: 7, name: 'Hardware Andino S.A.S.' },
    buyer: { fullName: 'Lucía Fernández' },
    kind: 'RETURN',
    reason: 'DAMAGED',
    reasonLabel: 'Llegó dañado',
    description: 'La tecla Enter no responde',
    photos: ['http://localhost/v1/media/uploads/foto-1.webp'],
    status: 'REQUESTED',
    lines: [
      {
        orderItemId: 120,
        productId: 1200,
        productName: 'Teclado mecánico',
        productImage: null,
        quantity: 1,
        unitPrice: 169900,
      },
    ],
    instructions: null,
    rejectionReason: null,
    escalationComment: null,
    decision: null,
    carrier: null,
    trackingNumber: null,
    refund: { amount: null, status: 'NONE' },
    timeline: {
      requestedAt: '2026-03-19T15:00:00.000Z',
      answeredAt: null,
      sentAt: null,
      receivedAt: null,
      refundedAt: null,
      escalatedAt: null,
      decidedAt: null,
    },
    ...overrides,
  };
}
