/** What every part of the commissions service shares: its dependencies, the rule row, its answer and texts. */
import type { CommissionRuleResponse, CommissionRuleStatus } from '@tecnobazar/shared';
import type { Db } from '../../db/client.ts';
import type { commissionRules } from '../../db/schema/commissions.ts';
import type { Clock } from '../../lib/clock.ts';
import { formatPesos, fromCents } from '../../lib/money.ts';
import type { CommissionRate } from '../../lib/pricing/pricing.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';

export interface CommissionsDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  catalog: Pick<CatalogService, 'categoryTree' | 'commissionTargets'>;
  sellers: Pick<SellersService, 'businessNames'>;
  /** PLATFORM_COMMISSION_PERCENT: the rate when no rule applies. */
  defaultPercent: number;
}

export type CommissionRuleRow = typeof commissionRules.$inferSelect;

export const RULE_MESSAGES = {
  notFound: 'La regla de comisión no existe.',
  sellerMissing: 'El vendedor elegido no existe.',
  categoryMissing: (slug: string) => `La categoría '${slug}' no existe.`,
  productMissing: 'El producto elegido no existe.',
  startPassed: 'La fecha de inicio no puede estar en el pasado.',
  endPassed: 'La fecha de fin no puede estar en el pasado.',
  endBeforeStart: 'La fecha de fin debe ser posterior a la de inicio.',
  ended: 'Esta regla ya terminó: crea una nueva.',
  overlap: (id: number) =>
    `Ya hay una regla (n.º ${id}) para este objetivo en esas fechas: termínala o cambia las fechas de la nueva.`,
};

/** A time the admin's form sent: a few minutes behind the server's clock still means "now". */
export const CLOCK_SLACK_MS = 5 * 60_000;

export function ruleStatus(rule: CommissionRuleRow, now: Date): CommissionRuleStatus {
  if (rule.endsAt && (rule.endsAt <= now || rule.endsAt <= rule.startsAt)) return 'ENDED';
  return rule.startsAt > now ? 'SCHEDULED' : 'ACTIVE';
}

export const toRuleResponse = (
  rule: CommissionRuleRow,
  now: Date,
  categorySlug: string | null,
): CommissionRuleResponse => ({
  id: rule.id,
  scope: rule.scope,
  target: {
    id: rule.sellerId ?? rule.productId ?? null,
    categoryId: categorySlug,
    name: rule.targetName,
  },
  percent: rule.basisPoints / 100,
  fixedPerUnit: fromCents(rule.fixedCents),
  startsAt: rule.startsAt.toISOString(),
  endsAt: rule.endsAt?.toISOString() ?? null,
  status: ruleStatus(rule, now),
  previousId: rule.previousId,
  createdAt: rule.createdAt.toISOString(),
});

const percentText = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });
const SCOPE_WORD = { SELLER: 'Vendedor', CATEGORY: 'Categoría', PRODUCT: 'Producto' } as const;

/** A rate as the seller reads it: "7,5 %", "5 % + $500 por unidad". */
export function rateText(rate: CommissionRate): string {
  const percent = `${percentText.format(rate.basisPoints / 100)} %`;
  return rate.fixedCents > 0 ? `${percent} + ${formatPesos(rate.fixedCents)} por unidad` : percent;
}

/** What applied on a sale's line, as the seller's ledger shows it: "Categoría Procesadores: 7 %". */
export function ruleLabel(rule: CommissionRuleRow | undefined, rate: CommissionRate): string {
  const who = rule ? `${SCOPE_WORD[rule.scope]} ${rule.targetName}` : 'Tarifa general';
  return `${who}: ${rateText(rate)}`;
}
