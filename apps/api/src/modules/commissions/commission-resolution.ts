/**
 * Which commission applies to each line of a sale (decision 0026): the rule in force at the moment of the
 * sale for the most specific target: the product, then its category from the deepest level up, then the
 * seller, then the general rate (PLATFORM_COMMISSION_PERCENT). One query over the rules for a whole checkout.
 */
import { and, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { commissionRules } from '../../db/schema/commissions.ts';
import type { CommissionRate } from '../../lib/pricing/pricing.ts';
import { type CommissionRuleRow, type CommissionsDeps, ruleLabel } from './commission-rules.ts';

export interface RatedLine {
  rate: CommissionRate;
  /** "Categoría Procesadores: 7 %": kept on the ledger entry, so later edits never change it. */
  label: string;
}

export function createCommissionResolution({ catalog, defaultPercent }: CommissionsDeps) {
  const general: CommissionRate = { basisPoints: Math.round(defaultPercent * 100), fixedCents: 0 };
  return {
    /** Each line's rate and label, in the lines' order, for sales made at `at`, inside the sale's transaction. */
    async ratesFor(
      tx: DbOrTx,
      lines: readonly { productId: number; sellerId: number }[],
      at: Date,
    ): Promise<RatedLine[]> {
      if (lines.length === 0) return [];
      const targets = await catalog.commissionTargets([...new Set(lines.map((l) => l.productId))], tx);
      const productIds = [...targets.keys()];
      const categoryIds = [...new Set([...targets.values()].flatMap((t) => t.categoryIds))];
      const sellerIds = [...new Set(lines.map((l) => l.sellerId))];
      const rules = await tx
        .select()
        .from(commissionRules)
        .where(
          and(
            lte(commissionRules.startsAt, at),
            or(isNull(commissionRules.endsAt), gt(commissionRules.endsAt, at)),
            or(
              productIds.length ? inArray(commissionRules.productId, productIds) : undefined,
              categoryIds.length ? inArray(commissionRules.categoryId, categoryIds) : undefined,
              inArray(commissionRules.sellerId, sellerIds),
            ),
          ),
        );
      const byProduct = new Map<number, CommissionRuleRow>();
      const byCategory = new Map<number, CommissionRuleRow>();
      const bySeller = new Map<number, CommissionRuleRow>();
      for (const r of rules) {
        if (r.productId !== null) byProduct.set(r.productId, r);
        if (r.categoryId !== null) byCategory.set(r.categoryId, r);
        if (r.sellerId !== null) bySeller.set(r.sellerId, r);
      }
      return lines.map((line) => {
        const chain = targets.get(line.productId)?.categoryIds ?? [];
        const rule =
          byProduct.get(line.productId) ??
          chain.map((id) => byCategory.get(id)).find((r) => r !== undefined) ??
          bySeller.get(line.sellerId);
        const rate = rule ? { basisPoints: rule.basisPoints, fixedCents: rule.fixedCents } : general;
        return { rate, label: ruleLabel(rule, rate) };
      });
    },
  };
}
