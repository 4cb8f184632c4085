/** The administrators' list of commission rules: newest first, 20 a page, by scope, status and seller. */
import {
  COMMISSION_RULES_PAGE_SIZE,
  type CommissionRulesPage,
  type CommissionRulesQuery,
} from '@tecnobazar/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import { commissionRules } from '../../db/schema/commissions.ts';
import { createRuleChecks } from './commission-checks.ts';
import { type CommissionsDeps, toRuleResponse } from './commission-rules.ts';

export function createCommissionList(deps: CommissionsDeps) {
  const { db, clock } = deps;
  const { slugs, statusIs } = createRuleChecks(deps);
  return {
    /** Rules, newest first, 20 a page, by scope, status and seller (a seller's own rule). */
    async list(query: CommissionRulesQuery): Promise<CommissionRulesPage> {
      const where = and(
        query.scope ? eq(commissionRules.scope, query.scope) : undefined,
        query.sellerId ? eq(commissionRules.sellerId, query.sellerId) : undefined,
        statusIs(query.status, clock.now()),
      );
      const [rows, [total], slugOf] = await Promise.all([
        db
          .select()
          .from(commissionRules)
          .where(where)
          .orderBy(desc(commissionRules.id))
          .limit(COMMISSION_RULES_PAGE_SIZE)
          .offset(query.page * COMMISSION_RULES_PAGE_SIZE),
        db.select({ n: count() }).from(commissionRules).where(where),
        slugs(),
      ]);
      const now = clock.now();
      return {
        content: rows.map((r) => toRuleResponse(r, now, slugOf(r.categoryId))),
        totalPages: Math.ceil(total!.n / COMMISSION_RULES_PAGE_SIZE),
        totalElements: total!.n,
      };
    },
  };
}
