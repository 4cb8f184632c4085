import { z } from 'zod';

export const AUDIT_ACTIONS = [
  'seller.status',
  'seller.bank_account_view',
  'coupon.create',
  'coupon.delete',
  'coupon.active',
  'payout.decide',
  'home.category',
  'deal.create',
  'deal.update',
  'deal.delete',
  'review.hide',
  'review.dismiss',
  'return.decide',
  'commission_rule.create',
  'commission_rule.update',
  'commission_rule.end',
  'seller.trusted',
  'catalog.revision.approve',
  'catalog.revision.reject',
  'catalog.revision.request_changes',
  'catalog.product.merge',
] as const;

/** One administrator action (`GET /admin/audit`): who, when, what, and the values before and after. */
export const AuditEntryResponse = z.object({
  id: z.number(),
  admin: z.object({ id: z.number(), email: z.string() }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** What the record is called now, beside its id: a shop, a product's title, a deal's category, a code. */
  entityName: z.string().nullable(),
  /** The names of the ids the values hold, by field (`sellerId`: the shop, `productId`: the product). */
  fieldNames: z.record(z.string(), z.string()),
  date: z.string(),
});
export type AuditEntryResponse = z.infer<typeof AuditEntryResponse>;

export const AUDIT_PAGE_SIZE = 20;
export const AuditQuery = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: 'Acción no válida' }).optional(),
  entity: z
    .enum(
      [
        'seller',
        'coupon',
        'payout',
        'home_category',
        'deal',
        'review',
        'return_request',
        'commission_rule',
        'product',
      ],
      {
        error: 'Tipo de registro no válido',
      },
    )
    .optional(),
  page: z.coerce.number({ error: 'La página debe ser un número' }).int().min(0).max(10_000).default(0),
});
export const AuditPage = z.object({
  content: z.array(AuditEntryResponse),
  totalPages: z.number(),
  totalElements: z.number(),
});
export type AuditPage = z.infer<typeof AuditPage>;
