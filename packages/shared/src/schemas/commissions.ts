import { z } from 'zod';
import { Money } from './catalog.ts';
import { text } from './common.ts';

/** Whom a commission rule applies to: a seller's sales, a category's (any level) or one product's. */
export const COMMISSION_SCOPES = ['SELLER', 'CATEGORY', 'PRODUCT'] as const;
export type CommissionScope = (typeof COMMISSION_SCOPES)[number];
/** SCHEDULED: starts later; ACTIVE: in force now; ENDED: its end has passed. */
export const COMMISSION_RULE_STATUSES = ['SCHEDULED', 'ACTIVE', 'ENDED'] as const;
export type CommissionRuleStatus = (typeof COMMISSION_RULE_STATUSES)[number];
export const COMMISSION_RULES_PAGE_SIZE = 20;
/** The highest fixed amount per unit a rule may take, in pesos. */
export const COMMISSION_FIXED_MAX = 100_000_000;

export const COMMISSION_MESSAGES = {
  scope: 'Elige el ámbito de la regla: vendedor, categoría o producto',
  seller: 'Elige el vendedor de la regla',
  category: 'Elige la categoría de la regla',
  product: 'Elige el producto de la regla',
  percentRequired: 'El porcentaje de comisión es obligatorio',
  percentNumber: 'El porcentaje debe ser un número',
  percentRange: 'El porcentaje debe estar entre 0 y 100',
  percentDecimals: 'El porcentaje admite como máximo 2 decimales',
  fixedNumber: 'El valor fijo por unidad debe ser un número',
  fixedRange: 'El valor fijo por unidad no puede ser negativo',
  fixedMax: 'El valor fijo por unidad es demasiado alto',
  fixedDecimals: 'El valor fijo por unidad admite como máximo 2 decimales',
  date: 'Fecha y hora inválidas',
  endBeforeStart: 'La fecha de fin debe ser posterior a la de inicio',
} as const;

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

const percent = z
  .number({
    error: (issue) =>
      issue.input === undefined ? COMMISSION_MESSAGES.percentRequired : COMMISSION_MESSAGES.percentNumber,
  })
  .min(0, COMMISSION_MESSAGES.percentRange)
  .max(100, COMMISSION_MESSAGES.percentRange)
  .refine(twoDecimals, COMMISSION_MESSAGES.percentDecimals);
const fixedPerUnit = z
  .number({ error: COMMISSION_MESSAGES.fixedNumber })
  .min(0, COMMISSION_MESSAGES.fixedRange)
  .max(COMMISSION_FIXED_MAX, COMMISSION_MESSAGES.fixedMax)
  .refine(twoDecimals, COMMISSION_MESSAGES.fixedDecimals);
/** An instant with its offset (`2026-12-01T00:00:00-05:00` or `…Z`). */
const instant = z.iso.datetime({ offset: true, error: COMMISSION_MESSAGES.date });
const id = (message: string) => z.number({ error: message }).int(message).positive(message);

const endAfterStart = (r: { startsAt?: string | undefined; endsAt?: string | null | undefined }) =>
  !r.startsAt || !r.endsAt || Date.parse(r.endsAt) > Date.parse(r.startsAt);

/**
 * `POST /api/admin/commission-rules`: the target named by `scope` (a seller's id, a category's slug at any
 * level, a product's id), the percentage (7.5 is 7,5 %), a fixed amount per unit in pesos, and when it is in
 * force: from `startsAt` (now when absent) to `endsAt` (no end when absent).
 */
export const CreateCommissionRuleBody = z
  .object({
    scope: z.enum(COMMISSION_SCOPES, { error: COMMISSION_MESSAGES.scope }),
    sellerId: id(COMMISSION_MESSAGES.seller).optional(),
    categoryId: text(COMMISSION_MESSAGES.category).min(1, COMMISSION_MESSAGES.category).max(100).optional(),
    productId: id(COMMISSION_MESSAGES.product).optional(),
    percent,
    fixedPerUnit: fixedPerUnit.default(0),
    startsAt: instant.optional(),
    endsAt: instant.nullable().optional(),
  })
  .superRefine((r, ctx) => {
    const missing =
      r.scope === 'SELLER' && r.sellerId === undefined
        ? (['sellerId', COMMISSION_MESSAGES.seller] as const)
        : r.scope === 'CATEGORY' && r.categoryId === undefined
          ? (['categoryId', COMMISSION_MESSAGES.category] as const)
          : r.scope === 'PRODUCT' && r.productId === undefined
            ? (['productId', COMMISSION_MESSAGES.product] as const)
            : undefined;
    if (missing) ctx.addIssue({ code: 'custom', path: [missing[0]], message: missing[1] });
  })
  .refine(endAfterStart, { path: ['endsAt'], message: COMMISSION_MESSAGES.endBeforeStart });
export type CreateCommissionRuleBody = z.infer<typeof CreateCommissionRuleBody>;

/**
 * `PUT /api/admin/commission-rules/{id}`: new rate and dates for a rule, same target. A rule already in force
 * is ended now and its new version starts now (decision 0026): sales already made keep the old rate.
 */
export const UpdateCommissionRuleBody = z
  .object({
    percent,
    fixedPerUnit: fixedPerUnit.default(0),
    startsAt: instant.optional(),
    endsAt: instant.nullable().optional(),
  })
  .refine(endAfterStart, { path: ['endsAt'], message: COMMISSION_MESSAGES.endBeforeStart });
export type UpdateCommissionRuleBody = z.infer<typeof UpdateCommissionRuleBody>;

/** `POST /api/admin/commission-rules/{id}/end`: when the rule stops applying (now when absent). */
export const EndCommissionRuleBody = z.object({ endsAt: instant.optional() });
export type EndCommissionRuleBody = z.infer<typeof EndCommissionRuleBody>;

export const CommissionRuleResponse = z.object({
  id: z.number(),
  scope: z.enum(COMMISSION_SCOPES),
  /** The seller's or product's id; the category's slug in `categoryId`; its name as the rule was written. */
  target: z.object({ id: z.number().nullable(), categoryId: z.string().nullable(), name: z.string() }),
  percent: z.number(),
  fixedPerUnit: Money,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  status: z.enum(COMMISSION_RULE_STATUSES),
  /** The version this rule replaced when it was edited in force. */
  previousId: z.number().nullable(),
  createdAt: z.string(),
});
export type CommissionRuleResponse = z.infer<typeof CommissionRuleResponse>;

/** `GET /api/admin/commission-rules`: filters and the page (zero-based, 20 a page). */
export const CommissionRulesQuery = z.object({
  scope: z.enum(COMMISSION_SCOPES, { error: COMMISSION_MESSAGES.scope }).optional(),
  status: z.enum(COMMISSION_RULE_STATUSES, { error: 'Estado no válido' }).optional(),
  sellerId: z.coerce
    .number({ error: COMMISSION_MESSAGES.seller })
    .int()
    .positive(COMMISSION_MESSAGES.seller)
    .optional(),
  page: z.coerce.number({ error: 'La página debe ser un número' }).int().min(0).max(10_000).default(0),
});
export type CommissionRulesQuery = z.infer<typeof CommissionRulesQuery>;
export const CommissionRulesPage = z.object({
  content: z.array(CommissionRuleResponse),
  totalPages: z.number(),
  totalElements: z.number(),
});
export type CommissionRulesPage = z.infer<typeof CommissionRulesPage>;
